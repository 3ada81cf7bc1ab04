import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar, type NavBarVariant } from '@/shared/ui/nav-bar';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { stubTitles, type StubScreen } from '../titles';

interface StubPageProps {
  screen: StubScreen;
  variant?: NavBarVariant;
  /** Pull-down refresh (the order list): refetches whatever the screen shows. */
  onRefresh?: () => Promise<unknown>;
  /** The page's query parameters (spec §2), for the issue that builds its body. */
  query?: Record<string, unknown>;
}

/** A screen whose navigation bar and title are final and whose body comes with a later issue. */
export function StubPage({ screen, variant = 'default', onRefresh, query }: StubPageProps) {
  const { i18n, t } = useLingui();
  const goBack = useGoBack();
  const title = i18n._(stubTitles[screen]);
  const body: ReactNode = (
    <div className={variant === 'transparent' ? 'app-stub app-stub--hero' : 'app-stub'}>
      <EmptyState title={t`Nothing here yet`} description={t`This screen is on its way in the next update of Roda.`} />
    </div>
  );
  return (
    <>
      <NavBar title={title} variant={variant} onBack={goBack} />
      <main className="app-page" aria-label={title} data-query={query ? JSON.stringify(query) : undefined}>
        {onRefresh ? <PullToRefresh onRefresh={onRefresh}>{body}</PullToRefresh> : body}
      </main>
    </>
  );
}
