import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ResultCode } from '@/shared/contract/codes';
import type { StoreDetail } from '@/shared/contract/orders';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { ApiError } from '@/shared/lib/api-client';
import { categoryLabels } from '@/shared/lib/labels';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { PageLoading } from '@/shared/ui/page-loading';
import { useStoreDetail } from '../api/get-store-detail';
import { useStoreRating } from '../api/get-store-rating';
import { StoreContact } from './store-contact';
import { StoreClosures, StoreHours } from './store-hours';
import { StoreRating, type StoreRatingValue } from './store-rating';
import '../stores.css';

interface StoreDetailPageProps {
  storeId?: number;
  now?: Date;
}

/** /pages-store/list/StoreDetail: one workshop or outlet, its hours, services, closures and the way there. */
export function StoreDetailPage({ storeId, now = new Date() }: StoreDetailPageProps) {
  const { t } = useLingui();
  const goBack = useGoBack();
  const store = useStoreDetail(storeId);
  // read beside the store, so a failed rating never hides the page
  const rating = useStoreRating(storeId);
  const backToList = (
    <Link to="/pages-store/list/StoreList" className="roda-button">
      {t`All workshops`}
    </Link>
  );
  const notFound = store.error instanceof ApiError && store.error.code === ResultCode.notFound;
  return (
    <>
      <NavBar title={t`Store details`} onBack={goBack} />
      <main className="app-page store-page">
        {!storeId || notFound ? (
          <EmptyState title={t`Store not found`} action={backToList} />
        ) : store.isPending ? (
          <PageLoading onRetry={() => void store.refetch()} />
        ) : store.isError ? (
          <EmptyState
            title={t`Could not load the store`}
            action={
              <button type="button" className="roda-button" onClick={() => void store.refetch()}>
                {t`Try again`}
              </button>
            }
          />
        ) : (
          <StoreDetailBody store={store.data} rating={rating.data} now={now} />
        )}
      </main>
    </>
  );
}

function StoreDetailBody({ store, rating, now }: { store: StoreDetail; rating?: StoreRatingValue; now: Date }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <section className="store-page__section store-page__head" aria-labelledby="store-name">
        <h2 id="store-name" className="store-page__name">
          {store.name}
        </h2>
        <p className="store-page__kind">{store.kind === 'workshop' ? t`Workshop` : t`Outlet`}</p>
        <StoreRating rating={rating} />
      </section>
      <StoreContact store={store} />
      <StoreHours store={store} now={now} />
      <section className="store-page__section" aria-labelledby="store-services">
        <h2 id="store-services">{t`Services`}</h2>
        {store.kind === 'outlet' ? (
          <p className="app-muted">{t`This outlet hands over goods for self-pickup. It does not install.`}</p>
        ) : store.services.length === 0 ? (
          <p className="app-muted">{t`This workshop takes no installations at the moment.`}</p>
        ) : (
          <ul className="store-page__services">
            {store.services.map((code) => (
              <li key={code}>{i18n._(categoryLabels[code])}</li>
            ))}
          </ul>
        )}
      </section>
      <StoreClosures store={store} />
    </>
  );
}
