import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { formatDate } from '@/shared/lib/format';
import { addDays, malaysiaDateOf } from '@/shared/lib/malaysia-time';
import { confirm } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';
import { Pager } from '../components/pager';
import { CLOSURE_PAGE_SIZE, useAddClosure, useClosures, useRemoveClosure } from './workshops-api';
import { errorText } from '@/shared/lib/api-client';

/** A store's closures from today on, a form to add one (a day or a range) and removal after a confirm. */
export function ClosureList({ storeId }: { storeId: number }) {
  const { t, i18n } = useLingui();
  const [pageNo, setPageNo] = useState(1);
  const today = malaysiaDateOf(new Date());
  const [fromDate, setFrom] = useState(addDays(today, 1));
  const [toDate, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const closures = useClosures(storeId, pageNo);
  const add = useAddClosure();
  const remove = useRemoveClosure();
  const days = (from: string, to: string) =>
    from === to ? formatDate(from, i18n.locale) : `${formatDate(from, i18n.locale)} – ${formatDate(to, i18n.locale)}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    add.mutate(
      { storeId, fromDate, toDate: toDate || fromDate, reason },
      {
        onSuccess: () => {
          showToast(t`Store closed on those days`);
          setReason('');
          setTo('');
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };
  const ask = async (id: number, from: string, to: string) => {
    const ok = await confirm({
      title: t`Open the store again?`,
      content: t`Customers can book appointments on ${days(from, to)} again.`,
      confirmText: t`Remove closure`,
    });
    if (ok) remove.mutate(id, { onSuccess: () => showToast(t`Closure removed`) });
  };

  const list = closures.data?.list ?? [];
  return (
    <section className="office-card" aria-labelledby="workshop-closures-title">
      <h2 id="workshop-closures-title">
        <Trans>Closures</Trans>
      </h2>
      <form className="office-closure-form" onSubmit={submit}>
        <label className="office-field">
          <span>{t`First day`}</span>
          <input
            className="app-input"
            type="date"
            required
            min={today}
            value={fromDate}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className="office-field">
          <span>{t`Last day (optional)`}</span>
          <input
            className="app-input"
            type="date"
            min={fromDate}
            value={toDate}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        <label className="office-field office-closure-form__reason">
          <span>{t`Reason`}</span>
          <input
            className="app-input"
            value={reason}
            maxLength={200}
            placeholder={t`e.g. Deepavali, renovation`}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        <button type="submit" className="roda-button" disabled={add.isPending}>
          <Trans>Close the store</Trans>
        </button>
      </form>
      {error && (
        <p className="office-error" role="alert">
          {error}
        </p>
      )}
      {closures.isPending ? null : list.length === 0 ? (
        <p className="app-muted">{t`No closures ahead: the store follows its weekly hours and public holidays.`}</p>
      ) : (
        <ul className="office-closures">
          {list.map((c) => (
            <li key={c.id} className="office-closures__item">
              <span>
                <strong>{days(c.fromDate, c.toDate)}</strong>
                <span className="office-product__meta">
                  {c.reason} · {c.createdBy}
                </span>
              </span>
              <button
                type="button"
                className="roda-button roda-button--secondary"
                aria-label={t`Remove closure of ${days(c.fromDate, c.toDate)}`}
                onClick={() => void ask(c.id, c.fromDate, c.toDate)}
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      {(closures.data?.total ?? 0) > CLOSURE_PAGE_SIZE && (
        <Pager pageNo={pageNo} pageSize={CLOSURE_PAGE_SIZE} total={closures.data?.total ?? 0} onPage={setPageNo} />
      )}
    </section>
  );
}
