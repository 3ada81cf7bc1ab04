import { createFileRoute } from '@tanstack/react-router';
import { StubPage } from '@/features/stub/components/stub-page';
import { optionalId, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-common/car/AddCar')({
  validateSearch: searchSchema({ id: optionalId }),
  component: AddCarRoute,
});

function AddCarRoute() {
  const search = Route.useSearch();
  return <StubPage screen="addCar" query={search} />;
}
