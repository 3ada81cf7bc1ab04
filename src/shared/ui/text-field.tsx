import { useId, type ReactNode } from 'react';

export interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** Lines of a multi-line field; without it the field is a single line. */
  rows?: number;
}

/** A labelled text field as the app's forms lay it out: the label above, tied to the field by id. */
export function TextField({ label, value, onChange, maxLength, rows }: TextFieldProps) {
  const id = useId();
  const common = { id, className: 'app-input', maxLength, value };
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} onChange={(e) => onChange(e.target.value)} />
      )}
    </>
  );
}
