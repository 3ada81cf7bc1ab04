import { createFileRoute } from '@tanstack/react-router';
import { StubPage } from '@/features/stub/components/stub-page';
import { optionalText, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-order/refund/RefundOrder')({
  validateSearch: searchSchema({ orderNo: optionalText }),
  component: RefundOrderRoute,
});

function RefundOrderRoute() {
  const search = Route.useSearch();
  return <StubPage screen="refundOrder" query={search} />;
}
