import { useClientState } from '@/shared/lib/client-state';
import { can } from '@/shared/contract/work-order-flow';
import { oneOf, optionalId, optionalText, parseSearch, searchSchema } from '@/shared/lib/search-params';
import { einvoiceKindList, einvoiceStateList } from '../documents/document-labels';
import { DocumentsPage, documentTabs } from '../documents/documents-page';
import { useOfficeNavigate, type OfficeSectionProps } from '../office-router';

const documentsSearch = searchSchema({
  tab: oneOf(documentTabs),
  page: optionalId,
  state: oneOf(einvoiceStateList),
  kind: oneOf(einvoiceKindList),
  q: optionalText,
  receipt: optionalText,
});

/**
 * /office/documents: e-invoices, each month's consolidation and receipts (the company), or the
 * store's receipts (a manager); the tab and each search in the address.
 */
export default function DocumentsSection({ search }: OfficeSectionProps) {
  const { tab, page, state, kind, q, receipt } = parseSearch(documentsSearch, search);
  const role = useClientState((s) => s.userInfo?.role);
  const go = useOfficeNavigate();
  const einvoices = role !== undefined && can(role, 'officeEinvoiceView');
  const open = einvoices ? (tab ?? 'einvoices') : 'receipts';
  return (
    <DocumentsPage
      tab={open}
      withEinvoices={einvoices}
      einvoices={{ pageNo: page ?? 1, filter: { state, kind, q } }}
      receipt={receipt ?? ''}
      onEinvoices={(pageNo, f) => go('documents', { page: pageNo > 1 ? pageNo : undefined, ...f })}
      onReceipt={(value) => go('documents', { tab: 'receipts', receipt: value || undefined })}
    />
  );
}
