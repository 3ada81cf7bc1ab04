import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { useClientState } from '@/shared/lib/client-state';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { PageLoading } from '@/shared/ui/page-loading';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { SearchBox } from '@/shared/ui/search-box';
import { Tabs } from '@/shared/ui/tabs';
import { useFindByPickupCode } from '../api/find-by-pickup-code';
import { useGoodsOrders } from '../api/get-goods-orders';
import { goodsKeys, goodsTabs, type GoodsTab } from '../api/keys';
import { actionErrorText } from '../action-error';
import { tabLabels } from '../labels';
import { pickupCodeOf, rememberCode } from '../scanned-code';
import { canScan, CodeScanner } from './code-scanner';
import { GoodsOrderCard } from './goods-order-card';
import '../goods-desk.css';

const deskRoles = ['sales', 'manager', 'company'];

/** The sales desk for goods: self-pickup orders to hand over, mail orders to pack and ship. */
export function GoodsDeskPage({
  tab = 'pickup',
  onTabChange,
}: {
  /** The open tab (the route keeps it in the address, so back from an order and reload keep it). */
  tab?: GoodsTab;
  onTabChange: (tab: GoodsTab) => void;
}) {
  const { t } = useLingui();
  const goBack = useGoBack();
  const role = useClientState((s) => s.userInfo?.role);
  if (role && deskRoles.includes(role)) return <GoodsDesk tab={tab} onTabChange={onTabChange} />;
  return (
    <>
      <NavBar title={t`Goods desk`} onBack={goBack} />
      <main className="app-page goods">
        <EmptyState
          title={t`For sales consultants`}
          description={t`Log in with a sales consultant's account to hand over self-pickup orders and ship mail orders.`}
          action={
            <Link
              to="/pages/login/PhoneLogin"
              search={{ mode: 'staff', redirect: '/pages-staff/orders/GoodsDesk' }}
              className="roda-button"
            >
              <Trans>Staff log in</Trans>
            </Link>
          }
        />
      </main>
    </>
  );
}

function GoodsDesk({ tab, onTabChange }: { tab: GoodsTab; onTabChange: (tab: GoodsTab) => void }) {
  const { t, i18n } = useLingui();
  const goBack = useGoBack();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: goodsKeys.all });
  return (
    <>
      <NavBar title={t`Goods desk`} onBack={goBack} />
      <main className="app-page goods">
        <PickupCodeFinder />
        <SearchBox
          label={t`Search by order number, plate, phone or name`}
          placeholder={t`Plate, phone or name`}
          maxLength={60}
          onSearch={setKeyword}
        />
        <Tabs
          label={t`Goods orders`}
          items={goodsTabs.map((key) => ({ key, label: i18n._(tabLabels[key]) }))}
          value={tab}
          onChange={(key) => onTabChange(key as GoodsTab)}
          tabId={(key) => `goods-tab-${key}`}
          panelId={(key) => `goods-panel-${key}`}
        />
        <div role="tabpanel" id={`goods-panel-${tab}`} aria-labelledby={`goods-tab-${tab}`}>
          <PullToRefresh onRefresh={refresh}>
            <GoodsOrderList tab={tab} keyword={keyword} onRefresh={() => void refresh()} />
          </PullToRefresh>
        </div>
      </main>
    </>
  );
}

/** Type or scan the code the customer shows; the order it opens has the code filled in. */
function PickupCodeFinder() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const find = useFindByPickupCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [scanning, setScanning] = useState(false);
  const scannable = canScan();

  const open = (value: string) => {
    const pickupCode = pickupCodeOf(value);
    if (!pickupCode) {
      setError(t`Please enter the 6-digit pickup code`);
      return;
    }
    setError('');
    find.mutate(pickupCode, {
      onSuccess: (order) => {
        rememberCode(order.id, pickupCode);
        void navigate({ to: '/pages-staff/orders/GoodsOrder', search: { id: order.id } });
      },
      onError: (e) => setError(actionErrorText(e)),
    });
  };

  return (
    <section className="goods-section goods-finder" aria-labelledby="goods-finder">
      <h2 id="goods-finder">{t`Customer collecting?`}</h2>
      <form
        className="goods-finder__row"
        onSubmit={(e) => {
          e.preventDefault();
          open(code);
        }}
      >
        <label htmlFor="goods-code" className="roda-sr-only">
          {t`Pickup code`}
        </label>
        <input
          id="goods-code"
          className="app-input goods-code-input"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]*"
          maxLength={6}
          placeholder={t`Pickup code`}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'goods-code-error' : undefined}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        <button type="submit" className="roda-button" disabled={find.isPending}>
          <Trans>Find</Trans>
        </button>
        {scannable && (
          <button type="button" className="roda-button goods-button--plain" onClick={() => setScanning(true)}>
            <Trans>Scan</Trans>
          </button>
        )}
      </form>
      {error && (
        <p id="goods-code-error" role="alert" className="app-error">
          {error}
        </p>
      )}
      {scannable && scanning && (
        <CodeScanner
          open={scanning}
          onClose={() => setScanning(false)}
          onCode={(value) => {
            setScanning(false);
            setCode(value);
            open(value);
          }}
        />
      )}
    </section>
  );
}

function GoodsOrderList({ tab, keyword, onRefresh }: { tab: GoodsTab; keyword: string; onRefresh: () => void }) {
  const { t } = useLingui();
  const query = useGoodsOrders(tab, keyword);
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  if (query.isError && rows.length === 0) {
    return (
      <EmptyState
        title={t`The orders could not be loaded`}
        description={actionErrorText(query.error)}
        action={
          <button type="button" className="roda-button" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </button>
        }
      />
    );
  }
  if (rows.length === 0) {
    const empty = {
      pickup: t`No self-pickup orders waiting`,
      mail: t`No mail orders to ship`,
      done: t`Nothing handed over or shipped yet`,
    }[tab];
    return <EmptyState title={keyword ? t`No orders match “${keyword}”` : empty} />;
  }
  const total = query.data?.pages[0]?.total ?? rows.length;
  return (
    <>
      <p className="goods-list-head">
        <span className="app-muted" role="status">
          {t`${total} order(s)`}
        </span>
        <button type="button" className="goods-refresh" disabled={query.isFetching} onClick={onRefresh}>
          <Trans>Refresh</Trans>
        </button>
      </p>
      <ul className="goods-list">
        {rows.map((order) => (
          <GoodsOrderCard key={order.id} order={order} />
        ))}
      </ul>
      {query.hasNextPage && (
        <button
          type="button"
          className="roda-button app-block"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          <Trans>Load more</Trans>
        </button>
      )}
    </>
  );
}
