import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { formatMalaysianPhone } from '@/shared/lib/phone';
import { focusFirstInvalid } from '@/shared/ui/field';
import { carRefOf, readChosenCar } from '@/shared/lib/chosen-car';
import type { AppointmentCheck } from '@/shared/lib/malaysia-time';
import { appointmentMessages, specMessages, validationMessages } from '@/shared/lib/messages';
import { formatPlate } from '@/shared/lib/plate';
import { hasStoredKey, updateStoredUserInfo } from '@/shared/lib/session';
import { useClientState } from '@/shared/lib/client-state';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { useAddOrder } from '../api/add-order';
import { useCoupons } from '../api/get-coupons';
import { useGaragePlate } from '../api/get-garage-plate';
import { useOrderItems } from '../api/get-order-items';
import { useQuote } from '../api/get-quote';
import {
  checkDraft,
  checkDraftFields,
  clearDraft,
  draftProblemMessages,
  loadDraft,
  saveDraft,
  sourceOf,
  toPayload,
  withOrderType,
  type CheckoutDraft,
  type DraftField,
  type DraftProblem,
  type Purchase,
} from '../draft';
import { CarSection } from './car-section';
import { CouponSection } from './coupon-section';
import { GoodsSection } from './goods-section';
import { MailingAddressSection } from './mailing-address-section';
import { OrderTypeSection } from './order-type-section';
import { PriceLines } from './price-lines';
import { StoreSection } from './store-section';
import { stockRefusalAt } from '../stock-refusal';
import '../checkout.css';
import { formatRM } from '@/shared/lib/format';

export interface AppointmentSlotProps {
  storeId?: number;
  value: { date?: string; time?: string };
  onChange: (value: { date?: string; time?: string }) => void;
  error: string | null;
}

interface PlaceAnOrderPageProps {
  purchase: Purchase;
  /** The route supplies the appointment picker (it belongs to the stores feature). */
  renderAppointment: (props: AppointmentSlotProps) => ReactNode;
  /** Opens the store list; with the order's lines, it shows which stores hold them. */
  onChooseStore: (purpose: 'install' | 'pickup', lines: { productId: number; quantity: number }[]) => void;
  onCommitted: (orderId: number) => void;
}

const isAppointmentProblem = (p: DraftProblem | null): p is AppointmentCheck =>
  p === 'chooseSlot' || (p !== null && p.startsWith('appointment'));

