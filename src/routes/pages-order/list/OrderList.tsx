import { createFileRoute } from '@tanstack/react-router';
import { StubPage } from '@/features/stub/components/stub-page';
import { optionalText, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-order/list/OrderList')({
  validateSearch: searchSchema({ status: optionalText }),
  component: OrderListRoute,
});

function OrderListRoute() {
  const search = Route.useSearch();
  const { queryClient } = Route.useRouteContext();
  return (
    <StubPage
      screen="orderList"
      query={search}
      onRefresh={() => queryClient.invalidateQueries({ queryKey: ['orders'] })}
    />
  );
}
