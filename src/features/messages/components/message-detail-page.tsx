import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { useMessage } from '../api/get-message';
import { useReadMessages } from '../api/read-message';
import { formatDateTime } from '@/shared/lib/format';

/**
 * MessageDetail: the whole message, marked read as it opens; an order message links to the order,
 * a service reminder (about a garage car) offers to book the service (the route knows the garage).
 */
/** Opens the booking for the reminded car; the button shows it is busy until this settles. */
type BookService = (vehicleId: number) => Promise<void>;

export function MessageDetail({ id, onBookService }: { id?: number; onBookService?: BookService }) {
  const { t } = useLingui();
  if (id === undefined) return <EmptyState title={t`This message was not found`} />;
  return <MessageBody id={id} onBookService={onBookService} />;
}

function MessageBody({ id, onBookService }: { id: number; onBookService?: BookService }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const message = useMessage(id);
  const read = useReadMessages();
  const marked = useRef(false);
  // the garage is asked before the booking opens: on a slow network the tap shows, and a second one waits
  const [booking, setBooking] = useState(false);
  const unread = message.data ? !message.data.read : false;
  const { mutate } = read;

  useEffect(() => {
    if (!unread || marked.current) return;
    marked.current = true;
    mutate({ id });
  }, [unread, id, mutate]);

  if (message.isPending) return <PageLoading />;
  if (message.isError) return <EmptyState title={t`This message was not found`} />;
  const m = message.data;
  return (
    <article className="messages-detail">
      <h2 className="messages-detail__title">{m.title}</h2>
      <time className="app-muted" dateTime={m.createdAt}>
        {formatDateTime(m.createdAt, i18n.locale)}
      </time>
      <p className="messages-detail__content">{m.content}</p>
      {m.refType === 'order' && m.refId !== null && (
        <button
          type="button"
          className="roda-button roda-button--primary app-block"
          onClick={() => void navigate({ href: `/pages-order/list/OrderDetails?id=${m.refId}` })}
        >
          <Trans>View order</Trans>
        </button>
      )}
      {m.refType === 'vehicle' && m.refId !== null && onBookService && (
        <button
          type="button"
          className="roda-button roda-button--primary app-block"
          disabled={booking}
          aria-busy={booking}
          onClick={() => {
            setBooking(true);
            void onBookService(m.refId as number).finally(() => setBooking(false));
          }}
        >
          <Trans>Book a service</Trans>
        </button>
      )}
    </article>
  );
}
