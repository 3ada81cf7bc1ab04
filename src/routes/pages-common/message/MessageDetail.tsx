import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AccountPage } from '@/layouts/account-page';
import { messageQueryOptions } from '@/features/messages/api/get-message';
import { MessageDetail } from '@/features/messages/components/message-detail-page';
import { messageTitles } from '@/features/messages/titles';
import { garageCarsQueryOptions } from '@/shared/api/get-garage-cars';
import { optionalId, searchSchema } from '@/shared/lib/search-params';
import { serviceBookingSearch } from '@/shared/lib/service-booking';
import { hasStoredKey } from '@/shared/lib/session';

export const Route = createFileRoute('/pages-common/message/MessageDetail')({
  validateSearch: searchSchema({ id: optionalId }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context: { queryClient }, deps }) =>
    hasStoredKey() && deps.id !== undefined ? queryClient.prefetchQuery(messageQueryOptions(deps.id)) : undefined,
  component: MessageDetailRoute,
});

function MessageDetailRoute() {
  const { i18n } = useLingui();
  const { id } = Route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // a service reminder's "Book a service": the maintenance search with the car chosen, as its push
  // link opens (server/notifications/links.ts); a car deleted since leaves the search without one.
  // The garage is asked again, not read from the cache: a list cached before the car was added or
  // changed (here or on another device) would lose it; offline, the cached list is what there is
  const bookService = async (vehicleId: number) => {
    const cars = await queryClient
      .fetchQuery({ ...garageCarsQueryOptions(), staleTime: 0 })
      .catch(() => queryClient.getQueryData(garageCarsQueryOptions().queryKey) ?? []);
    const car = cars.find((c) => c.id === vehicleId) ?? null;
    void navigate({ to: '/pages/home/home', search: serviceBookingSearch(car) });
  };
  return (
    <AccountPage title={i18n._(messageTitles.messageDetail)}>
      <MessageDetail id={id} onBookService={bookService} />
    </AccountPage>
  );
}
