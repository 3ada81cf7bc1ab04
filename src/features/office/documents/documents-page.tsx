import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { EinvoiceFilter } from './documents-api';
import { EinvoiceList } from './einvoice-list';
import { MonthList } from './month-list';
import { ReceiptSearch } from './receipt-search';

export const documentTabs = ['einvoices', 'months', 'receipts'] as const;
export type DocumentTab = (typeof documentTabs)[number];

/** The tax documents: the company's three tabs, a manager's receipts alone. */
export function DocumentsPage({
  tab,
  withEinvoices,
  einvoices,
  receipt,
  onEinvoices,
  onReceipt,
}: {
  tab: DocumentTab;
  withEinvoices: boolean;
  einvoices: { pageNo: number; filter: EinvoiceFilter };
  receipt: string;
  onEinvoices: (pageNo: number, filter: EinvoiceFilter) => void;
  onReceipt: (q: string) => void;
}) {
  const { t } = useLingui();
  const tabs: { key: DocumentTab; label: string }[] = [
    { key: 'einvoices', label: t`E-invoices` },
    { key: 'months', label: t`Months` },
    { key: 'receipts', label: t`Receipts` },
  ];
  return (
    <section className="office-section" aria-labelledby="office-documents-title">
      <div className="office-head">
        <h1 id="office-documents-title">{withEinvoices ? <Trans>Tax documents</Trans> : <Trans>Receipts</Trans>}</h1>
      </div>
      {withEinvoices && (
        <nav className="office-pay-tabs" aria-label={t`Tax documents`}>
          {tabs.map((item) => (
            <Link
              key={item.key}
              to="/office/$"
              params={{ _splat: 'documents' }}
              search={item.key === 'einvoices' ? {} : { tab: item.key }}
              className="office-pay-tabs__link"
              activeOptions={{ exact: true, includeSearch: true }}
              aria-current={item.key === tab ? 'page' : undefined}
            >
              {item.label}
            </Link>
          ))}
        </nav>
      )}
      {tab === 'einvoices' && withEinvoices && (
        <EinvoiceList pageNo={einvoices.pageNo} filter={einvoices.filter} onSearch={onEinvoices} />
      )}
      {tab === 'months' && withEinvoices && <MonthList />}
      {tab === 'receipts' && <ReceiptSearch key={receipt} q={receipt} onSearch={onReceipt} />}
    </section>
  );
}
