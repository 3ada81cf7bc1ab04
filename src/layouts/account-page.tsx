import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { useClientState } from '@/shared/lib/client-state';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';

/**
 * The frame of a screen that needs a login (garage, profile, messages, complaints, feedback):
 * navigation bar with its title, and a log-in prompt instead of the body when logged out.
 */
export function AccountPage({ title, right, children }: { title: string; right?: ReactNode; children: ReactNode }) {
  const goBack = useGoBack();
  const hasLogin = useClientState((s) => s.hasLogin);
  return (
    <>
      <NavBar title={title} onBack={goBack} right={hasLogin ? right : undefined} />
      <main className="app-page" aria-label={title}>
        {hasLogin ? children : <LoginPrompt />}
      </main>
    </>
  );
}

function LoginPrompt() {
  const { t } = useLingui();
  const location = useLocation();
  return (
    <EmptyState
      title={t`Please log in first`}
      action={
        <Link
          to="/pages/login/PhoneLogin"
          search={{ redirect: location.href }}
          className="roda-button roda-button--primary"
        >
          <Trans>Log in</Trans>
        </Link>
      }
    />
  );
}
