import { useLingui } from '@lingui/react/macro';
import { useUnreadCount } from '../api/get-unread-count';

/** The number of unread messages, for the Messages entry of the Me tab; nothing when all are read. */
export function UnreadBadge({ enabled = true }: { enabled?: boolean }) {
  const { t } = useLingui();
  const unread = useUnreadCount(enabled);
  const count = unread.data ?? 0;
  if (count <= 0) return null;
  const shown = count > 99 ? '99+' : String(count);
  return (
    <span className="messages-badge" aria-label={t`${count} unread messages`}>
      {shown}
    </span>
  );
}
