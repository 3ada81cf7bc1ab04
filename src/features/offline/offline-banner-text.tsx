import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { OutboxCount } from '@/shared/lib/outbox/signal';
import './offline.css';

/** The offline banner's words: offline, waiting to be sent, log in again, or needs attention. */
export default function OfflineBannerText({ online, count }: { online: boolean; count: OutboxCount }) {
  const { t } = useLingui();
  const waiting = count.total - count.attention;
  let text: string;
  if (!online) {
    text =
      waiting > 0
        ? t`You are offline. ${waiting} waiting to be sent.`
        : t`You are offline. Showing the last saved data.`;
  } else if (count.waitingLogin > 0) {
    text = plural(waiting, {
      one: 'Log in again to send # waiting item.',
      other: 'Log in again to send # waiting items.',
    });
  } else if (waiting > 0) {
    text = t`Sending: ${waiting} waiting to be sent.`;
  } else {
    text = plural(count.attention, { one: '# item needs attention.', other: '# items need attention.' });
  }
  return (
    <div className={`offline-banner${online ? '' : ' offline-banner--offline'}`} role="status" aria-live="polite">
      {text}
    </div>
  );
}
