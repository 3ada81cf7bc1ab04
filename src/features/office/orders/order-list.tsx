import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OfficeOrderFilter } from '@/shared/contract/office-orders';
import { formatDateTime, formatRM } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { showToast } from '@/shared/ui/toast';
import { Pager } from '../components/pager';
import { OfficeLink } from '../office-router';
import { OrderFilters } from './order-filters';
import { refundStatusLabels, statusLabels } from './order-labels';
import { errorText, exportOrders, ORDER_PAGE_SIZE, useOfficeOrders } from './orders-api';

/** Orders searched on the server, newest first, with the search's CSV. */
export function OrderList({
  pageNo,
  filter,
  onSearch,
}: {
  pageNo: number;
  filter: OfficeOrderFilter;
  onSearch: (pageNo: number, filter: OfficeOrderFilter) => void;
}) {
  const { t, i18n } = useLingui();
  const query = useOfficeOrders(pageNo, filter);
  const [exporting, setExporting] = useState(false);
  const download = () => {
    setExporting(true);
    exportOrders(filter)
      .catch((e: Error) => showToast(errorText(e)))
      .finally(() => setExporting(false));
  };
  const total = query.data?.total ?? 0;
  return (
    <section className="office-section" aria-labelledby="office-orders-title">
      <div className="office-head">
        <h1 id="office-orders-title">
          <Trans>Orders</Trans>
        </h1>
        <button
          type="button"
          className="roda-button roda-button--secondary office-head__action"
          disabled={exporting || total === 0}
          onClick={download}
        >
          {exporting ? t`Preparing CSV…` : t`Export CSV`}
        </button>
      </div>
      <OrderFilters filter={filter} onFilter={(f) => onSearch(1, f)} />
      {query.isError ? (
        <p className="office-error" role="alert">
          {errorText(query.error)}
        </p>
      ) : query.isPending ? (
        <PageLoading onRetry={() => void query.refetch()} />
      ) : total === 0 ? (
        <EmptyState title={t`No orders found`} description={t`Try another number, phone, plate or date range.`} />
      ) : (
        <>
          <p className="office-count" aria-live="polite">
            {plural(total, { one: '# order', other: '# orders' })}
          </p>
          <table className="office-table office-table--orders">
            <thead>
              <tr>
                <th scope="col">{t`Order`}</th>
                <th scope="col">{t`Customer`}</th>
                <th scope="col">{t({ message: 'Store', context: 'workshop' })}</th>
                <th scope="col">{t`Status`}</th>
                <th scope="col" className="office-num">
                  {t`Paid`}
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data?.list.map((o) => (
                <tr key={o.id}>
                  <td>
                    <OfficeLink to={`orders/${o.id}`} className="office-order-link">
                      <span className="office-product__name">{o.orderNo}</span>
                      <span className="office-product__meta">
                        <time dateTime={o.createdAt}>{formatDateTime(o.createdAt, i18n.locale)}</time>
                        {o.plate && ` · ${o.plate}`}
                      </span>
                    </OfficeLink>
                  </td>
                  <td data-label={t`Customer`}>
                    {o.customerName || '—'}
                    <span className="office-product__meta">{o.customerPhone}</span>
                  </td>
                  <td data-label={t({ message: 'Store', context: 'workshop' })}>{o.storeName ?? t`Mail order`}</td>
                  <td>
                    <span className={`office-badge office-badge--${o.status}`}>{i18n._(statusLabels[o.status])}</span>
                    {o.refundStatus && (
                      <span className="office-product__meta">
                        {t`Refund`}: {i18n._(refundStatusLabels[o.refundStatus])}
                      </span>
                    )}
                  </td>
                  <td className="office-num">{formatRM(o.actualPaySen, i18n.locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager pageNo={pageNo} pageSize={ORDER_PAGE_SIZE} total={total} onPage={(next) => onSearch(next, filter)} />
        </>
      )}
    </section>
  );
}
