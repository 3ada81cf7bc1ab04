import { createFileRoute } from '@tanstack/react-router';
import { StubPage } from '@/features/stub/components/stub-page';
import { optionalText, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages/pay/pay')({
  validateSearch: searchSchema({ orderNo: optionalText }),
  component: PayRoute,
});

function PayRoute() {
  const search = Route.useSearch();
  return <StubPage screen="pay" query={search} />;
}
