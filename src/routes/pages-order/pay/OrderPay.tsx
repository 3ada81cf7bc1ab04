import { createFileRoute } from '@tanstack/react-router';
import { OrderPayPage } from '@/features/orders/components/order-pay-page';
import { orderIdSearchSchema } from '@/features/orders/search';

export const Route = createFileRoute('/pages-order/pay/OrderPay')({
  validateSearch: orderIdSearchSchema,
  component: OrderPayRoute,
});

function OrderPayRoute() {
  const { orderId } = Route.useSearch();
  return <OrderPayPage orderId={orderId} />;
}
