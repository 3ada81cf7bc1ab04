import { useLingui } from '@lingui/react/macro';
import type { EInvoiceState } from '@/shared/contract/documents';
import { einvoiceStateLabels } from './document-labels';

/** An e-invoice's state in words, coloured by what it asks of the reader. */
export function EinvoiceBadge({ state }: { state: EInvoiceState }) {
  const { i18n } = useLingui();
  return <span className={`office-badge office-badge--einvoice-${state}`}>{i18n._(einvoiceStateLabels[state])}</span>;
}

/** LHDN's public page of a valid e-invoice, opened in a new tab. */
export function MyInvoisLink({ url, code }: { url: string; code: string }) {
  const { t } = useLingui();
  return (
    <a
      className="office-doc-myinvois"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t`${code} on MyInvois (opens a new tab)`}
    >
      MyInvois
    </a>
  );
}
