import { HelpRobot } from '@/features/help/components/help-robot';
import { MePanel } from '@/features/me/components/me-panel';
import { UnreadBadge } from '@/features/messages/components/unread-badge';
import { DeleteAccountEntry } from '@/features/privacy/components/delete-account-entry';
import { useClientState } from '@/shared/lib/client-state';

/** The Me tab (loaded on demand): the Me panel with the unread badge and the help robot composed in. */
export function MeTab() {
  const hasLogin = useClientState((s) => s.hasLogin);
  return (
    <MePanel
      messagesBadge={<UnreadBadge enabled={hasLogin} />}
      help={<HelpRobot />}
      accountEnd={<DeleteAccountEntry />}
    />
  );
}
