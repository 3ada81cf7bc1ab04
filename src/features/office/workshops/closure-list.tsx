import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { ResultCode } from '@/shared/contract/codes';
import { formatDate } from '@/shared/lib/format';
import { addDays, malaysiaDateOf } from '@/shared/lib/malaysia-time';
import { confirm } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';
import { Pager } from '../components/pager';
import { focusControl } from '../documents/doc-field';
import { CLOSURE_PAGE_SIZE, closureBookings, useAddClosure, useClosures, useRemoveClosure } from './workshops-api';
import { ApiError, errorText } from '@/shared/lib/api-client';

/** The bookings the server names when it refuses a closure (its data beside the message). */
const bookingsOf = (e: Error) => {
  const data = e instanceof ApiError && e.code === ResultCode.conflict ? e.data : null;
  const { booked, firstDate } = (data ?? {}) as { booked?: unknown; firstDate?: unknown };
  return typeof booked === 'number' && typeof firstDate === 'string' ? { booked, firstDate } : null;
};

/**
 * A store's closures from today on, a form to add one (a day or a range) and removal after a confirm.
 * Before closing, the server is asked what is booked on those days: with bookings the confirmation
 * says they must be moved first and offers no way to close; the add checks again under the lock.
 */
export function ClosureList({ storeId, storeName }: { storeId: number; storeName: string }) {
  const { t, i18n } = useLingui();
  const base = useId();
  const [checking, setChecking] = useState(false);
  const [dateError, setDateError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
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

  /** The bookings on the days asked, said readably: how many, and the first day when there are several. */
  const bookedText = (booked: number, firstDate: string, from: string, to: string) => {
    const first = formatDate(firstDate, i18n.locale);
    if (from === to)
      return plural(booked, {
        one: `# appointment is booked on ${first}. Move it to another day before closing the store.`,
        other: `# appointments are booked on ${first}. Move them to other days before closing the store.`,
      });
    return plural(booked, {
      one: `# appointment is booked on those days, on ${first}. Move it to another day before closing the store.`,
      other: `# appointments are booked on those days, the first on ${first}. Move them to other days before closing the store.`,
    });
  };
  const dateIds = `${base}-dates-error`;
  const refuseDates = (text: string) => {
    setDateError(text);
    focusControl(`${base}-from`);
  };

  const close = (to: string) =>
    add.mutate(
      { storeId, fromDate, toDate: to, reason },
      {
        onSuccess: () => {
          showToast(t`Store closed on those days`);
          setReason('');
          setTo('');
        },
        onError: (e) => {
          const booked = bookingsOf(e);
          if (booked) refuseDates(bookedText(booked.booked, booked.firstDate, fromDate, to));
          else setError(errorText(e));
        },
      },
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDateError(null);
    setReasonError(null);
    const to = toDate || fromDate;
    if (!fromDate || fromDate < today) return refuseDates(t`Choose today or a later day.`);
    if (to < fromDate) return refuseDates(t`The last day must be on or after the first day.`);
    if (!reason.trim()) {
      setReasonError(t`Enter a reason, e.g. Deepavali or renovation.`);
      return focusControl(`${base}-reason`);
    }
    setChecking(true);
    let found: { booked: number; firstDate: string | null };
    try {
      found = await closureBookings({ storeId, fromDate, toDate: to });
    } catch (e) {
      setError(errorText(e as Error));
      return;
    } finally {
      setChecking(false);
    }
    const when = days(fromDate, to);
    if (found.booked > 0) {
      const text = bookedText(found.booked, found.firstDate ?? fromDate, fromDate, to);
      setDateError(text);
      await confirm({
        title: t`${storeName} cannot close on ${when} yet`,
        content: text,
        confirmText: t`OK`,
        showCancel: false,
      });
      return focusControl(`${base}-from`);
    }
    const ok = await confirm({
      title: t`Close ${storeName} on ${when}?`,
      content:
        fromDate === to
          ? t`Customers cannot book that day. No appointments are booked on it.`
          : t`Customers cannot book those days. No appointments are booked on them.`,
      confirmText: t`Close the store`,
    });
    if (ok) close(to);
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
      <form className="office-closure-form" noValidate onSubmit={(e) => void submit(e)}>
        <label className="office-field">
          <span>{t`First day`}</span>
          <input
            id={`${base}-from`}
            className="app-input"
            type="date"
            required
            min={today}
            value={fromDate}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? dateIds : undefined}
            onChange={(e) => {
              setFrom(e.target.value);
              setDateError(null);
            }}
          />
        </label>
        <label className="office-field">
          <span>{t`Last day (optional)`}</span>
          <input
            className="app-input"
            type="date"
            min={fromDate}
            value={toDate}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? dateIds : undefined}
            onChange={(e) => {
              setTo(e.target.value);
              setDateError(null);
            }}
          />
        </label>
        {dateError && (
          <p id={dateIds} className="office-closure-form__error" role="alert">
            {dateError}
          </p>
        )}
        <label className="office-field office-closure-form__reason">
          <span>{t`Reason`}</span>
          <input
            id={`${base}-reason`}
            className="app-input"
            value={reason}
            maxLength={200}
            placeholder={t`e.g. Deepavali, renovation`}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${base}-reason-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(null);
            }}
          />
          {reasonError && (
            <span id={`${base}-reason-error`} className="office-doc-field__error">
              {reasonError}
            </span>
          )}
        </label>
        <button type="submit" className="roda-button" disabled={add.isPending || checking}>
          {checking ? t`Checking bookings…` : <Trans>Close the store</Trans>}
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
