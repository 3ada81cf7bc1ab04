import { createFileRoute } from '@tanstack/react-router';
import { goodsTabs } from '@/features/goods-desk/api/keys';
import { GoodsDeskPage } from '@/features/goods-desk/components/goods-desk-page';
import { oneOf, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-staff/orders/GoodsDesk')({
  validateSearch: searchSchema({ tab: oneOf(goodsTabs) }),
  component: GoodsDeskRoute,
});

function GoodsDeskRoute() {
  const { tab } = Route.useSearch();
  return <GoodsDeskPage tab={tab} />;
}
