import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { showToast } from '@/shared/ui/toast';
import { OfficeLink } from '../office-router';
import { errorText } from '../orders/orders-api';
import { BannerStatus, bannerTitle } from './banner-card';
import { useBanners, useMoveBanner } from './banners-api';
import { LoadFailed } from './load-failed';

/** Home's banners, drafts included, in Home's order: each with its state and days, moved up or down. */
export function BannerList() {
  const { t, i18n } = useLingui();
  const query = useBanners();
  const move = useMoveBanner();
  const fail = (e: Error) => showToast(errorText(e));
  // the focus stays on the moved banner's button (or its other one at the end of the list), so a
  // keyboard can move a banner several places in a row; a press while a move runs is ignored
  const refocus = useRef<{ id: number; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    // the list as read again after the move: its buttons are where the banner now is
    const moved = refocus.current;
    if (!moved) return;
    refocus.current = null;
    const button = (d: string) => document.querySelector<HTMLButtonElement>(`[data-move="${moved.id}-${d}"]`);
    const same = button(moved.direction);
    (same && !same.disabled ? same : button(moved.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [query.data]);
  const moveBanner = (id: number, direction: 'up' | 'down') => {
    if (move.isPending) return;
    refocus.current = { id, direction };
    move.mutate(
      { id, direction },
      {
        onError: (e) => {
          refocus.current = null;
          fail(e);
        },
      },
    );
  };
  return (
    <section className="office-section" aria-labelledby="office-banners-title">
      <div className="office-head">
        <h1 id="office-banners-title">
          <Trans>Home banners</Trans>
        </h1>
        <OfficeLink to="content/new" className="roda-button office-head__action">
          <Trans>Add banner</Trans>
        </OfficeLink>
      </div>
      {query.isPending ? (
        <PageLoading onRetry={() => void query.refetch()} />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : query.data.list.length === 0 ? (
        <EmptyState title={t`No banners yet`} />
      ) : (
        <>
          <p className="office-hint">
            <Trans>Home shows the published banners in this order, each only on its days.</Trans>
          </p>
          <ol className="office-banners">
            {query.data.list.map((b, index, list) => {
              const title = bannerTitle(b, i18n.locale);
              return (
                <li key={b.id} className="office-card office-banner-row">
                  <span className="office-banner-row__picture">
                    {b.imageUrl ? <img src={b.imageUrl} alt="" /> : <span className="office-banner-row__empty" />}
                  </span>
                  <div className="office-banner-row__text">
                    <OfficeLink to={`content/${b.id}`} className="office-banner-row__title">
                      {title}
                    </OfficeLink>
                    <BannerStatus banner={b} />
                  </div>
                  <div className="office-entry__actions">
                    <button
                      type="button"
                      className="office-icon-button"
                      disabled={index === 0}
                      data-move={`${b.id}-up`}
                      aria-label={t`Move up: ${title}`}
                      title={t`Move up`}
                      onClick={() => moveBanner(b.id, 'up')}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="office-icon-button"
                      disabled={index === list.length - 1}
                      data-move={`${b.id}-down`}
                      aria-label={t`Move down: ${title}`}
                      title={t`Move down`}
                      onClick={() => moveBanner(b.id, 'down')}
                    >
                      ↓
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
