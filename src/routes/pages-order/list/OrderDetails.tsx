import { createFileRoute } from '@tanstack/react-router';
import { StubPage } from '@/features/stub/components/stub-page';
import { optionalText, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-order/list/OrderDetails')({
  validateSearch: searchSchema({ orderNo: optionalText }),
  component: OrderDetailsRoute,
});

function OrderDetailsRoute() {
  const search = Route.useSearch();
  return <StubPage screen="orderDetails" query={search} />;
}
