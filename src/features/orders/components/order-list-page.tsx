import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { OrderGroup } from '@/shared/contract/orders';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { hasStoredKey } from '@/shared/lib/session';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { PageLoading } from '@/shared/ui/page-loading';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { Tabs } from '@/shared/ui/tabs';
import { useOrderGroups } from '../api/get-order-groups';
import { useOrders } from '../api/get-orders';
import { orderKeys } from '../api/keys';
import { groupLabels, orderGroupList } from '../labels';
import { LoginPrompt } from './login-prompt';
import { OrderCard } from './order-card';
import '../orders.css';

interface OrderListPageProps {
  group: OrderGroup;
  onGroupChange: (group: OrderGroup) => void;
}

/** /pages-order/list/OrderList: the customer's orders by group, pull-down refresh, endless paging. */
export function OrderListPage({ group, onGroupChange }: OrderListPageProps) {
  const { t, i18n } = useLingui();
  const goBack = useGoBack();
  const queryClient = useQueryClient();
  const loggedIn = hasStoredKey();
  const groups = useOrderGroups();
  const orders = useOrders(group);
  const sentinel = useRef<HTMLDivElement>(null);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = orders;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const counts = new Map((groups.data ?? []).map((g) => [g.group, g.count]));
  const list = orders.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <>
      <NavBar title={t`My orders`} onBack={goBack} />
      <main className="app-page orders">
        {!loggedIn ? (
          <LoginPrompt />
        ) : (
          <>
            <div className="orders-tabs">
              <Tabs
                label={t`Order groups`}
                value={group}
                onChange={(key) => onGroupChange(key as OrderGroup)}
                items={orderGroupList.map((g) => ({
                  key: g,
                  label: i18n._(groupLabels[g]),
                  badge: counts.get(g) || undefined,
                }))}
                panelId={() => 'orders-panel'}
              />
            </div>
            <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: orderKeys.all })}>
              <section id="orders-panel" role="tabpanel" aria-label={i18n._(groupLabels[group])}>
                {orders.isPending ? (
                  <PageLoading onRetry={() => void orders.refetch()} />
                ) : list.length === 0 ? (
                  <EmptyState
                    title={t`No orders here yet`}
                    action={
                      <Link to="/pages/home/home" className="roda-button">
                        {t`Browse parts and services`}
                      </Link>
                    }
                  />
                ) : (
                  <ul className="orders-list">
                    {list.map((order) => (
                      <OrderCard key={order.id} order={order} />
                    ))}
                  </ul>
                )}
                <div ref={sentinel} aria-hidden="true" />
                {isFetchingNextPage && <p className="app-muted app-center">{t`Loading more…`}</p>}
                {!hasNextPage && list.length > 0 && <p className="app-muted app-center">{t`No more orders`}</p>}
              </section>
            </PullToRefresh>
          </>
        )}
      </main>
    </>
  );
}
