import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PlaceAnOrderPage } from '@/features/checkout/components/place-an-order-page';
import { placeAnOrderSearchSchema } from '@/features/checkout/search';
import { AppointmentPicker } from '@/features/stores/components/appointment-picker';

export const Route = createFileRoute('/pages-shop/good/PlaceAnOrder')({
  validateSearch: placeAnOrderSearchSchema,
  component: PlaceAnOrderRoute,
});

function PlaceAnOrderRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  return (
    <PlaceAnOrderPage
      purchase={search}
      renderAppointment={(props) => <AppointmentPicker {...props} />}
      onChooseStore={(purpose, lines) =>
        void navigate({ to: '/pages-store/list/StoreListType', search: { purpose, lines } })
      }
      onCommitted={(orderId) => void navigate({ to: '/pages-order/pay/OrderPay', search: { orderId }, replace: true })}
    />
  );
}
