import { createFileRoute } from '@tanstack/react-router';
import { StubPage } from '@/features/stub/components/stub-page';
import { optionalText, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-order/refund/RequestRefund')({
  validateSearch: searchSchema({ orderNo: optionalText }),
  component: RequestRefundRoute,
});

function RequestRefundRoute() {
  const search = Route.useSearch();
  return <StubPage screen="requestRefund" query={search} />;
}
