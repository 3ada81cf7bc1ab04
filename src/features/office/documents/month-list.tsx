import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OfficeEinvoiceMonth } from '@/shared/contract/office-documents';
import { formatDate, formatMonth, formatNumber, formatRM } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { confirm } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';
import { errorText } from '../orders/orders-api';
import { dueDayOf, monthEnded } from './document-labels';
import { useConsolidateMonth, useEinvoiceMonths } from './documents-api';
import { EinvoiceBadge } from './einvoice-badge';

/**
 * The last twelve months: their receipts, what covers them, and the consolidated e-invoice LHDN
 * wants within seven days after each month; one can be built now instead of waiting for the job.
 */
export function MonthList() {
  const { t } = useLingui();
  const query = useEinvoiceMonths();
  if (query.isError)
    return (
      <p className="office-error" role="alert">
        {errorText(query.error)}
      </p>
    );
  if (query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  const months = query.data.list;
  if (months.length === 0)
    return (
      <EmptyState
        title={t`No receipts in the last twelve months`}
        description={t`Each month with receipts appears here with its consolidated e-invoice.`}
      />
    );
  return (
    <>
      <p className="office-doc-intro">
        {t`Receipts no customer asked an e-invoice for go into the month’s consolidated e-invoice, due at LHDN within seven days after the month ends. It is built by itself; build it now if you do not want to wait.`}
      </p>
      <table className="office-table office-table--months">
        <thead>
          <tr>
            <th scope="col">{t`Month`}</th>
            <th scope="col" className="office-num">
              {t`Receipts`}
            </th>
            <th scope="col" className="office-num">
              {t`Own e-invoices`}
            </th>
            <th scope="col" className="office-num">
              {t`Not yet covered`}
            </th>
            <th scope="col">{t`Consolidated e-invoice`}</th>
            <th scope="col">{t`Due by`}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <MonthRow key={m.month} month={m} />
          ))}
        </tbody>
      </table>
    </>
  );
}

function MonthRow({ month: m }: { month: OfficeEinvoiceMonth }) {
  const { t, i18n } = useLingui();
  const consolidate = useConsolidateMonth();
  const [error, setError] = useState<string | null>(null);
  const now = new Date();
  const name = formatMonth(m.month, i18n.locale);
  const dueDay = dueDayOf(m.dueBy);
  const ended = monthEnded(m.month, now);
  const late = m.uncovered > 0 && Date.parse(m.dueBy) <= now.getTime();
  const build = async () => {
    const count = m.uncovered;
    const ok = await confirm({
      title: t`Consolidate ${name} now?`,
      content: plural(count, {
        one: 'The # receipt no e-invoice covers yet goes into a consolidated e-invoice, sent to LHDN within minutes.',
        other: 'The # receipts no e-invoice covers yet go into a consolidated e-invoice, sent to LHDN within minutes.',
      }),
      confirmText: t`Consolidate now`,
      cancelText: t`Cancel`,
    });
    if (!ok) return;
    setError(null);
    consolidate.mutate(m.month, {
      onSuccess: () => showToast(t`${name} consolidated: it is sent to LHDN within minutes`),
      onError: (e) => setError(errorText(e)),
    });
  };
  return (
    <tr data-testid="office-einvoice-month">
      <th scope="row" className="office-doc-month">
        {name}
      </th>
      <td className="office-num" data-phone-label={t`Receipts`}>
        {formatNumber(m.receipts, i18n.locale)}
        <span className="office-product__meta">{formatRM(m.receiptsTotalSen, i18n.locale)}</span>
      </td>
      <td className="office-num" data-phone-label={t`Own e-invoices`}>
        {formatNumber(m.ownInvoices, i18n.locale)}
      </td>
      <td
        className={m.uncovered > 0 ? 'office-num office-doc-uncovered' : 'office-num'}
        data-phone-label={t`Not yet covered`}
      >
        {formatNumber(m.uncovered, i18n.locale)}
      </td>
      <td className="office-doc-consolidated" data-phone-label={t`Consolidated e-invoice`}>
        {m.documents.length === 0 ? (
          <span className="app-muted">{ended ? t`None yet` : t`After the month ends`}</span>
        ) : (
          <ul className="office-doc-month-docs">
            {m.documents.map((d) => (
              <li key={d.id}>
                <span className="office-doc-month-docs__code">{d.codeNumber}</span> <EinvoiceBadge state={d.state} />{' '}
                <span className="office-product__meta">{formatRM(d.totalSen, i18n.locale)}</span>
              </li>
            ))}
          </ul>
        )}
        {ended && m.uncovered > 0 && (
          <button
            type="button"
            className="roda-button roda-button--secondary office-doc-consolidate"
            disabled={consolidate.isPending}
            onClick={() => void build()}
          >
            {consolidate.isPending ? t`Consolidating…` : t`Consolidate now`}
          </button>
        )}
        {error && (
          <p className="office-error" role="alert">
            {error}
          </p>
        )}
      </td>
      <td className={late ? 'office-doc-due office-doc-due--late' : 'office-doc-due'} data-phone-label={t`Due by`}>
        <time dateTime={dueDay}>{formatDate(dueDay, i18n.locale)}</time>
        {late && <span className="office-doc-due__late">{t`Overdue`}</span>}
      </td>
    </tr>
  );
}
