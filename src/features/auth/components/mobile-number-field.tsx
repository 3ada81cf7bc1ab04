import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

/** The Malaysian mobile number field of both login forms: +60 shown before the national number. */
export function MobileNumberField({
  value,
  onChange,
  errorId,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The id of the form's error message, while one shows. */
  errorId?: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>
        <Trans>Mobile number</Trans>
      </label>
      <div className="login__phone">
        <span className="login__prefix" aria-hidden="true">
          +60
        </span>
        <input
          id={id}
          className="app-input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="12-345 6789"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={errorId}
        />
      </div>
    </>
  );
}
