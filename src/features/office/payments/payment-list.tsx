import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import type { OfficePaymentFilter, OfficePaymentRow } from '@/shared/contract/office-payments';
import { useClientState } from '@/shared/lib/client-state';
import { formatDateTime, formatRM } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { Pager } from '../components/pager';
import { OfficeLink } from '../office-router';
import { errorText } from '../orders/orders-api';
import { CopyId } from './copy-id';
import { GatewayBanner } from './gateway-banner';
import { PaymentFilters } from './payment-filters';
import { gatewayName, methodText, paymentStatusLabels } from './payment-labels';
import { PAYMENT_PAGE_SIZE, useFailedRefundCount, useOfficePayments } from './payments-api';
import { RefundPanel } from './refund-panel';
import { SettlementCard } from './settlement-card';

/** Payments searched on the server, newest first; the refunds that need a person; the day's settlement. */
export function PaymentList({
  pageNo,
  filter,
  onSearch,
}: {
  pageNo: number;
  filter: OfficePaymentFilter;
  onSearch: (pageNo: number, filter: OfficePaymentFilter) => void;
}) {
  const { t } = useLingui();
  const isCompany = useClientState((s) => s.userInfo?.role) === 'company';
  const query = useOfficePayments(pageNo, filter);
  const needsPerson = filter.refundStatus === 'failed';
  const total = query.data?.total ?? 0;
  return (
    <section className="office-section" aria-labelledby="office-payments-title">
      <div className="office-head">
        <h1 id="office-payments-title">
          <Trans>Payments</Trans>
        </h1>
      </div>
      <GatewayBanner />
      {isCompany && <SettlementCard />}
      <PaymentTabs needsPerson={needsPerson} />
      <PaymentFilters key={JSON.stringify(filter)} filter={filter} onFilter={(f) => onSearch(1, f)} />
      {query.isError ? (
        <p className="office-error" role="alert">
          {errorText(query.error)}
        </p>
      ) : query.isPending ? (
        <PageLoading onRetry={() => void query.refetch()} />
      ) : total === 0 ? (
        needsPerson ? (
          <EmptyState
            title={t`Nothing needs a person`}
            description={t`Every refund the gateway could not make has been returned another way.`}
          />
        ) : (
          <EmptyState
            title={t`No payments found`}
            description={t`Try other dates, states, an order number or a reference.`}
          />
        )
      ) : (
        <>
          <p className="office-count" aria-live="polite">
            {plural(total, { one: '# payment', other: '# payments' })}
          </p>
          <PaymentTable rows={query.data?.list ?? []} />
          <Pager pageNo={pageNo} pageSize={PAYMENT_PAGE_SIZE} total={total} onPage={(next) => onSearch(next, filter)} />
        </>
      )}
    </section>
  );
}

/** All payments, or the refunds the gateway could not make (with how many). */
function PaymentTabs({ needsPerson }: { needsPerson: boolean }) {
  const { t } = useLingui();
  const failed = useFailedRefundCount();
  const count = failed.data ?? 0;
  const tabs = [
    { key: 'all', search: {}, label: t`All payments`, current: !needsPerson },
    {
      key: 'failed',
      search: { refund: 'failed' },
      label: count > 0 ? t`Needs a person (${count})` : t`Needs a person`,
      current: needsPerson,
    },
  ];
  return (
    <nav className="office-pay-tabs" aria-label={t`Payments`}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to="/office/$"
          params={{ _splat: 'payments' }}
          search={tab.search}
          className={`office-pay-tabs__link${tab.key === 'failed' && count > 0 ? ' office-pay-tabs__link--alert' : ''}`}
          activeOptions={{ exact: true, includeSearch: true }}
          aria-current={tab.current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

function PaymentTable({ rows }: { rows: OfficePaymentRow[] }) {
  const { t } = useLingui();
  return (
    <table className="office-table office-table--payments">
      <thead>
        <tr>
          <th scope="col">{t`Order`}</th>
          <th scope="col">{t`Status`}</th>
          <th scope="col">{t`Method`}</th>
          <th scope="col">{t`References`}</th>
          <th scope="col" className="office-num">
            {t`Amount`}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <Fragment key={p.id}>
            <PaymentRow payment={p} />
            {p.refund && (
              <tr className="office-pay-refund-row">
                <td colSpan={5}>
                  <RefundPanel payment={p} refund={p.refund} />
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}

function PaymentRow({ payment: p }: { payment: OfficePaymentRow }) {
  const { t, i18n } = useLingui();
  const rm = (sen: number | null) => (sen === null ? '–' : formatRM(sen, i18n.locale));
  return (
    <tr
      className={p.refund ? 'office-pay-row office-pay-row--with-refund' : 'office-pay-row'}
      data-testid="office-payment"
    >
      <td>
        <OfficeLink to={`orders/${p.orderId}`} className="office-order-link">
          <span className="office-product__name">{p.orderNo}</span>
          <span className="office-product__meta">
            <time dateTime={p.createdAt}>{formatDateTime(p.createdAt, i18n.locale)}</time>
            {' · '}
            {p.storeName ?? t`Mail order`}
          </span>
          {p.forExtraWork && <span className="office-badge office-badge--extra-work">{t`Extra work`}</span>}
        </OfficeLink>
      </td>
      <td className="office-pay-status">
        <span className={`office-badge office-badge--pay-${p.status}`}>{i18n._(paymentStatusLabels[p.status])}</span>
        {p.paidAt && (
          <span className="office-product__meta">
            {t`Paid`} <time dateTime={p.paidAt}>{formatDateTime(p.paidAt, i18n.locale)}</time>
          </span>
        )}
      </td>
      <td data-label={t`Method`}>
        {methodText(p.method, i18n)}
        <span className="office-product__meta">{gatewayName(p.provider, i18n)}</span>
      </td>
      <td className="office-pay-refs">
        <CopyId label={t`Roda ref.`} value={p.reference} />
        {p.gatewayRef && p.gatewayRef !== p.reference && <CopyId label={t`Checkout`} value={p.gatewayRef} />}
        {p.gatewayPaymentId && <CopyId label={t`Gateway payment`} value={p.gatewayPaymentId} />}
      </td>
      <td className="office-num office-pay-amount">
        <span className="office-pay-amount__total">{formatRM(p.amountSen, i18n.locale)}</span>
        <span className="office-product__meta">
          {t`Fee`} {rm(p.feeSen)}
        </span>
        <span className="office-product__meta">
          {t`Net`} {rm(p.netSen)}
        </span>
      </td>
    </tr>
  );
}
