import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MILEAGE_WINDOW_KM, type ServiceForm } from '../service-form';

/**
 * The service reminder part of the car form (decision 019): the next service due by date and/or
 * mileage, and the current mileage, which the customer updates whenever they like.
 */
export function ServiceFields({
  value,
  onChange,
  today,
}: {
  value: ServiceForm;
  onChange: (change: Partial<ServiceForm>) => void;
  /** The Malaysian date: the earliest due date the picker offers. */
  today: string;
}) {
  const { t } = useLingui();
  const ids = { help: useId(), date: useId(), due: useId(), current: useId() };
  const window = MILEAGE_WINDOW_KM;
  return (
    <fieldset className="app-fieldset" aria-describedby={ids.help}>
      <legend>
        <Trans>Service reminder</Trans>
      </legend>
      <p id={ids.help} className="app-help">
        <Trans>
          We remind you a week before the date and on the day, and when your mileage comes within {window} km of the due
          mileage.
        </Trans>
      </p>
      <label className="app-field" htmlFor={ids.date}>
        <span>
          <Trans>Next service date</Trans>
        </span>
        <input
          id={ids.date}
          type="date"
          className="app-input"
          min={today}
          value={value.dueDate}
          onChange={(e) => onChange({ dueDate: e.target.value })}
        />
      </label>
      <div className="app-row">
        <label className="app-field" htmlFor={ids.due}>
          <span>{t`Next service at (km)`}</span>
          <input
            id={ids.due}
            className="app-input"
            inputMode="numeric"
            autoComplete="off"
            value={value.dueMileage}
            onChange={(e) => onChange({ dueMileage: e.target.value })}
          />
        </label>
        <label className="app-field" htmlFor={ids.current}>
          <span>{t`Current mileage (km)`}</span>
          <input
            id={ids.current}
            className="app-input"
            inputMode="numeric"
            autoComplete="off"
            value={value.currentMileage}
            onChange={(e) => onChange({ currentMileage: e.target.value })}
          />
        </label>
      </div>
    </fieldset>
  );
}
