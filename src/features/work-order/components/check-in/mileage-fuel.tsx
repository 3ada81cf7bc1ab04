import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FUEL_QUARTERS } from '@/shared/contract/staff';
import { fuelLabels } from '@/shared/labels/check-in';
import { Field } from '@/shared/ui/field';
import '../../work-order.css';
import './check-in.css';

/** The odometer in km and the fuel gauge in quarters, each with its error beside it. */
export function MileageFuel({
  mileage,
  onMileage,
  fuelQuarters,
  onFuel,
  errors,
}: {
  mileage: string;
  onMileage: (typed: string) => void;
  fuelQuarters: number | null;
  onFuel: (quarters: number) => void;
  errors: { mileage?: string | undefined; fuel?: string | undefined };
}) {
  const { t, i18n } = useLingui();
  const fuelError = useId();
  return (
    <>
      <Field label={t`Mileage (km)`} hint={t`As the odometer shows it`} error={errors.mileage}>
        {(control) => (
          <input
            {...control}
            className="app-input wo-mileage"
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            value={mileage}
            onChange={(e) => onMileage(e.target.value)}
          />
        )}
      </Field>
      <fieldset
        className="wo-fuel"
        aria-invalid={errors.fuel ? true : undefined}
        aria-describedby={errors.fuel ? fuelError : undefined}
      >
        <legend>
          <Trans>Fuel level</Trans>
        </legend>
        <div className="wo-fuel__gauge">
          {Array.from({ length: FUEL_QUARTERS + 1 }, (_, q) => (
            <label key={q} className="wo-fuel__step" data-on={fuelQuarters === q}>
              <input
                type="radio"
                name="fuel"
                value={q}
                checked={fuelQuarters === q}
                data-invalid={errors.fuel && q === 0 ? true : undefined}
                aria-invalid={errors.fuel ? true : undefined}
                onChange={() => onFuel(q)}
              />
              <span>{i18n._(fuelLabels[q]!)}</span>
            </label>
          ))}
        </div>
        {errors.fuel && (
          <p id={fuelError} className="app-error">
            {errors.fuel}
          </p>
        )}
      </fieldset>
    </>
  );
}
