import { createFileRoute } from '@tanstack/react-router';
import { StubPage } from '@/features/stub/components/stub-page';
import { optionalId, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-common/message/MessageDetail')({
  validateSearch: searchSchema({ id: optionalId }),
  component: MessageDetailRoute,
});

function MessageDetailRoute() {
  const search = Route.useSearch();
  return <StubPage screen="messageDetail" query={search} />;
}
