import { createFileRoute } from '@tanstack/react-router';
import { OrderDocumentsPanel } from '@/features/documents/components/order-documents-panel';
import { PushOfferCard } from '@/features/notifications/components/push-offer-card';
import { PayResultPage } from '@/features/orders/components/pay-result-page';
import { payResultSearchSchema } from '@/features/orders/search';

export const Route = createFileRoute('/pages/pay/pay')({
  validateSearch: payResultSearchSchema,
  component: PayRoute,
});

function PayRoute() {
  const search = Route.useSearch();
  // the moment notices make sense: an order is paid and there is something to be told about
  return (
    <PayResultPage
      {...search}
      whenPaid={<PushOfferCard />}
      renderDocuments={(order) => (
        <OrderDocumentsPanel orderId={order.id} buyer={{ name: order.customerName, email: order.customerEmail }} />
      )}
    />
  );
}
