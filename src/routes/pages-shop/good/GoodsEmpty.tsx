import { createFileRoute } from '@tanstack/react-router';
import { StubPage } from '@/features/stub/components/stub-page';
import { optionalText, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-shop/good/GoodsEmpty')({
  validateSearch: searchSchema({ category: optionalText }),
  component: GoodsEmptyRoute,
});

function GoodsEmptyRoute() {
  const search = Route.useSearch();
  return <StubPage screen="goodsEmpty" query={search} />;
}
