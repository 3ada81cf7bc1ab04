import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ResponseOf } from '@/shared/contract/define-call';
import type { storeRating } from '@/shared/contract/orders';
import { formatNumber } from '@/shared/lib/format';
import '../stores.css';

/** Average stars (null before the first rating) and how many ratings. */
export type StoreRatingValue = ResponseOf<typeof storeRating>;

/** The store's average stars and how many ratings it has; nothing before its first rating. */
export function StoreRating({ rating }: { rating: StoreRatingValue | undefined }) {
  const { t, i18n } = useLingui();
  if (!rating || rating.average === null || rating.count === 0) return null;
  const rounded = Math.round(rating.average * 10) / 10;
  const stars = formatNumber(rounded, i18n.locale);
  const full = Math.round(rounded);
  const count = rating.count;
  return (
    <p className="store-page__rating">
      <span className="store-page__stars" aria-hidden="true">
        {'★'.repeat(full)}
        {'☆'.repeat(5 - full)}
      </span>{' '}
      <strong>{t`${stars} out of 5`}</strong>{' '}
      <span className="app-muted">{plural(count, { one: '(# rating)', other: '(# ratings)' })}</span>
    </p>
  );
}
