import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { Stars } from '@/shared/ui/stars';
import type { ResponseOf } from '@/shared/contract/define-call';
import type { storeRatings } from '@/shared/contract/staff';
import { useStoreRatings } from '../api/get-store-ratings';
import '../manager-desk.css';

type StoreRatingsAnswer = ResponseOf<typeof storeRatings>;

/**
 * What customers said of their completed orders, per store: the average, how many, and the latest
 * ratings with their comments. The company's stores without a rating are counted, not listed.
 */
export function StoreRatings() {
  const { t } = useLingui();
  const query = useStoreRatings();
  if (query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  if (query.isError) {
    return (
      <EmptyState
        title={t`Could not load the ratings`}
        action={
          <button type="button" className="roda-button" onClick={() => void query.refetch()}>
            {t`Try again`}
          </button>
        }
      />
    );
  }
  const all = query.data.stores;
  // one store (a manager's) is shown even before its first rating
  const shown = all.length === 1 ? all : all.filter((s) => s.count > 0);
  const unrated = all.length - shown.length;
  if (shown.length === 0) return <EmptyState title={t`No ratings yet`} />;
  return (
    <>
      <ul className="mgr-list">
        {shown.map((s) => {
          // one decimal, as stars are read (4.0, 4.5); the three languages write the decimal point alike
          const average = s.average === null ? '' : s.average.toFixed(1);
          const count = s.count;
          return (
            <li
              key={s.storeId}
              className="mgr-card"
              data-testid="store-ratings"
              aria-labelledby={`ratings-${s.storeId}`}
            >
              <h2 className="mgr-card__title" id={`ratings-${s.storeId}`}>
                {s.storeName}
              </h2>
              {s.average === null ? (
                <p className="app-muted">{t`No ratings yet`}</p>
              ) : (
                <p className="mgr-rating__average" data-testid="store-rating-average">
                  <strong>{average}</strong> <Stars stars={s.average} />{' '}
                  <span className="app-muted">{plural(count, { one: '# rating', other: '# ratings' })}</span>
                </p>
              )}
              {s.latest.length > 0 && (
                <>
                  <h3 className="mgr-rating__heading">{t`Latest ratings`}</h3>
                  <ul className="mgr-ratings">
                    {s.latest.map((r) => (
                      <RatingRow key={r.orderId} rating={r} />
                    ))}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {unrated > 0 && (
        <p className="app-muted mgr-rating__unrated">
          {plural(unrated, { one: '# more store has no ratings yet', other: '# more stores have no ratings yet' })}
        </p>
      )}
    </>
  );
}

/** One rating: its stars, the order it is about, the comment and when. */
function RatingRow({ rating }: { rating: StoreRatingsAnswer['stores'][number]['latest'][number] }) {
  const { t, i18n } = useLingui();
  const orderNo = rating.orderNo;
  return (
    <li className="mgr-rating" data-testid="rating-row">
      <p className="mgr-rating__head">
        <Stars stars={rating.stars} />
        <span className="app-muted">{t`Order ${orderNo}`}</span>
      </p>
      {rating.comment ? (
        <p className="mgr-rating__comment">{rating.comment}</p>
      ) : (
        <p className="app-muted">{t`No comment`}</p>
      )}
      <p className="app-muted">{formatDateTime(rating.createdAt, i18n.locale)}</p>
    </li>
  );
}
