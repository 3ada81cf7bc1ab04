import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/layouts/account-page';
import { messagesQueryOptions } from '@/features/messages/api/get-messages';
import { MessageList } from '@/features/messages/components/message-list-page';
import { messageTitles } from '@/features/messages/titles';
import { hasStoredKey } from '@/shared/lib/session';

export const Route = createFileRoute('/pages-common/message/MessageList')({
  loader: ({ context: { queryClient } }) =>
    hasStoredKey() ? queryClient.prefetchInfiniteQuery(messagesQueryOptions()) : undefined,
  component: MessageListRoute,
});

function MessageListRoute() {
  const { i18n } = useLingui();
  return (
    <AccountPage title={i18n._(messageTitles.messageList)}>
      <MessageList />
    </AccountPage>
  );
}
