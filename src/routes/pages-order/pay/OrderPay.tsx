import { createFileRoute } from '@tanstack/react-router';
import { StubPage } from '@/features/stub/components/stub-page';
import { optionalText, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-order/pay/OrderPay')({
  validateSearch: searchSchema({ orderNo: optionalText }),
  component: OrderPayRoute,
});

function OrderPayRoute() {
  const search = Route.useSearch();
  return <StubPage screen="orderPay" query={search} />;
}
