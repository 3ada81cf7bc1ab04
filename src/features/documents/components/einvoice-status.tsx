import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderDocuments, OrderEinvoice } from '@/shared/contract/documents';
import { formatDateTime } from '@/shared/lib/format';
import { einvoiceStateLabels } from '../labels';
import '../documents.css';

interface EInvoiceStatusProps {
  documents: OrderDocuments;
  /** Opens the request form; offered while the customer may still ask for their own e-invoice. */
  onRequest: () => void;
}

/** Where the order's e-invoice stands, or how the customer may ask for one in their own name. */
export function EInvoiceStatus({ documents, onRequest }: EInvoiceStatusProps) {
  const { t, i18n } = useLingui();
  const { einvoice, einvoiceRequestUntil } = documents;
  const deadline = einvoiceRequestUntil ? formatDateTime(einvoiceRequestUntil, i18n.locale) : '';
  return (
    <div className="documents-einvoice">
      <h3 className="documents-einvoice__title">{t`E-invoice`}</h3>
      {einvoice ? (
        <EInvoiceFacts einvoice={einvoice} />
      ) : einvoiceRequestUntil ? (
        <>
          <p>
            <Trans>
              Need an e-invoice in your own or your company’s name? Request it by <strong>{deadline}</strong> (Malaysia
              time).
            </Trans>
          </p>
          <button type="button" className="roda-button documents-einvoice__request" onClick={onRequest}>
            {t`Request an e-invoice`}
          </button>
        </>
      ) : (
        // the month it was paid in is over: the sale goes into that month's consolidated e-invoice
        <p className="app-muted">{t`This sale goes into the monthly consolidated e-invoice.`}</p>
      )}
    </div>
  );
}

function EInvoiceFacts({ einvoice }: { einvoice: OrderEinvoice }) {
  const { t, i18n } = useLingui();
  const buyer = einvoice.buyerName ?? '';
  return (
    <>
      {einvoice.kind === 'consolidated' ? (
        <p>{t`Included in the monthly consolidated e-invoice`}</p>
      ) : (
        <>
          <p className="documents-state" data-state={einvoice.state}>
            {i18n._(einvoiceStateLabels[einvoice.state])}
          </p>
          {buyer && <p>{t`In the name of ${buyer}`}</p>}
        </>
      )}
      <p className="app-muted documents-einvoice__code">{einvoice.codeNumber}</p>
      {einvoice.state === 'valid' && einvoice.validationUrl && (
        <a className="app-link" href={einvoice.validationUrl} target="_blank" rel="noopener noreferrer">
          {t`View on MyInvois`}
          <span className="roda-sr-only"> {t`(opens in a new tab)`}</span>
        </a>
      )}
    </>
  );
}
