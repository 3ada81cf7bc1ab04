import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { formatNumber, formatRM } from '@/shared/lib/format';
import { malaysiaDateOf } from '@/shared/lib/malaysia-time';
import { errorText } from '../orders/orders-api';
import { saveSettlement, useSettlement } from './payments-api';

/** The company's daily settlement: a Malaysian day, its totals, its CSV for the books. */
export function SettlementCard() {
  const { t, i18n } = useLingui();
  const [date, setDate] = useState(() => malaysiaDateOf(new Date()));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const query = useSettlement(date, valid);
  const dateId = useId();
  const rm = (sen: number) => formatRM(sen, i18n.locale);
  const totals = query.data?.totals;
  return (
    <section className="office-card office-pay-settlement" aria-labelledby="office-settlement-title">
      <h2 id="office-settlement-title">
        <Trans>Daily settlement</Trans>
      </h2>
      <p className="office-pay-settlement__intro">
        {t`Every payment taken and every refund made on one day, Malaysia time, as CSV for the books.`}
      </p>
      <div className="office-pay-settlement__row">
        <label className="office-field" htmlFor={dateId}>
          <span>{t`Day`}</span>
          <input id={dateId} className="app-input" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <button
          type="button"
          className="roda-button roda-button--secondary office-pay-settlement__download"
          disabled={!query.data}
          onClick={() => query.data && saveSettlement(query.data)}
        >
          <Trans>Download settlement (CSV)</Trans>
        </button>
      </div>
      {query.isError ? (
        <p className="office-error" role="alert">
          {errorText(query.error)}
        </p>
      ) : totals ? (
        <dl className="office-pay-totals" aria-live="polite">
          <div>
            <dt>{t`Paid`}</dt>
            <dd>{rm(totals.paidSen)}</dd>
          </div>
          <div>
            <dt>{t`Gateway fees`}</dt>
            <dd>{rm(totals.feeSen)}</dd>
          </div>
          <div>
            <dt>{t`Refunded`}</dt>
            <dd>{rm(totals.refundedSen)}</dd>
          </div>
          <div>
            <dt>{t`Net`}</dt>
            <dd>{rm(totals.netSen)}</dd>
          </div>
          <div>
            <dt>{t`Lines`}</dt>
            <dd>{formatNumber(totals.count, i18n.locale)}</dd>
          </div>
        </dl>
      ) : (
        valid && <p className="office-count">{t`Adding up the day…`}</p>
      )}
    </section>
  );
}
