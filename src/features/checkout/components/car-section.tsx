import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { describeCar } from '@/shared/lib/chosen-car';
import type { CarChoice } from '@/shared/ui/brand-selector';
import { Field } from '@/shared/ui/field';
import type { CheckoutDraft } from '../draft';
import '../checkout.css';

interface CarSectionProps {
  car: CarChoice | null;
  draft: CheckoutDraft;
  /** Asked only while the profile has no name. */
  needsName: boolean;
  /** The messages to show beside the car, name and plate, once the customer has tried to submit. */
  errors: { car?: string | undefined; name?: string | undefined; plate?: string | undefined };
  update: (patch: Partial<CheckoutDraft>) => void;
}

/**
 * The chosen car, the plate number and (when the profile has none) the customer's name. A mail
 * order asks no plate; a pickup may give one so the store finds the order by it.
 */
export function CarSection({ car, draft, needsName, errors, update }: CarSectionProps) {
  const { t, i18n } = useLingui();
  return (
    <section className="checkout-section" aria-labelledby="checkout-car">
      <div className="checkout-row">
        <h2 id="checkout-car">{t`Your car`}</h2>
        <Link
          to="/pages/home/home"
          className="app-link"
          data-invalid={errors.car ? 'true' : undefined}
          aria-describedby={errors.car ? 'checkout-car-error' : undefined}
        >
          {car ? t`Change car` : t`Choose your car`}
        </Link>
      </div>
      <p>{car ? describeCar(car, (m) => i18n._(m)) : t`No car chosen yet`}</p>
      {errors.car && (
        <p id="checkout-car-error" className="app-error">
          {errors.car}
        </p>
      )}
      {needsName && (
        <Field label={t`Your name`} error={errors.name}>
          {(control) => (
            <input
              {...control}
              className="app-input"
              value={draft.customerName}
              autoComplete="name"
              required
              onChange={(e) => update({ customerName: e.target.value })}
            />
          )}
        </Field>
      )}
      {draft.orderType !== 'mail' && (
        <Field
          label={t`Car plate number`}
          hint={draft.orderType === 'pickup' ? t`Optional: the store can find your order by it.` : undefined}
          error={errors.plate}
        >
          {(control) => (
            <input
              {...control}
              className="app-input"
              value={draft.plate}
              autoCapitalize="characters"
              placeholder="WXY 1234"
              required={draft.orderType === 'install'}
              onChange={(e) => update({ plate: e.target.value })}
            />
          )}
        </Field>
      )}
    </section>
  );
}
