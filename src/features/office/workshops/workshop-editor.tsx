import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { OfficeLink } from '../office-router';
import { ClosureList } from './closure-list';
import { WorkshopDetailsCard } from './workshop-details-card';
import { WorkshopSettingsForm } from './workshop-settings-form';
import { useWorkshop } from './workshops-api';

/** One store: what customers see of it, its weekly hours, places per hour, services and closures. */
export function WorkshopEditor({ id }: { id: number }) {
  const { t } = useLingui();
  const query = useWorkshop(id);
  if (query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  if (!query.data) return <EmptyState title={t`Store not found`} />;
  const { store, settings, details } = query.data;
  return (
    <section className="office-section office-workshop" aria-labelledby="office-workshop-title">
      <div className="office-head">
        <div>
          <OfficeLink to="workshops" className="office-back">
            <Trans>All workshops</Trans>
          </OfficeLink>
          <h1 id="office-workshop-title">{store.name}</h1>
          <p className="app-muted">
            {store.code} · {store.kind === 'workshop' ? t`Workshop` : t`Outlet`} · {store.city}, {store.state}
          </p>
        </div>
      </div>
      <div className="office-workshop__columns">
        <WorkshopSettingsForm key={JSON.stringify(settings)} storeId={store.id} initial={settings} />
        <div className="office-workshop__side">
          <WorkshopDetailsCard key={JSON.stringify(details)} storeId={store.id} initial={details} />
          <ClosureList storeId={store.id} storeName={store.name} />
        </div>
      </div>
    </section>
  );
}
