import { createFileRoute } from '@tanstack/react-router';
import { searchSchema } from '@/shared/lib/search-params';
import { StubPage } from '@/features/stub/components/stub-page';

export const Route = createFileRoute('/pages-common/feedback/FeedBack')({
  validateSearch: searchSchema({}),
  component: FeedBackRoute,
});

function FeedBackRoute() {
  const search = Route.useSearch();
  return <StubPage screen="feedBack" query={search} />;
}
