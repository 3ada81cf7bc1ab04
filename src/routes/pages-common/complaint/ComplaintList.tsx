import { createFileRoute } from '@tanstack/react-router';
import { searchSchema } from '@/shared/lib/search-params';
import { StubPage } from '@/features/stub/components/stub-page';

export const Route = createFileRoute('/pages-common/complaint/ComplaintList')({
  validateSearch: searchSchema({}),
  component: ComplaintListRoute,
});

function ComplaintListRoute() {
  const search = Route.useSearch();
  return <StubPage screen="complaintList" query={search} />;
}
