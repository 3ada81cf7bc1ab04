import { createFileRoute } from '@tanstack/react-router';
import { OrderDocumentsPanel } from '@/features/documents/components/order-documents-panel';
import { orderQueryOptions } from '@/features/orders/api/get-order';
import { OrderDetailsPage } from '@/features/orders/components/order-details-page';
import { orderDetailsSearchSchema } from '@/features/orders/search';
import { AppointmentPicker } from '@/features/stores/components/appointment-picker';
import { hasStoredKey } from '@/shared/lib/session';

export const Route = createFileRoute('/pages-order/list/OrderDetails')({
  validateSearch: orderDetailsSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context: { queryClient }, deps: { id } }) =>
    id && hasStoredKey() ? queryClient.prefetchQuery(orderQueryOptions(id)) : undefined,
  component: OrderDetailsRoute,
});

function OrderDetailsRoute() {
  const { id } = Route.useSearch();
  return (
    <OrderDetailsPage
      id={id}
      renderAppointment={(props) => <AppointmentPicker {...props} />}
      renderDocuments={(order) => (
        <OrderDocumentsPanel orderId={order.id} buyer={{ name: order.customerName, email: order.customerEmail }} />
      )}
    />
  );
}
