import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/shared/ui/empty-state';
import { AnimatePresence, appear, m, MotionScope } from '@/shared/ui/motion';
import { PageLoading } from '@/shared/ui/page-loading';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { useMessages } from '../api/get-messages';
import { useReadMessages } from '../api/read-message';
import { formatDateTime } from '@/shared/lib/format';

/** MessageList: newest first, an unread dot per message, pull to refresh, more on demand, mark all read. */
export function MessageList() {
  const { t, i18n } = useLingui();
  const messages = useMessages();
  const readAll = useReadMessages();
  if (messages.isPending) return <PageLoading />;
  if (messages.isError) return <EmptyState title={t`Could not load your messages`} />;
  const pages = messages.data.pages;
  const list = pages.flatMap((p) => p.list);
  const unread = pages[0]?.unreadCount ?? 0;

  return (
    <PullToRefresh onRefresh={() => messages.refetch()}>
      {unread > 0 && (
        <div className="messages-toolbar">
          <span className="app-muted">
            <Trans>{unread} unread</Trans>
          </span>
          <button
            type="button"
            className="app-link"
            disabled={readAll.isPending}
            onClick={() => readAll.mutate({ all: true })}
          >
            <Trans>Mark all read</Trans>
          </button>
        </div>
      )}
      {list.length === 0 ? (
        <EmptyState title={t`No messages yet`} description={t`Order, payment and service updates will appear here.`} />
      ) : (
        <MotionScope>
          <ul className="messages-list" aria-label={t`Messages`}>
            {/* a message that arrives on refresh fades in at the top */}
            <AnimatePresence initial={false}>
              {list.map((message) => (
                <m.li key={message.id} {...appear}>
                  <Link
                    to="/pages-common/message/MessageDetail"
                    search={{ id: message.id }}
                    className="messages-item"
                    data-unread={message.read ? undefined : true}
                  >
                    {!message.read && <span className="messages-item__dot" aria-label={t`Unread`} role="img" />}
                    <span className="messages-item__main">
                      <span className="messages-item__title">{message.title}</span>
                      <span className="messages-item__content">{message.content}</span>
                      <time className="messages-item__time" dateTime={message.createdAt}>
                        {formatDateTime(message.createdAt, i18n.locale)}
                      </time>
                    </span>
                  </Link>
                </m.li>
              ))}
            </AnimatePresence>
          </ul>
        </MotionScope>
      )}
      {messages.hasNextPage && (
        <button
          type="button"
          className="roda-button app-block"
          disabled={messages.isFetchingNextPage}
          onClick={() => void messages.fetchNextPage()}
        >
          <Trans>Load more</Trans>
        </button>
      )}
    </PullToRefresh>
  );
}
