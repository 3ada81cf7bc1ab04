import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { OrderType } from '@/shared/contract/orders';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { carRefOf, describeCar, readChosenCar } from '@/shared/lib/chosen-car';
import type { AppointmentCheck } from '@/shared/lib/malaysia-time';
import { appointmentMessages, specMessages, validationMessages } from '@/shared/lib/messages';
import { formatPlate } from '@/shared/lib/plate';
import { hasStoredKey, updateStoredUserInfo } from '@/shared/lib/session';
import { useClientState } from '@/shared/lib/client-state';
import { AreaSelector } from '@/shared/ui/area-selector';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { useAddOrder } from '../api/add-order';
import { useCoupons } from '../api/get-coupons';
import { useGaragePlate } from '../api/get-garage-plate';
import { useOrderItems } from '../api/get-order-items';
import { useQuote } from '../api/get-quote';
import {
  checkDraft,
  clearDraft,
  draftProblemMessages,
  loadDraft,
  orderTypeList,
  saveDraft,
  sourceOf,
  toPayload,
  withOrderType,
  type CheckoutDraft,
  type DraftProblem,
  type Purchase,
} from '../draft';
import { PriceLines } from './price-lines';
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
  onChooseStore: (purpose: 'install' | 'pickup') => void;
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
  const messageOf = (p: DraftProblem) => {
    if (p === 'chooseSlot') return i18n._(specMessages.chooseSlot);
    if (isAppointmentProblem(p)) return i18n._(appointmentMessages[p as Exclude<AppointmentCheck, 'chooseSlot'>]);
    if (p in validationMessages) return i18n._(validationMessages[p as keyof typeof validationMessages]);
    return i18n._(draftProblemMessages[p as keyof typeof draftProblemMessages]);
  };

  // an appointment rule is told as soon as the pick breaks it; 'choose a slot' only after a submit
  const appointmentProblem =
    isAppointmentProblem(problem) && (problem !== 'chooseSlot' || submitted) ? messageOf(problem) : null;
  const formProblem = submitted && problem && !isAppointmentProblem(problem) ? messageOf(problem) : null;

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

  const typeLabel: Record<OrderType, string> = {
    install: t`Install at a workshop`,
    pickup: t`Self pickup at a store`,
    mail: t`Mail delivery`,
  };
  const goodsSen = (items.data ?? []).reduce((sum, i) => sum + i.priceSen * i.quantity, 0);

  const submit = () => {
    setSubmitted(true);
    if (problem || addOrder.isPending) return;
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
      <main className="app-page checkout">
        <fieldset className="checkout-section">
          <legend className="checkout-label">{t`How would you like it?`}</legend>
          <div className="checkout-types">
            {orderTypeList.map((type) => (
              <label key={type}>
                <input
                  type="radio"
                  name="orderType"
                  value={type}
                  checked={draft.orderType === type}
                  onChange={() => setDraft((d) => withOrderType(d, type))}
                />
                {typeLabel[type]}
              </label>
            ))}
          </div>
        </fieldset>

        <section className="checkout-section" aria-labelledby="checkout-car">
          <div className="checkout-row">
            <h2 id="checkout-car">{t`Your car`}</h2>
            <Link to="/pages/home/home" className="app-link">
              {t`Change car`}
            </Link>
          </div>
          <p>{car ? describeCar(car) : t`No car chosen yet`}</p>
          {needsName && (
            <label className="checkout-field">
              {t`Your name`}
              <input
                className="app-input"
                value={draft.customerName}
                autoComplete="name"
                required
                aria-invalid={submitted && problem === 'nameRequired'}
                onChange={(e) => update({ customerName: e.target.value })}
              />
            </label>
          )}
          <label className="checkout-field">
            {t`Car plate number`}
            <input
              className="app-input"
              value={draft.plate}
              autoCapitalize="characters"
              placeholder="WXY 1234"
              aria-invalid={submitted && (problem === 'plateRequired' || problem === 'plateFormat')}
              onChange={(e) => update({ plate: e.target.value })}
            />
          </label>
        </section>

        {draft.orderType !== 'mail' && (
          <section className="checkout-section" aria-labelledby="checkout-store">
            <div className="checkout-row">
              <h2 id="checkout-store">{draft.orderType === 'install' ? t`Workshop` : t`Pickup store`}</h2>
              <button
                type="button"
                className="app-link"
                onClick={() => onChooseStore(draft.orderType === 'install' ? 'install' : 'pickup')}
              >
                {draft.store ? t`Change store` : t`Choose a store`}
              </button>
            </div>
            {draft.store ? (
              <p>
                <strong>{draft.store.name}</strong>
                <br />
                <span className="app-muted">{draft.store.address}</span>
              </p>
            ) : (
              <p className="app-muted">{t`No store chosen yet`}</p>
            )}
          </section>
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
          <fieldset className="checkout-section">
            <legend className="checkout-label">{t`Mailing address`}</legend>
            {(
              [
                ['name', t`Recipient name`, 'name'],
                ['phone', t`Phone number`, 'tel'],
                ['line1', t`Address line 1`, 'address-line1'],
                ['line2', t`Address line 2 (optional)`, 'address-line2'],
                ['postcode', t`Postcode`, 'postal-code'],
              ] as const
            ).map(([field, label, autoComplete]) => (
              <label key={field} className="checkout-field">
                {label}
                <input
                  className="app-input"
                  value={draft.address[field]}
                  autoComplete={autoComplete}
                  inputMode={field === 'phone' ? 'tel' : field === 'postcode' ? 'numeric' : undefined}
                  onChange={(e) => update({ address: { ...draft.address, [field]: e.target.value } })}
                />
              </label>
            ))}
            <AreaSelector
              label={t`State and city`}
              value={draft.address.state ? { state: draft.address.state, city: draft.address.city } : null}
              onChange={(area) => update({ address: { ...draft.address, ...area } })}
            />
          </fieldset>
        )}

        <section className="checkout-section" aria-labelledby="checkout-goods">
          <h2 id="checkout-goods">{t`Goods`}</h2>
          <ul className="checkout-items">
            {(items.data ?? []).map((item) => (
              <li key={item.productId}>
                <img src={item.imageUrl} alt="" loading="lazy" />
                <span>{item.name}</span>
                <span>
                  {formatRM(item.priceSen)} × {item.quantity}
                </span>
              </li>
            ))}
          </ul>
        </section>

        <fieldset className="checkout-section checkout-coupons">
          <legend className="checkout-label">{t`Coupon`}</legend>
          <label>
            <input
              type="radio"
              name="coupon"
              checked={draft.couponCode === null}
              onChange={() => update({ couponCode: null })}
            />
            {t`No coupon`}
          </label>
          {(coupons.data ?? [])
            .filter((c) => c.usable && !c.used)
            .map((coupon) => (
              <label key={coupon.code}>
                <input
                  type="radio"
                  name="coupon"
                  checked={draft.couponCode === coupon.code}
                  onChange={() => update({ couponCode: coupon.code })}
                />
                <span>
                  {coupon.title} <strong>{t`- ${formatRM(coupon.discountSen)}`}</strong>
                </span>
              </label>
            ))}
          {coupons.data && !coupons.data.some((c) => c.usable && !c.used) && (
            <p className="app-muted">{t`No coupon applies to this order`}</p>
          )}
        </fieldset>

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
        {formProblem && (
          <p role="alert" className="app-error">
            {formProblem}
          </p>
        )}
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
