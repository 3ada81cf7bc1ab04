import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Fragment, useState } from 'react';
import type { OfficeEinvoiceRow } from '@/shared/contract/office-documents';
import { formatDateTime, formatMonth, formatRM } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { Pager } from '../components/pager';
import { errorText } from '../orders/orders-api';
import { einvoiceKindLabels } from './document-labels';
import { EINVOICE_PAGE_SIZE, useEinvoices, type EinvoiceFilter } from './documents-api';
import { EinvoiceBadge, MyInvoisLink } from './einvoice-badge';
import { EinvoiceDetail } from './einvoice-detail';
import { EinvoiceFilters } from './einvoice-filters';

/** E-invoices searched on the server, newest first; each opens to LHDN's answer and what can be done. */
export function EinvoiceList({
  pageNo,
  filter,
  onSearch,
}: {
  pageNo: number;
  filter: EinvoiceFilter;
  onSearch: (pageNo: number, filter: EinvoiceFilter) => void;
}) {
  const { t } = useLingui();
  const query = useEinvoices(pageNo, filter);
  const total = query.data?.total ?? 0;
  const searched = filter.state !== undefined || filter.kind !== undefined || filter.q !== undefined;
  return (
    <>
      <EinvoiceFilters key={JSON.stringify(filter)} filter={filter} onFilter={(f) => onSearch(1, f)} />
      {query.isError ? (
        <p className="office-error" role="alert">
          {errorText(query.error)}
        </p>
      ) : query.isPending ? (
        <PageLoading onRetry={() => void query.refetch()} />
      ) : total === 0 ? (
        searched ? (
          <EmptyState title={t`No e-invoices found`} description={t`Try another status, kind or number.`} />
        ) : (
          <EmptyState
            title={t`No e-invoices yet`}
            description={t`A customer’s e-invoice appears here when they ask for one; each month’s consolidated e-invoice once the month has ended.`}
          />
        )
      ) : (
        <>
          <p className="office-count" aria-live="polite">
            {plural(total, { one: '# e-invoice', other: '# e-invoices' })}
          </p>
          <EinvoiceTable rows={query.data?.list ?? []} />
          <Pager
            pageNo={pageNo}
            pageSize={EINVOICE_PAGE_SIZE}
            total={total}
            onPage={(next) => onSearch(next, filter)}
          />
        </>
      )}
    </>
  );
}

function EinvoiceTable({ rows }: { rows: OfficeEinvoiceRow[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <table className="office-table office-table--einvoices">
      <thead>
        <tr>
          <th scope="col">{t`Code number`}</th>
          <th scope="col">{t`Kind`}</th>
          <th scope="col">{t`Order / receipt`}</th>
          <th scope="col">{t`Buyer`}</th>
          <th scope="col" className="office-num">
            {t`Total`}
          </th>
          <th scope="col">{t`Status`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Fragment key={row.id}>
            <EinvoiceRow row={row} open={open === row.id} onToggle={() => setOpen(open === row.id ? null : row.id)} />
            {open === row.id && (
              <tr className="office-doc-detail-row" id={`einvoice-detail-${row.id}`}>
                <td colSpan={6}>
                  <EinvoiceDetail row={row} />
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}

function EinvoiceRow({ row, open, onToggle }: { row: OfficeEinvoiceRow; open: boolean; onToggle: () => void }) {
  const { t, i18n } = useLingui();
  const needsAction = row.state === 'invalid' || row.lastError !== null;
  return (
    <tr className={open ? 'office-doc-row office-doc-row--open' : 'office-doc-row'} data-testid="office-einvoice">
      <td>
        <button
          type="button"
          className="office-doc-toggle"
          aria-expanded={open}
          aria-controls={open ? `einvoice-detail-${row.id}` : undefined}
          onClick={onToggle}
        >
          <span className="office-doc-toggle__chevron" aria-hidden="true" />
          <span className="office-product__name">{row.codeNumber}</span>
        </button>
        <span className="office-product__meta">
          <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, i18n.locale)}</time>
        </span>
      </td>
      <td>{i18n._(einvoiceKindLabels[row.kind])}</td>
      <td>
        {row.orderNo ?? (row.month ? formatMonth(row.month, i18n.locale) : '–')}
        {row.receiptNumber && <span className="office-product__meta">{row.receiptNumber}</span>}
      </td>
      <td>{row.buyerName ?? <span className="app-muted">{t`General public`}</span>}</td>
      <td className="office-num">{formatRM(row.totalSen, i18n.locale)}</td>
      <td>
        <div className="office-doc-state">
          <EinvoiceBadge state={row.state} />
          {row.state === 'valid' && row.validationUrl && <MyInvoisLink url={row.validationUrl} code={row.codeNumber} />}
          {needsAction && !open && <span className="office-doc-state__hint">{t`Needs a look`}</span>}
        </div>
      </td>
    </tr>
  );
}
