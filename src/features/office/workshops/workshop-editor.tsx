import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { OfficeLink } from '../office-router';
import { ClosureList } from './closure-list';
import { WorkshopSettingsForm } from './workshop-settings-form';
import { useWorkshop } from './workshops-api';

/** One store's calendar: weekly hours, places per hour, services, closures. */
export function WorkshopEditor({ id }: { id: number }) {
  const { t } = useLingui();
  const query = useWorkshop(id);
  if (query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  if (!query.data) return <EmptyState title={t`Store not found`} />;
  const { store, settings } = query.data;
  return (
    <section className="office-section office-workshop" aria-labelledby="office-workshop-title">
      <div className="office-head">
        <div>
          <OfficeLink to="workshops" className="office-back">
            <Trans>All workshops</Trans>
          </OfficeLink>
          <h1 id="office-workshop-title">{store.name}</h1>
          <p className="app-muted">
            {store.code} · {store.city}, {store.state}
          </p>
        </div>
      </div>
      <div className="office-workshop__columns">
        <WorkshopSettingsForm key={JSON.stringify(settings)} storeId={store.id} initial={settings} />
        <ClosureList storeId={store.id} />
      </div>
    </section>
  );
}
