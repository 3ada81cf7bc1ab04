import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StoreListPage } from '@/features/stores/components/store-list-page';
import { optionalText, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-store/list/StoreList')({
  validateSearch: searchSchema({ state: optionalText, city: optionalText }),
  component: StoreListRoute,
});

function StoreListRoute() {
  const { t } = useLingui();
  const { state, city } = Route.useSearch();
  return <StoreListPage title={t`Workshops`} purpose="all" initialArea={state && city ? { state, city } : null} />;
}
