import { createFileRoute } from '@tanstack/react-router';
import { goodsTabs, type GoodsTab } from '@/features/goods-desk/api/keys';
import { GoodsDeskPage } from '@/features/goods-desk/components/goods-desk-page';
import { oneOf, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-staff/orders/GoodsDesk')({
  validateSearch: searchSchema({ tab: oneOf(goodsTabs) }),
  component: GoodsDeskRoute,
});

function GoodsDeskRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  // the tab is in the address (replacing the entry: back leaves the desk, reload keeps the tab)
  const open = (next: GoodsTab) => void navigate({ search: { tab: next }, replace: true });
  return <GoodsDeskPage tab={tab} onTabChange={open} />;
}
