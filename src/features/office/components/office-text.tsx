import type { ReactNode } from 'react';
import { RequiredMark } from './required-mark';

/** A labelled one-line text field of the office forms; a required one says so beside its label. */
export function OfficeText({
  label,
  value,
  onChange,
  max,
  required = false,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  max: number;
  required?: boolean;
}) {
  return (
    <label className="office-field">
      <span>
        {label}
        {required && <RequiredMark />}
      </span>
      <input
        className="app-input"
        value={value}
        maxLength={max}
        required={required}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
