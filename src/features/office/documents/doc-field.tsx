import type { ReactNode } from 'react';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control of the tax documents' forms, its hint under the label and its error under
 * the control. `id` is the control's, so a form can move the focus to its first wrong field.
 */
export function DocField({
  id,
  label,
  hint,
  error,
  wide = false,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  wide?: boolean;
  children: (control: ControlProps) => ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={wide ? 'office-field office-doc-field office-doc-field--wide' : 'office-field office-doc-field'}>
      <label htmlFor={id} className="office-doc-field__label">
        {label}
      </label>
      {hint && (
        <span id={hintId} className="office-doc-field__hint">
          {hint}
        </span>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {error && (
        <span id={errorId} className="office-doc-field__error">
          {error}
        </span>
      )}
    </div>
  );
}

/** Moves the focus to a form's control by its id, after the errors have rendered. */
export const focusControl = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
