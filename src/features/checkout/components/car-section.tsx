import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { describeCar } from '@/shared/lib/chosen-car';
import type { CarChoice } from '@/shared/ui/brand-selector';
import type { CheckoutDraft, DraftProblem } from '../draft';
import '../checkout.css';

interface CarSectionProps {
  car: CarChoice | null;
  draft: CheckoutDraft;
  /** Asked only while the profile has no name. */
  needsName: boolean;
  /** The problem to mark on the fields, once the customer has tried to submit. */
  problem: DraftProblem | null;
  update: (patch: Partial<CheckoutDraft>) => void;
}

/** The chosen car, the plate number and (when the profile has none) the customer's name. */
export function CarSection({ car, draft, needsName, problem, update }: CarSectionProps) {
  const { t } = useLingui();
  return (
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
            aria-invalid={problem === 'nameRequired'}
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
          aria-invalid={problem === 'plateRequired' || problem === 'plateFormat'}
          onChange={(e) => update({ plate: e.target.value })}
        />
      </label>
    </section>
  );
}
