import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useClientState } from '@/shared/lib/client-state';
import { formatDate } from '@/shared/lib/format';
import { malaysiaAreas } from '@/shared/lib/malaysia-areas';
import { EmptyState } from '@/shared/ui/empty-state';
import { confirm } from '@/shared/ui/modal';
import { PageLoading } from '@/shared/ui/page-loading';
import { showToast } from '@/shared/ui/toast';
import { Pager } from '../components/pager';
import { OfficeLink } from '../office-router';
import { HOLIDAY_PAGE_SIZE, useAddHoliday, useHolidays, useRemoveHoliday, type HolidayFilter } from './workshops-api';
import { errorText } from '@/shared/lib/api-client';

const states = malaysiaAreas.map((a) => a.state);
const nameIn = (name: { en: string; ms: string; zh: string }, locale: string) =>
  locale.startsWith('ms') ? name.ms : locale.startsWith('zh') ? name.zh : name.en;

/** Public holidays of a year (federal close every store, state ones that state's); the company edits them. */
export function HolidayList({ filter, onFilter }: { filter: HolidayFilter; onFilter: (f: HolidayFilter) => void }) {
  const { t, i18n } = useLingui();
  const isCompany = useClientState((s) => s.userInfo?.role) === 'company';
  const query = useHolidays(filter);
  const remove = useRemoveHoliday();
  const total = query.data?.total ?? 0;
  const where = (state: string | null) => state ?? t`All of Malaysia`;
  const ask = async (id: number, label: string) => {
    const ok = await confirm({
      title: t`Remove this public holiday?`,
      content: t`Stores will take appointments on ${label} again.`,
      confirmText: t`Remove`,
    });
    if (ok) remove.mutate(id, { onSuccess: () => showToast(t`Public holiday removed`) });
  };
  return (
    <section className="office-section" aria-labelledby="office-holidays-title">
      <div className="office-head">
        <div>
          <OfficeLink to="workshops" className="office-back">
            <Trans>All workshops</Trans>
          </OfficeLink>
          <h1 id="office-holidays-title">
            <Trans>Public holidays</Trans>
          </h1>
        </div>
      </div>
      <div className="office-filters">
        <label className="office-field">
          <span>{t`Year`}</span>
          <select
            className="app-input"
            value={filter.year}
            onChange={(e) => onFilter({ ...filter, pageNo: 1, year: Number(e.target.value) })}
          >
            {[2026, 2027, 2028].map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <label className="office-field">
          <span>{t`State`}</span>
          <select
            className="app-input"
            value={filter.state ?? ''}
            onChange={(e) => onFilter({ ...filter, pageNo: 1, state: e.target.value || undefined })}
          >
            <option value="">{t`Every state`}</option>
            {states.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isCompany && <HolidayForm />}
      {query.isPending ? (
        <PageLoading onRetry={() => void query.refetch()} />
      ) : total === 0 ? (
        <EmptyState title={t`No public holidays in ${filter.year}`} />
      ) : (
        <>
          <p className="office-count" aria-live="polite">
            {plural(total, { one: '# holiday', other: '# holidays' })}
          </p>
          <table className="office-table office-table--labelled">
            <thead>
              <tr>
                <th scope="col">{t`Date`}</th>
                <th scope="col">{t`Holiday`}</th>
                <th scope="col">{t`Where`}</th>
                {isCompany && <th scope="col">{t`Remove`}</th>}
              </tr>
            </thead>
            <tbody>
              {query.data?.list.map((h) => (
                <tr key={h.id}>
                  <td>
                    <strong>{formatDate(h.date, i18n.locale)}</strong>
                  </td>
                  <td>{nameIn(h.name, i18n.locale)}</td>
                  <td className={h.state ? undefined : 'office-federal'}>{where(h.state)}</td>
                  {isCompany && (
                    <td>
                      <button
                        type="button"
                        className="roda-button roda-button--secondary"
                        aria-label={t`Remove ${nameIn(h.name, i18n.locale)} on ${formatDate(h.date, i18n.locale)}`}
                        onClick={() => void ask(h.id, formatDate(h.date, i18n.locale))}
                      >
                        <Trans>Remove</Trans>
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            pageNo={filter.pageNo}
            pageSize={HOLIDAY_PAGE_SIZE}
            total={total}
            onPage={(pageNo) => onFilter({ ...filter, pageNo })}
          />
        </>
      )}
    </section>
  );
}

/** Adds a holiday row: a date, all of Malaysia or one state, the name in three languages. */
function HolidayForm() {
  const { t } = useLingui();
  const [date, setDate] = useState('');
  const [state, setState] = useState('');
  const [name, setName] = useState({ en: '', ms: '', zh: '' });
  const [error, setError] = useState<string | null>(null);
  const add = useAddHoliday();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    add.mutate(
      { date, state: state || null, name },
      {
        onSuccess: () => {
          showToast(t`Public holiday added`);
          setName({ en: '', ms: '', zh: '' });
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };
  return (
    <form className="office-card office-holiday-form" onSubmit={submit} aria-labelledby="holiday-add-title">
      <h2 id="holiday-add-title">
        <Trans>Add a public holiday</Trans>
      </h2>
      <div className="office-holiday-form__fields">
        <label className="office-field">
          <span>{t`Date`}</span>
          <input className="app-input" type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label className="office-field">
          <span>{t`Where`}</span>
          <select className="app-input" value={state} onChange={(e) => setState(e.target.value)}>
            <option value="">{t`All of Malaysia`}</option>
            {states.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className="office-field">
          <span>{t`Name in English`}</span>
          <input
            className="app-input"
            value={name.en}
            maxLength={120}
            onChange={(e) => setName({ ...name, en: e.target.value })}
          />
        </label>
        <label className="office-field">
          <span>{t`Name in Malay`}</span>
          <input
            className="app-input"
            value={name.ms}
            maxLength={120}
            onChange={(e) => setName({ ...name, ms: e.target.value })}
          />
        </label>
        <label className="office-field">
          <span>{t`Name in Chinese`}</span>
          <input
            className="app-input"
            value={name.zh}
            maxLength={120}
            onChange={(e) => setName({ ...name, zh: e.target.value })}
          />
        </label>
      </div>
      {error && (
        <p className="office-error" role="alert">
          {error}
        </p>
      )}
      <div className="office-form__actions">
        <button type="submit" className="roda-button" disabled={add.isPending}>
          <Trans>Add holiday</Trans>
        </button>
      </div>
    </form>
  );
}
