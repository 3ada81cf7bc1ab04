import { useId, type ReactNode } from 'react';
import '../documents.css';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** Shown under the label, always (what to type, when it may stay empty). */
  hint?: ReactNode;
  /** Shown under the control once the form was checked. */
  error?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control of the e-invoice form with its hint and its error beside it. */
export function Field({ label, hint, error, children }: FieldProps) {
  const ids = { control: useId(), hint: useId(), error: useId() };
  const describedBy = [hint ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ');
  return (
    <div className="documents-field">
      <label htmlFor={ids.control} className="documents-field__label">
        {label}
      </label>
      {hint && (
        <p id={ids.hint} className="app-help documents-field__hint">
          {hint}
        </p>
      )}
      {children({
        id: ids.control,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error && (
        <p id={ids.error} className="app-error documents-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
