import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/shared/ui/empty-state';

/** Orders belong to an account: a logged-out visitor is asked to log in instead of seeing errors. */
export function LoginPrompt() {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`Log in to see your orders`}
      action={
        <Link to="/pages/login/PhoneLogin" className="roda-button">
          {t`Log in`}
        </Link>
      }
    />
  );
}
