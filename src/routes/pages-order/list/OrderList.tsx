import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { OrderListPage } from '@/features/orders/components/order-list-page';
import { orderListSearchSchema } from '@/features/orders/search';

export const Route = createFileRoute('/pages-order/list/OrderList')({
  validateSearch: orderListSearchSchema,
  component: OrderListRoute,
});

function OrderListRoute() {
  const { group = 'all' } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <OrderListPage
      group={group}
      onGroupChange={(next) =>
        void navigate({ to: '/pages-order/list/OrderList', search: { group: next }, replace: true })
      }
    />
  );
}
