import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/layouts/account-page';
import { AddCar } from '@/features/garage/components/add-car-page';
import { garageTitles } from '@/features/garage/titles';
import { garageCarsQueryOptions } from '@/shared/api/get-garage-cars';
import { vehicleSpecsQueryOptions } from '@/shared/api/get-vehicle-specs';
import { hasStoredKey } from '@/shared/lib/session';
import { optionalId, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-common/car/AddCar')({
  validateSearch: searchSchema({ id: optionalId }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([
      queryClient.prefetchQuery(vehicleSpecsQueryOptions()),
      hasStoredKey() && deps.id !== undefined ? queryClient.prefetchQuery(garageCarsQueryOptions()) : undefined,
    ]),
  component: AddCarRoute,
});

function AddCarRoute() {
  const { i18n } = useLingui();
  const { id } = Route.useSearch();
  return (
    <AccountPage title={i18n._(id === undefined ? garageTitles.addCar : garageTitles.editCar)}>
      <AddCar id={id} />
    </AccountPage>
  );
}
