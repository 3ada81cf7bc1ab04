import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useOrderDocuments } from '../api/get-order-documents';
import type { ReceiptLanguage } from '../api/download-receipt';
import { EInvoiceRequestSheet, type BuyerPrefill } from './einvoice-request-sheet';
import { EInvoiceStatus } from './einvoice-status';
import { ReceiptItem } from './receipt-item';
import '../documents.css';

export type { BuyerPrefill };

/** Each printable language named in itself, so a reader finds their own. */
const receiptLanguages: readonly { lang: ReceiptLanguage; name: string }[] = [
  { lang: 'en', name: 'English' },
  { lang: 'ms', name: 'Bahasa Melayu' },
];

interface OrderDocumentsPanelProps {
  orderId: number;
  /** The order's own name and email, which the e-invoice request starts from. */
  buyer: BuyerPrefill;
}

/**
 * The order's receipts and refund documents (each as a PDF) and its e-invoice, for the order's
 * details and the payment's result. An order without documents (not paid) shows nothing at all.
 */
export function OrderDocumentsPanel({ orderId, buyer }: OrderDocumentsPanelProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const languageId = useId();
  const documents = useOrderDocuments(orderId);
  // receipts are printed in English or Malay: Malay readers get Malay, everyone else English
  const [chosenLanguage, setChosenLanguage] = useState<ReceiptLanguage | null>(null);
  const language = chosenLanguage ?? (i18n.locale === 'ms' ? 'ms' : 'en');
  const [requesting, setRequesting] = useState(false);
  const [requested, setRequested] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);

  // the request button the sheet would hand the focus back to is gone once an e-invoice exists:
  // the focus goes to the confirmation instead, as soon as the sheet's dialog has closed
  useEffect(() => {
    if (!requested || requesting) return;
    const focusWhenClosed = () => {
      if (document.querySelector('dialog[open]')) return false;
      confirmation.current?.focus();
      return true;
    };
    if (focusWhenClosed()) return;
    const watch = new MutationObserver(() => {
      if (focusWhenClosed()) watch.disconnect();
    });
    watch.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });
    return () => watch.disconnect();
  }, [requested, requesting]);

  if (documents.isError && !documents.data) {
    return (
      <section className="documents" aria-labelledby={headingId}>
        <h2 id={headingId}>{t`Receipts and e-invoice`}</h2>
        <p className="app-error">{t`Your receipts could not be loaded.`}</p>
        <button type="button" className="app-link documents__retry" onClick={() => void documents.refetch()}>
          {t`Try again`}
        </button>
      </section>
    );
  }
  if (!documents.data || documents.data.receipts.length === 0) return null;

  return (
    <section className="documents" aria-labelledby={headingId}>
      <h2 id={headingId}>{t`Receipts and e-invoice`}</h2>
      <div className="documents-lang" role="group" aria-labelledby={languageId}>
        <span id={languageId} className="documents-lang__label">
          {t`PDF language`}
        </span>
        <span className="documents-lang__options">
          {receiptLanguages.map(({ lang, name }) => (
            <button
              key={lang}
              type="button"
              lang={lang}
              className="documents-lang__option"
              aria-pressed={language === lang}
              onClick={() => setChosenLanguage(lang)}
            >
              {name}
            </button>
          ))}
        </span>
      </div>
      <ul className="documents__list">
        {documents.data.receipts.map((receipt) => (
          <ReceiptItem key={receipt.id} receipt={receipt} language={language} />
        ))}
      </ul>
      <EInvoiceStatus documents={documents.data} onRequest={() => setRequesting(true)} />
      <div role="status">
        {requested && (
          <p ref={confirmation} tabIndex={-1} className="documents-confirm">
            {t`Thank you: your request is in. We send the e-invoice to LHDN and show its state here.`}
          </p>
        )}
      </div>
      <EInvoiceRequestSheet
        orderId={orderId}
        buyer={buyer}
        open={requesting}
        onClose={() => setRequesting(false)}
        onDone={() => {
          setRequesting(false);
          setRequested(true);
        }}
      />
    </section>
  );
}
