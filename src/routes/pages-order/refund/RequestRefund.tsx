import { createFileRoute } from '@tanstack/react-router';
import { RequestRefundPage } from '@/features/orders/components/request-refund-page';
import { orderIdSearchSchema } from '@/features/orders/search';

export const Route = createFileRoute('/pages-order/refund/RequestRefund')({
  validateSearch: orderIdSearchSchema,
  component: RequestRefundRoute,
});

function RequestRefundRoute() {
  const { orderId } = Route.useSearch();
  return <RequestRefundPage orderId={orderId} />;
}
