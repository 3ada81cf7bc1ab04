import { useId, type ReactNode } from 'react';
import './field.css';

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

/** A labelled control with its hint, and its error beside it (the control marked invalid). */
export function Field({ label, hint, error, children }: FieldProps) {
  const ids = { control: useId(), hint: useId(), error: useId() };
  const describedBy = [hint ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ');
  return (
    <div className="roda-field">
      <label htmlFor={ids.control} className="roda-field__label">
        {label}
      </label>
      {hint && (
        <p id={ids.hint} className="app-help roda-field__hint">
          {hint}
        </p>
      )}
      {children({
        id: ids.control,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error && (
        <p id={ids.error} className="app-error roda-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * After a refused check has rendered its errors: the first marked control of the form is brought
 * into view (below the fixed bar) and focused, so its message is read out with it.
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  // buttons that open a chooser (a store, an area, a time) cannot be aria-invalid: they say data-invalid
  const control = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
  if (!control) return;
  control.focus({ preventScroll: true });
  control.scrollIntoView?.({ block: 'center' });
}
