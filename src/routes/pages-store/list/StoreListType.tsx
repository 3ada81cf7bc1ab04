import { createFileRoute } from '@tanstack/react-router';
import { StubPage } from '@/features/stub/components/stub-page';
import { optionalText, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-store/list/StoreListType')({
  validateSearch: searchSchema({ type: optionalText }),
  component: StoreListTypeRoute,
});

function StoreListTypeRoute() {
  const search = Route.useSearch();
  return <StubPage screen="storeListType" query={search} />;
}
