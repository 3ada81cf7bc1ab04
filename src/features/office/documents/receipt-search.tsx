import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { OfficeReceiptRow } from '@/shared/contract/office-documents';
import { formatDateTime, formatRM } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { confirm } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';
import { OfficeLink } from '../office-router';
import { errorText } from '../orders/orders-api';
import { DocField } from './doc-field';
import { receiptKindLabels } from './document-labels';
import { useDownloadReceipt, useReceiptSearch, useResendReceipt } from './documents-api';
import { EinvoiceBadge } from './einvoice-badge';

/** Receipts and refund documents by their number or their order's: the PDF, and sending it to the customer again. */
export function ReceiptSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(q);
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const query = useReceiptSearch(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (value.length < 2) {
      setError(t`Enter a receipt or order number`);
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    onSearch(value);
  };
  const list = query.data?.list ?? [];
  const count = list.length;
  return (
    <>
      <form className="office-filters office-filters--receipts" role="search" noValidate onSubmit={submit}>
        <DocField
          id={id}
          label={t`Receipt or order number`}
          hint={t`The whole number or its beginning, e.g. RC-000123 or the order number.`}
          error={error}
        >
          {(control) => (
            <input
              {...control}
              className="app-input"
              type="search"
              maxLength={40}
              value={draft}
              onChange={(e) => {
                setDraft(e.target.value);
                setError(undefined);
              }}
            />
          )}
        </DocField>
        <button type="submit" className="roda-button roda-button--secondary office-filters__go">
          <Trans>Search</Trans>
        </button>
      </form>
      {q.length < 2 ? (
        <EmptyState
          title={t`Find a receipt`}
          description={t`Search by receipt or order number to open its PDF or send it to the customer again.`}
        />
      ) : query.isError ? (
        <p className="office-error" role="alert">
          {errorText(query.error)}
        </p>
      ) : query.isPending ? (
        <PageLoading onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={t`No receipts found`} description={t`Check the number, or try the order number.`} />
      ) : (
        <>
          <p className="office-count" aria-live="polite">
            {plural(count, { one: '# document', other: '# documents' })}
          </p>
          <table className="office-table office-table--receipts">
            <thead>
              <tr>
                <th scope="col">{t`Number`}</th>
                <th scope="col">{t`Order and customer`}</th>
                <th scope="col" className="office-num">
                  {t`Total`}
                </th>
                <th scope="col">{t`E-invoice`}</th>
                <th scope="col">{t`Actions`}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <ReceiptRow key={r.id} receipt={r} />
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}

function ReceiptRow({ receipt: r }: { receipt: OfficeReceiptRow }) {
  const { t, i18n } = useLingui();
  const download = useDownloadReceipt();
  const resend = useResendReceipt();
  const [error, setError] = useState<string | null>(null);
  const number = r.number;
  const pdf = (lang: 'en' | 'ms') => {
    setError(null);
    download.mutate(
      { id: r.id, number, lang },
      {
        onError: (e) => {
          const reason = errorText(e);
          setError(t`The PDF could not be downloaded: ${reason}`);
        },
      },
    );
  };
  const sendAgain = async () => {
    const customer = r.customerName;
    const orderNo = r.orderNo;
    const ok = await confirm({
      title: t`Send ${number} to the customer again?`,
      content: t`${customer} gets a message in the app, with a notice on their phone, to open the receipt of order ${orderNo}.`,
      confirmText: t`Send to customer`,
      cancelText: t`Cancel`,
    });
    if (!ok) return;
    setError(null);
    resend.mutate(r.id, {
      onSuccess: () => showToast(t`${number} sent to ${customer}`),
      onError: (e) => setError(errorText(e)),
    });
  };
  return (
    <tr data-testid="office-receipt">
      <td>
        <span className="office-product__name">{r.number}</span>
        <span className="office-product__meta">
          {i18n._(receiptKindLabels[r.kind])} ·{' '}
          <time dateTime={r.issuedAt}>{formatDateTime(r.issuedAt, i18n.locale)}</time>
        </span>
      </td>
      <td>
        <OfficeLink to={`orders/${r.orderId}`} className="office-order-link">
          <span className="office-product__name">{r.orderNo}</span>
          <span className="office-product__meta">{r.customerName}</span>
        </OfficeLink>
      </td>
      <td className="office-num">{formatRM(r.totalSen, i18n.locale)}</td>
      <td>
        {r.einvoiceState ? (
          <EinvoiceBadge state={r.einvoiceState} />
        ) : (
          <span className="app-muted">{t`Not in an e-invoice yet`}</span>
        )}
      </td>
      <td className="office-doc-receipt-actions">
        <span className="office-doc-pdf" role="group" aria-label={t`Open PDF of ${number}`}>
          <span className="office-doc-pdf__label">{t`Open PDF`}</span>
          <button
            type="button"
            className="office-doc-pdf__lang"
            disabled={download.isPending}
            aria-label={t`Open PDF of ${number} in English`}
            onClick={() => pdf('en')}
          >
            {t`English`}
          </button>
          <button
            type="button"
            className="office-doc-pdf__lang"
            disabled={download.isPending}
            aria-label={t`Open PDF of ${number} in Malay`}
            onClick={() => pdf('ms')}
          >
            {t`Malay`}
          </button>
        </span>
        <button
          type="button"
          className="roda-button roda-button--secondary office-doc-resend"
          disabled={resend.isPending}
          onClick={() => void sendAgain()}
        >
          {resend.isPending ? t`Sending…` : t`Send to customer again`}
        </button>
        {error && (
          <p className="office-error" role="alert">
            {error}
          </p>
        )}
      </td>
    </tr>
  );
}
