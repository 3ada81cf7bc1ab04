import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/layouts/account-page';
import { CarList } from '@/features/garage/components/car-list-page';
import { garageTitles } from '@/features/garage/titles';
import { garageCarsQueryOptions } from '@/shared/api/get-garage-cars';
import { hasStoredKey } from '@/shared/lib/session';
import { optionalFlag, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-common/car/CarList')({
  validateSearch: searchSchema({ select: optionalFlag }),
  loader: ({ context: { queryClient } }) =>
    hasStoredKey() ? queryClient.prefetchQuery(garageCarsQueryOptions()) : undefined,
  component: CarListRoute,
});

function CarListRoute() {
  const { i18n } = useLingui();
  return (
    <AccountPage title={i18n._(garageTitles.carList)}>
      <CarList />
    </AccountPage>
  );
}
