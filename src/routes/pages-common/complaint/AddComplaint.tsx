import { createFileRoute } from '@tanstack/react-router';
import { StubPage } from '@/features/stub/components/stub-page';
import { optionalText, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-common/complaint/AddComplaint')({
  validateSearch: searchSchema({ orderNo: optionalText }),
  component: AddComplaintRoute,
});

function AddComplaintRoute() {
  const search = Route.useSearch();
  return <StubPage screen="addComplaint" query={search} />;
}
