import { createFileRoute } from '@tanstack/react-router';
import { searchSchema } from '@/shared/lib/search-params';
import { StubPage } from '@/features/stub/components/stub-page';

export const Route = createFileRoute('/pages-common/message/MessageList')({
  validateSearch: searchSchema({}),
  component: MessageListRoute,
});

function MessageListRoute() {
  const search = Route.useSearch();
  return <StubPage screen="messageList" query={search} />;
}
