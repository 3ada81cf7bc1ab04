import { createFileRoute } from '@tanstack/react-router';
import { StubPage } from '@/features/stub/components/stub-page';
import { optionalId, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-shop/good/PlaceAnOrder')({
  validateSearch: searchSchema({ productId: optionalId, specId: optionalId }),
  component: PlaceAnOrderRoute,
});

function PlaceAnOrderRoute() {
  const search = Route.useSearch();
  return <StubPage screen="placeAnOrder" query={search} />;
}
