import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/layouts/account-page';
import { messageQueryOptions } from '@/features/messages/api/get-message';
import { MessageDetail } from '@/features/messages/components/message-detail-page';
import { messageTitles } from '@/features/messages/titles';
import { optionalId, searchSchema } from '@/shared/lib/search-params';
import { hasStoredKey } from '@/shared/lib/session';

export const Route = createFileRoute('/pages-common/message/MessageDetail')({
  validateSearch: searchSchema({ id: optionalId }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context: { queryClient }, deps }) =>
    hasStoredKey() && deps.id !== undefined ? queryClient.prefetchQuery(messageQueryOptions(deps.id)) : undefined,
  component: MessageDetailRoute,
});

function MessageDetailRoute() {
  const { i18n } = useLingui();
  const { id } = Route.useSearch();
  return (
    <AccountPage title={i18n._(messageTitles.messageDetail)}>
      <MessageDetail id={id} />
    </AccountPage>
  );
}
