import { createFileRoute } from '@tanstack/react-router';
import { GoodsOrderPage } from '@/features/goods-desk/components/goods-order-page';
import { optionalId, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-staff/orders/GoodsOrder')({
  validateSearch: searchSchema({ id: optionalId }),
  component: GoodsOrderRoute,
});

function GoodsOrderRoute() {
  const { id } = Route.useSearch();
  return <GoodsOrderPage id={id} />;
}