/** /pages-shop/good/PlaceAnOrder: order type, car, plate, store, appointment, coupon, price, commit. */
export function PlaceAnOrderPage({ purchase, renderAppointment, onChooseStore, onCommitted }: PlaceAnOrderPageProps) {
  const { t, i18n } = useLingui();
  const goBack = useGoBack();
  const source = sourceOf(purchase);
  const [draft, setDraft] = useState<CheckoutDraft>(() => loadDraft(source ?? ''));
  const [submitted, setSubmitted] = useState(false);
  const car = useMemo(() => readChosenCar(), []);
  const carRef = useMemo(() => carRefOf(car), [car]);
  const user = useClientState((s) => s.userInfo);
  // asked once: only while the profile has no name (the server saves it to the profile)
  const [needsName] = useState(() => user !== null && user.name.trim() === '');
  const now = new Date();
  const problem = checkDraft(draft, car !== null, now, needsName);
  const fieldProblems = checkDraftFields(draft, car !== null, now, needsName);
  const main = useRef<HTMLElement>(null);
  // a new object on each refused submit, so the focus moves once that submit's errors are shown
  const [refused, setRefused] = useState<object | null>(null);
  useEffect(() => focusFirstInvalid(main.current), [refused]);
  const payload = useMemo(() => toPayload(draft, purchase, carRef), [draft, purchase, carRef]);
  const items = useOrderItems(purchase, carRef);
  const lines = useMemo(
    () => (items.data ?? []).map((i) => ({ productId: i.productId, quantity: i.quantity })),
    [items.data],
  );
  const coupons = useCoupons(lines);
  const quote = useQuote(payload, problem === null && source !== null);
  const addOrder = useAddOrder();
  const idempotency = useRef<{ body: string; key: string } | null>(null);

  useEffect(() => {
    if (source) saveDraft(draft);
  }, [draft, source]);

  // the plate comes from the garage when the customer has not typed one
  const [platePrefilled, setPlatePrefilled] = useState(false);
  const garagePlate = useGaragePlate(carRef, hasStoredKey() && draft.plate === '' && !platePrefilled);
  if (garagePlate && !platePrefilled) {
    setPlatePrefilled(true);
    if (draft.plate === '') setDraft((d) => ({ ...d, plate: formatPlate(garagePlate) }));
  }

  const update = (patch: Partial<CheckoutDraft>) => setDraft((d) => ({ ...d, ...patch }));
  // a mail order starts addressed to the customer: the profile's name and mobile, until they change them
  const withRecipient = (d: CheckoutDraft): CheckoutDraft =>
    d.orderType !== 'mail' || d.address.name || d.address.phone || !user
      ? d
      : {
          ...d,
          address: {
            ...d.address,
            name: d.customerName.trim() || user.name,
            phone: user.phone ? formatMalaysianPhone(user.phone) : '',
          },
        };
  const messageOf = (p: DraftProblem) => {
    if (p === 'chooseSlot') return i18n._(specMessages.chooseSlot);
    if (isAppointmentProblem(p)) return i18n._(appointmentMessages[p as Exclude<AppointmentCheck, 'chooseSlot'>]);
    if (p in validationMessages) return i18n._(validationMessages[p as keyof typeof validationMessages]);
    return i18n._(draftProblemMessages[p as keyof typeof draftProblemMessages]);
  };

  // an appointment rule is told as soon as the pick breaks it; 'choose a slot' only after a submit
  const picked = fieldProblems.appointment;
  const appointmentProblem = picked && (picked !== 'chooseSlot' || submitted) ? messageOf(picked) : null;
  // every other message sits beside its field once the customer has tried to submit
  const errorOf = (field: DraftField) => {
    const found = fieldProblems[field];
    return submitted && found ? messageOf(found) : undefined;
  };

  if (!source) {
    return (
      <>
        <NavBar title={t`Place an order`} onBack={goBack} />
        <main className="app-page">
          <EmptyState title={t`Nothing to order`} description={t`Choose a product first.`} />
        </main>
      </>
    );
  }
  if (!hasStoredKey()) {
    return (
      <>
        <NavBar title={t`Place an order`} onBack={goBack} />
        <main className="app-page">
          <EmptyState
            title={t`Log in to place an order`}
            action={
              <Link to="/pages/login/PhoneLogin" className="roda-button">
                {t`Log in`}
              </Link>
            }
          />
        </main>
      </>
    );
  }

  const goodsSen = (items.data ?? []).reduce((sum, i) => sum + i.priceSen * i.quantity, 0);

  const submit = () => {
    setSubmitted(true);
    if (problem) return setRefused({});
    if (addOrder.isPending) return;
    const body = JSON.stringify(payload);
    if (idempotency.current?.body !== body) idempotency.current = { body, key: crypto.randomUUID() };
    addOrder.mutate(
      { payload, idempotencyKey: idempotency.current.key },
      {
        onSuccess: (order) => {
          clearDraft();
          if (user && needsName && payload.customerName) updateStoredUserInfo({ ...user, name: payload.customerName });
          onCommitted(order.id);
        },
      },
    );
  };

  return (
    <>
      <NavBar title={t`Place an order`} onBack={goBack} />
      <main className="app-page checkout" ref={main}>
        <OrderTypeSection
          value={draft.orderType}
          onChange={(type) => setDraft((d) => withRecipient(withOrderType(d, type)))}
        />
        <CarSection
          car={car}
          draft={draft}
          needsName={needsName}
          errors={{ car: errorOf('car'), name: errorOf('name'), plate: errorOf('plate') }}
          update={update}
        />
        {draft.orderType !== 'mail' && (
          <StoreSection
            draft={draft}
            error={errorOf('store')}
            stockProblem={stockRefusalAt(addOrder.error ?? quote.error, draft.store?.id)}
            onChooseStore={(purpose) => onChooseStore(purpose, lines)}
          />
        )}
        {draft.orderType === 'install' && (
          <section className="checkout-section">
            {renderAppointment({
              storeId: draft.store?.id,
              value: { date: draft.date, time: draft.time },
              onChange: (v) => update({ date: v.date, time: v.time }),
              error: appointmentProblem,
            })}
          </section>
        )}
        {draft.orderType === 'mail' && (
          <MailingAddressSection
            address={draft.address}
            errors={{
              recipient: errorOf('recipient'),
              phone: errorOf('phone'),
              line1: errorOf('line1'),
              postcode: errorOf('postcode'),
              area: errorOf('area'),
            }}
            onChange={(address) => update({ address })}
          />
        )}
        <GoodsSection items={items.data ?? []} />
        <CouponSection
          coupons={coupons.data}
          value={draft.couponCode}
          onChange={(couponCode) => update({ couponCode })}
        />

        <section className="checkout-section">
          <label className="checkout-field">
            {t`Remarks`}
            <textarea
              className="app-input"
              rows={3}
              maxLength={500}
              value={draft.remarks}
              onChange={(e) => update({ remarks: e.target.value })}
            />
          </label>
        </section>

        <section className="checkout-section" aria-labelledby="checkout-price">
          <h2 id="checkout-price">{t`Price`}</h2>
          {problem === null && quote.data ? (
            <PriceLines price={quote.data} />
          ) : (
            <p className="app-muted">
              {t`Goods: ${formatRM(goodsSen)}`}
              <br />
              {t`Fill in the details above to see the final price.`}
            </p>
          )}
        </section>
      </main>
      <div className="checkout-bar">
        <span>
          {t`Actual payment`}{' '}
          <strong data-testid="actual-payment">
            {problem === null && quote.data ? formatRM(quote.data.actualPaySen) : '—'}
          </strong>
        </span>
        <button type="button" className="roda-button" onClick={submit} disabled={addOrder.isPending}>
          {addOrder.isPending ? t`Submitting…` : t`Submit order`}
        </button>
      </div>
    </>
  );
}
