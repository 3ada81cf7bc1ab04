import { createFileRoute } from '@tanstack/react-router';
import { StubPage } from '@/features/stub/components/stub-page';
import { optionalText, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-store/list/StoreList')({
  validateSearch: searchSchema({ state: optionalText, city: optionalText, category: optionalText }),
  component: StoreListRoute,
});

function StoreListRoute() {
  const search = Route.useSearch();
  return <StubPage screen="storeList" query={search} />;
}
