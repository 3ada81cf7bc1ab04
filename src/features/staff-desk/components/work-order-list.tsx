import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { WorkOrderSummary, WorkOrderTab } from '@/shared/contract/staff';
import { EmptyState } from '@/shared/ui/empty-state';
import { AnimatePresence, appear, m, MotionScope } from '@/shared/ui/motion';
import { PageLoading } from '@/shared/ui/page-loading';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { useWorkOrderPage } from '../api/get-work-order-page';
import { statusLabel } from '../tab-labels';
import '../staff-desk.css';
import { formatAppointment } from '@/shared/lib/format';
import * as queryRoots from '@/shared/lib/query-roots';

function WorkOrderCard({ wo }: { wo: WorkOrderSummary }) {
  const { t, i18n } = useLingui();
  return (
    <m.li {...appear}>
      <Link
        to="/pages-staff/workorder/WorkOrderDetail"
        search={{ id: wo.id }}
        className="desk-card"
        data-testid="work-order-card"
        data-order-no={wo.orderNo}
      >
        <span className="desk-card__top">
          <strong>{wo.plate}</strong>
          <span className={`desk-card__status desk-card__status--${wo.status}`}>{i18n._(statusLabel(wo.status))}</span>
        </span>
        <span>{wo.vehicleModel}</span>
        <span className="app-muted">
          {wo.lineCount > 1
            ? plural(wo.lineCount - 1, {
                one: `${wo.firstItemName} and # more`,
                other: `${wo.firstItemName} and # more`,
              })
            : `${wo.firstItemName} × ${wo.itemCount}`}
        </span>
        <span className="app-muted">
          {wo.appointmentDate ? `${formatAppointment(wo.appointmentDate, wo.appointmentSlot, i18n.locale)} · ` : ''}
          {[wo.customerName, wo.orderNo].filter(Boolean).join(' · ')}
        </span>
        {wo.technicianName && <span className="app-muted">{t`Technician: ${wo.technicianName}`}</span>}
        {wo.openComplaints > 0 && (
          <span className="desk-card__alert">
            {plural(wo.openComplaints, { one: '# open complaint', other: '# open complaints' })}
          </span>
        )}
        {wo.rejectReason && <span className="desk-card__alert">{t`Rejected: ${wo.rejectReason}`}</span>}
      </Link>
    </m.li>
  );
}

/**
 * One tab's work orders, newest first, with pull-down refresh and "load more"; with a `keyword`, those
 * the search finds.
 */
export function WorkOrderList({
  tab,
  keyword = '',
  emptyTitle,
}: {
  tab: WorkOrderTab;
  keyword?: string;
  emptyTitle: string;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const query = useWorkOrderPage(tab, keyword);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryRoots.rootKey(queryRoots.staff) });
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <PullToRefresh onRefresh={refresh}>
      {query.isPending ? (
        <PageLoading onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={keyword ? t`No work orders match “${keyword}”` : emptyTitle} />
      ) : (
        <>
          <MotionScope>
            <ul className="desk-list">
              {/* an order accepted or handed on leaves the tab with a short fade */}
              <AnimatePresence initial={false}>
                {rows.map((wo) => (
                  <WorkOrderCard key={wo.id} wo={wo} />
                ))}
              </AnimatePresence>
            </ul>
          </MotionScope>
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
      )}
    </PullToRefresh>
  );
}
