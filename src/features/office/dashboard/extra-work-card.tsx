import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@/shared/lib/api-client';
import { formatNumber, formatRM } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { errorText } from '../orders/orders-api';
import type { DashboardRange } from './dashboard-api';
import { useExtraWorkSummary } from './extra-work-api';
import { approvalPercent, ExtraWorkTables } from './extra-work-tables';
import './dashboard.css';

/**
 * The dashboard's extra work found on cars (docs/product.md#extra-work): quotes sent, lines approved and the approval
 * rate, and what customers paid for it, in total and per store and technician, over the dashboard's range.
 */
export function ExtraWorkCard({ range }: { range: DashboardRange }) {
  const { t, i18n } = useLingui();
  const query = useExtraWorkSummary(range);
  const data = query.data;
  const n = (value: number) => formatNumber(value, i18n.locale);
  const empty = data && data.totals.quotes === 0 && data.totals.extraRevenueSen === 0;
  return (
    <section
      className="office-card office-xw"
      aria-labelledby="office-xw-title"
      aria-busy={query.isFetching}
      data-testid="extra-work-card"
    >
      <h2 id="office-xw-title">{t`Extra work`}</h2>
      <p className="office-chart__unit">{t`Work found on cars and quoted to their owners; revenue as paid, service tax included`}</p>
      {query.isError ? (
        <div className="office-xw__error" role="alert">
          <p className="office-error">
            {/* the server's own words when it answered; a plain sentence for a network or server failure */}
            {query.error instanceof ApiError ? errorText(query.error) : t`Loading failed, please check your network`}
          </p>
          <button type="button" className="roda-button roda-button--secondary" onClick={() => void query.refetch()}>
            {t`Retry`}
          </button>
        </div>
      ) : !data ? (
        <PageLoading onRetry={() => void query.refetch()} />
      ) : empty ? (
        <EmptyState
          title={t`No extra work in this range`}
          description={t`Quotes appear here once technicians record findings with quoted lines.`}
        />
      ) : (
        <>
          <dl className="office-kpis office-kpis--inner" aria-label={t`Extra work totals`}>
            <div className="office-kpi">
              <dt>{t`Quotes sent`}</dt>
              <dd>
                {n(data.totals.quotes)}
                <span className="office-kpi__note">{t`${n(data.totals.linesQuoted)} lines quoted`}</span>
              </dd>
            </div>
            <div className="office-kpi">
              <dt>{t`Lines approved`}</dt>
              <dd>
                {n(data.totals.linesApproved)}
                <span className="office-kpi__note">{t`${n(data.totals.linesDeclined)} declined`}</span>
              </dd>
            </div>
            <div className="office-kpi">
              <dt>{t`Approval rate`}</dt>
              <dd>
                {approvalPercent(data.totals, i18n.locale) ?? '–'}
                <span className="office-kpi__note">
                  {t`of ${n(data.totals.linesApproved + data.totals.linesDeclined)} lines decided`}
                </span>
              </dd>
            </div>
            <div className="office-kpi">
              <dt>{t`Extra revenue`}</dt>
              <dd>{formatRM(data.totals.extraRevenueSen, i18n.locale)}</dd>
            </div>
          </dl>
          <ExtraWorkTables data={data} />
        </>
      )}
    </section>
  );
}
