import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ReceiptSummary } from '@/shared/contract/documents';
import { DownloadError } from '@/shared/lib/download-file';
import { formatDateTime, formatRM } from '@/shared/lib/format';
import { useDownloadReceipt, type ReceiptLanguage } from '../api/download-receipt';
import '../documents.css';

/** One receipt or refund document: its number, date and total, and its PDF in the chosen language. */
export function ReceiptItem({ receipt, language }: { receipt: ReceiptSummary; language: ReceiptLanguage }) {
  const { t, i18n } = useLingui();
  const ids = { title: useId(), error: useId() };
  const download = useDownloadReceipt();
  const error = download.error;
  // the server's words when it refused (no such receipt, session over); else most likely the network
  const reason =
    error instanceof DownloadError && error.serverMessage
      ? error.serverMessage
      : t`Check your connection and try again.`;
  return (
    <li className="documents-item">
      <div className="documents-item__text">
        <p id={ids.title} className="documents-item__title">
          {receipt.kind === 'receipt' ? t`Receipt` : t`Refund document`} <span>{receipt.number}</span>
        </p>
        <p className="app-muted">{formatDateTime(receipt.issuedAt, i18n.locale)}</p>
      </div>
      <p className="documents-item__total">{formatRM(receipt.totalSen, i18n.locale)}</p>
      <button
        type="button"
        className="roda-button roda-button--secondary documents-item__download"
        disabled={download.isPending}
        aria-busy={download.isPending || undefined}
        aria-describedby={error ? `${ids.title} ${ids.error}` : ids.title}
        onClick={() => download.mutate({ id: receipt.id, lang: language })}
      >
        {download.isPending ? (
          <>
            <span className="roda-spinner documents-spinner" aria-hidden="true" />
            {t`Preparing the PDF…`}
          </>
        ) : (
          t`Download PDF`
        )}
      </button>
      {error && (
        <p id={ids.error} role="alert" className="app-error documents-item__error">
          {t`The PDF could not be downloaded.`} {reason}
        </p>
      )}
    </li>
  );
}
