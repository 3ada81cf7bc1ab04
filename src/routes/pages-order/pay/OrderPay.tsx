import { createFileRoute } from '@tanstack/react-router';
import { OrderPayPage } from '@/features/orders/components/order-pay-page';
import { orderPaySearchSchema } from '@/features/orders/search';

export const Route = createFileRoute('/pages-order/pay/OrderPay')({
  validateSearch: orderPaySearchSchema,
  component: OrderPayRoute,
});

function OrderPayRoute() {
  const search = Route.useSearch();
  return <OrderPayPage {...search} />;
}
