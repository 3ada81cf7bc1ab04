import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { WorkOrderTab } from '@/shared/contract/staff';
import { useClientState } from '@/shared/lib/client-state';
import { SearchBox } from '@/shared/ui/search-box';
import { Tabs } from '@/shared/ui/tabs';
import { useWorkOrderTabs } from '../api/get-work-order-tabs';
import { countsOf, tabLabels, workdeskTabs } from '../tab-labels';
import { WorkOrderList } from './work-order-list';
import '../staff-desk.css';

/**
 * The Workdesk: the nine staff order tabs with counts, each a paged list, searched by plate, order or
 * work order number (docs/product.md#staff-tabs).
 */
export function Workdesk({ outbox }: { outbox?: ReactNode }) {
  const { t, i18n } = useLingui();
  const [tab, setTab] = useState<WorkOrderTab>('all');
  const [keyword, setKeyword] = useState('');
  const tabs = useWorkOrderTabs();
  const counts = countsOf(tabs.data);
  const role = useClientState((s) => s.userInfo?.role);
  return (
    <div className="desk">
      {(role === 'manager' || role === 'company') && (
        <Link to="/pages-staff/manager/ManagerDesk" className="roda-button app-block desk__manager">
          <Trans>Manager desk</Trans>
        </Link>
      )}
      {(role === 'sales' || role === 'manager' || role === 'company') && (
        <Link to="/pages-staff/orders/GoodsDesk" className="roda-button app-block desk__goods">
          <Trans>Goods desk: self-pickup and mail orders</Trans>
        </Link>
      )}
      <SearchBox
        label={t`Plate, order or work order number`}
        // short enough to show whole at 320 px; the label says it in full
        placeholder={t`Plate or number`}
        maxLength={40}
        onSearch={setKeyword}
      />
      <Tabs
        label={t`Work orders`}
        items={workdeskTabs.map((key) => ({ key, label: i18n._(tabLabels[key]), badge: counts[key] }))}
        value={tab}
        onChange={(key) => setTab(key as WorkOrderTab)}
        tabId={(key) => `desk-tab-${key}`}
        panelId={(key) => `desk-panel-${key}`}
      />
      <div role="tabpanel" id={`desk-panel-${tab}`} aria-labelledby={`desk-tab-${tab}`}>
        <WorkOrderList key={tab} tab={tab} keyword={keyword} emptyTitle={t`No work orders here`} />
      </div>
      {outbox}
    </div>
  );
}

/** The Accept tab: work orders awaiting acceptance (technicians accept, managers dispatch). */
export function AcceptDesk() {
  const { t } = useLingui();
  const role = useClientState((s) => s.userInfo?.role);
  const tabs = useWorkOrderTabs();
  const pending = countsOf(tabs.data).pendingAcceptance;
  return (
    <div className="desk">
      <p className="app-muted" role="status">
        {role === 'manager' || role === 'company'
          ? plural(pending, {
              one: '# work order waiting to be dispatched or accepted.',
              other: '# work orders waiting to be dispatched or accepted.',
            })
          : plural(pending, {
              one: '# work order waiting for you to accept.',
              other: '# work orders waiting for you to accept.',
            })}
      </p>
      <WorkOrderList tab="pendingAcceptance" emptyTitle={t`No work orders to accept`} />
    </div>
  );
}
