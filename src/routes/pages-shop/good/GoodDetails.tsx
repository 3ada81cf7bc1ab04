import { createFileRoute } from '@tanstack/react-router';
import { StubPage } from '@/features/stub/components/stub-page';
import { optionalId, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-shop/good/GoodDetails')({
  validateSearch: searchSchema({ id: optionalId, specId: optionalId }),
  component: GoodDetailsRoute,
});

function GoodDetailsRoute() {
  const search = Route.useSearch();
  return <StubPage screen="goodDetails" variant="transparent" query={search} />;
}
