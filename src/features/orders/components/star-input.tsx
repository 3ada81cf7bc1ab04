import { plural } from '@lingui/core/macro';
import { useId } from 'react';
import { STAR_PATH } from '@/shared/ui/stars';
import '../orders.css';

interface StarInputProps {
  legend: string;
  value: number;
  onChange: (stars: number) => void;
  /** Shown under the stars once the form was checked; the first star is marked invalid. */
  error?: string | undefined;
}

/**
 * 1 to 5 stars as a radio group: each star a labelled radio ("1 star" … "5 stars"), arrows move
 * between them as in any radio group, 48 px targets that fit five across at 320 px.
 */
export function StarInput({ legend, value, onChange, error }: StarInputProps) {
  const name = useId();
  const errorId = useId();
  return (
    <fieldset
      className={error ? 'orders-stars orders-stars--invalid' : 'orders-stars'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="orders-stars__legend">{legend}</legend>
      <div className="orders-stars__row">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="orders-stars__star" data-on={n <= value ? 'true' : undefined}>
            <input
              type="radio"
              className="orders-stars__input"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-invalid={error && n === 1 ? true : undefined}
            />
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d={STAR_PATH} />
            </svg>
            <span className="roda-sr-only">{plural(n, { one: '# star', other: '# stars' })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="app-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
