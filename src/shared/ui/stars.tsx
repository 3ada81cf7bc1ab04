import { useLingui } from '@lingui/react/macro';
import './theme.css';
import './stars.css';

/** A five-point star's outline in a 24 × 24 box. */
export const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Stars given, shown as five stars filled up to `stars` and read out as "4 out of 5 stars". */
export function Stars({ stars, size = 'small' }: { stars: number; size?: 'small' | 'large' }) {
  const { t } = useLingui();
  const rounded = Math.round(stars);
  const shown = Math.round(stars * 10) / 10;
  return (
    <span className="roda-stars" data-size={size} role="img" aria-label={t`${shown} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} viewBox="0 0 24 24" aria-hidden="true" data-on={n <= rounded ? 'true' : undefined}>
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
