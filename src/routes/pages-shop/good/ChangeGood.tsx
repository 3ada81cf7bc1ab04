import { createFileRoute } from '@tanstack/react-router';
import { StubPage } from '@/features/stub/components/stub-page';
import { optionalId, optionalText, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-shop/good/ChangeGood')({
  validateSearch: searchSchema({ orderNo: optionalText, productId: optionalId }),
  component: ChangeGoodRoute,
});

function ChangeGoodRoute() {
  const search = Route.useSearch();
  return <StubPage screen="changeGood" query={search} />;
}
