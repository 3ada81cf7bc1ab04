import { useLingui } from '@lingui/react/macro';
import './theme.css';
import './stepper.css';

export type StepperProps = {
  value: number;
  onChange: (value: number) => void;
  /** accessible name of the group, e.g. 'Quantity of Bosch Aerotwin 24"' */
  label: string;
  min?: number;
  max?: number;
  disabled?: boolean;
};

/** A quantity stepper: minus, the number, plus; bounded by min and max. */
export function Stepper({ value, onChange, label, min = 1, max = 99, disabled = false }: StepperProps) {
  const { t } = useLingui();
  const set = (next: number) => {
    const bounded = Math.min(max, Math.max(min, next));
    if (bounded !== value) onChange(bounded);
  };
  return (
    <div className="roda-stepper" role="group" aria-label={label}>
      <button
        type="button"
        className="roda-stepper__button"
        aria-label={t`Decrease`}
        disabled={disabled || value <= min}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <output className="roda-stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="roda-stepper__button"
        aria-label={t`Increase`}
        disabled={disabled || value >= max}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </div>
  );
}
