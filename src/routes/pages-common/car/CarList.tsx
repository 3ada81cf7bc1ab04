import { createFileRoute } from '@tanstack/react-router';
import { StubPage } from '@/features/stub/components/stub-page';
import { optionalFlag, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-common/car/CarList')({
  validateSearch: searchSchema({ select: optionalFlag }),
  component: CarListRoute,
});

function CarListRoute() {
  const search = Route.useSearch();
  return <StubPage screen="carList" query={search} />;
}
