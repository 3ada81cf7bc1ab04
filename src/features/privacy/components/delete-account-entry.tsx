import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useClientState } from '@/shared/lib/client-state';
import { isStaff } from '@/shared/lib/session';
import { ListCell } from '@/shared/ui/list-cell';
import '../privacy.css';

/** "Delete my account" at the bottom of Me, for a logged-in customer (staff are deactivated by the office). */
export function DeleteAccountEntry() {
  const navigate = useNavigate();
  const hasLogin = useClientState((s) => s.hasLogin);
  const user = useClientState((s) => s.userInfo);
  if (!hasLogin || isStaff(user)) return null;
  return (
    <div className="delete-account-entry">
      <ListCell
        title={
          <span className="delete-account-entry__title">
            <Trans>Delete my account</Trans>
          </span>
        }
        onClick={() => void navigate({ to: '/pages-common/privacy/DeleteAccount' })}
        arrow
      />
    </div>
  );
}
