import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useStoreList } from '@/shared/api/get-store-list';
import { useClientState } from '@/shared/lib/client-state';
import { formatNumber, formatRM } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { errorText } from '../orders/orders-api';
import { useDashboard, type DashboardRange } from './dashboard-api';
import { ExtraWorkCard } from './extra-work-card';
import { OrdersChart } from './orders-chart';
import { SlotUse } from './slot-use';
import { TopProductsChart } from './top-products-chart';
import { UploadLagChart, useDuration } from './upload-lag-chart';

/** The office's landing page: how the business did over a range of days, at a glance. */
export function DashboardView({ range, onRange }: { range: DashboardRange; onRange: (r: DashboardRange) => void }) {
  const { t, i18n } = useLingui();
  const query = useDashboard(range);
  const duration = useDuration();
  const data = query.data;
  const empty =
    data && data.totals.orders === 0 && data.uploadLag.count === 0 && data.slotUse.every((s) => s.booked === 0);
  return (
    <section className="office-section" aria-labelledby="office-dashboard-title">
      <div className="office-head">
        <h1 id="office-dashboard-title">
          <Trans>Dashboard</Trans>
        </h1>
      </div>
      <RangeForm
        key={`${data?.from ?? ''}${data?.to ?? ''}`}
        range={{ ...range, from: range.from ?? data?.from, to: range.to ?? data?.to }}
        onRange={onRange}
      />
      {query.isError ? (
        <p className="office-error" role="alert">
          {errorText(query.error)}
        </p>
      ) : !data ? (
        <PageLoading onRetry={() => void query.refetch()} />
      ) : empty ? (
        <EmptyState
          title={t`No data in this range`}
          description={t`Choose other dates, or come back once orders come in.`}
        />
      ) : (
        <>
          <dl className="office-kpis" aria-label={t`Totals`}>
            <div className="office-kpi">
              <dt>{t`Orders paid`}</dt>
              <dd>{formatNumber(data.totals.orders, i18n.locale)}</dd>
            </div>
            <div className="office-kpi">
              <dt>{t`Revenue`}</dt>
              <dd>{formatRM(data.totals.revenueSen, i18n.locale)}</dd>
            </div>
            <div className="office-kpi">
              <dt>{t`Refund rate`}</dt>
              <dd>
                {formatNumber(Math.round(data.totals.refundRate * 1000) / 10, i18n.locale)}%
                <span className="office-kpi__note">
                  {t`${data.totals.refunded} refunded · ${data.totals.refundRequested} asked`}
                </span>
              </dd>
            </div>
            <div className="office-kpi">
              <dt>{t`Median photo lag`}</dt>
              <dd>{duration(data.uploadLag.medianSeconds)}</dd>
            </div>
          </dl>
          <div className="office-charts">
            <OrdersChart days={data.days} />
            <TopProductsChart products={data.topProducts} />
            <UploadLagChart lag={data.uploadLag} />
          </div>
          <SlotUse slots={data.slotUse} />
        </>
      )}
      {/* its own figures, over the same range: a range without orders paid may still hold extra work */}
      {data && !query.isError && <ExtraWorkCard range={range} />}
    </section>
  );
}

function RangeForm({ range, onRange }: { range: DashboardRange; onRange: (r: DashboardRange) => void }) {
  const { t } = useLingui();
  const isCompany = useClientState((s) => s.userInfo?.role) === 'company';
  const stores = useStoreList({}, isCompany);
  const [draft, setDraft] = useState(range);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRange(draft);
  };
  return (
    <form className="office-filters office-filters--range" onSubmit={submit} aria-label={t`Date range`}>
      <label className="office-field">
        <span>{t`From date`}</span>
        <input
          className="app-input"
          type="date"
          value={draft.from ?? ''}
          onChange={(e) => setDraft({ ...draft, from: e.target.value || undefined })}
        />
      </label>
      <label className="office-field">
        <span>{t`To date`}</span>
        <input
          className="app-input"
          type="date"
          value={draft.to ?? ''}
          onChange={(e) => setDraft({ ...draft, to: e.target.value || undefined })}
        />
      </label>
      {isCompany && (
        <label className="office-field">
          <span>{t({ message: 'Store', context: 'workshop' })}</span>
          <select
            className="app-input"
            value={draft.storeId ?? ''}
            onChange={(e) => setDraft({ ...draft, storeId: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{t`All stores`}</option>
            {stores.data?.list.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="submit" className="roda-button roda-button--secondary office-filters__go">
        <Trans>Show</Trans>
      </button>
    </form>
  );
}
