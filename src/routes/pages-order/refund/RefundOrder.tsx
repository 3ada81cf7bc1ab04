import { createFileRoute } from '@tanstack/react-router';
import { RefundOrderPage } from '@/features/orders/components/refund-order-page';
import { orderIdSearchSchema } from '@/features/orders/search';

export const Route = createFileRoute('/pages-order/refund/RefundOrder')({
  validateSearch: orderIdSearchSchema,
  component: RefundOrderRoute,
});

function RefundOrderRoute() {
  const { orderId } = Route.useSearch();
  return <RefundOrderPage orderId={orderId} />;
}
