import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { CartButton } from '@/features/cart/components/cart-button';
import { HomeScreen } from '@/features/home/components/home-screen';
import { useClientState } from '@/shared/lib/client-state';
import { isStaff } from '@/shared/lib/session';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { PageLoading } from '@/shared/ui/page-loading';
import { AppTabBar, useVisibleTabs } from './app-tab-bar';
import { tabLabels, type TabKey } from './tabs';

// Only the Store tab is in the first bundle; the others load when opened.
const MePanel = lazy(() => import('./me-tab').then((m) => ({ default: m.MeTab })));
const StaffPanel = lazy(() => import('./staff-tab').then((m) => ({ default: m.StaffTab })));
const OutboxQueue = lazy(() => import('@/features/offline/outbox-queue').then((m) => ({ default: m.OutboxQueue })));

/** The entry (and quit) page: custom navigation bar and the bottom tabs. */
export function EntryPage({ tab }: { tab?: TabKey }) {
  const { i18n } = useLingui();
  const visible = useVisibleTabs();
  const userInfo = useClientState((s) => s.userInfo);
  // staff open the app on their own day (the Workdesk), customers on the shop
  const start: TabKey = isStaff(userInfo) ? 'workdesk' : 'store';
  const active: TabKey = tab && visible.includes(tab) ? tab : start;

  return (
    <>
      <NavBar variant="custom" right={active === 'store' ? <CartButton /> : undefined}>
        <h1 className="entry-brand">
          {active === 'store' ? (
            <>
              <span className="entry-brand__logo" aria-hidden="true">
                R
              </span>
              Roda
            </>
          ) : (
            i18n._(tabLabels[active])
          )}
        </h1>
      </NavBar>
      <main className="app-page app-page--tabs">
        {active === 'store' && <HomeScreen search={{}} showResults={false} />}
        {active === 'order' && <OrdersTab />}
        {active === 'me' && (
          <Suspense fallback={<PageLoading />}>
            <MePanel />
            {isStaff(userInfo) && <OutboxQueue />}
          </Suspense>
        )}
        {(active === 'accept' || active === 'workdesk') && (
          <Suspense fallback={<PageLoading />}>
            <StaffPanel tab={active} />
          </Suspense>
        )}
      </main>
      <AppTabBar active={active} />
    </>
  );
}

function OrdersTab() {
  const { t } = useLingui();
  const hasLogin = useClientState((s) => s.hasLogin);
  if (!hasLogin) {
    return (
      <EmptyState
        title={t`Log in to see your orders`}
        description={t`Your bookings, payments and installations show up here.`}
        action={
          <Link
            to="/pages/login/PhoneLogin"
            search={{ redirect: '/?tab=order' }}
            className="roda-button roda-button--primary"
          >
            <Trans>Log in</Trans>
          </Link>
        }
      />
    );
  }
  return (
    <EmptyState
      title={t`Your orders`}
      description={t`Follow payments, appointments and installations.`}
      action={
        <Link to="/pages-order/list/OrderList" className="roda-button roda-button--primary">
          <Trans>Open my orders</Trans>
        </Link>
      }
    />
  );
}
