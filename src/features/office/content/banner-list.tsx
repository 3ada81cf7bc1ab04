import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { OfficeLink } from '../office-router';
import { BannerPreview } from './banner-card';
import { useBanners } from './banners-api';

/** Home's banners, drafts included, in Home's order. */
export function BannerList() {
  const { t } = useLingui();
  const query = useBanners();
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
      ) : !query.data?.list.length ? (
        <EmptyState title={t`No banners yet`} />
      ) : (
        <ul className="office-banners">
          {query.data.list.map((b) => (
            <li key={b.id} className="office-card">
              <OfficeLink to={`content/${b.id}`} className="office-banners__link" aria-label={t`Edit ${b.title.en}`}>
                <BannerPreview banner={b} imageUrl={b.imageUrl} />
              </OfficeLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
