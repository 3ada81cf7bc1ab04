import { useLingui } from '@lingui/react/macro';
import type { StoreDetail } from '@/shared/contract/orders';
import { formatDate, formatDateChip } from '@/shared/lib/format';
import { addDays, malaysiaDateOf } from '@/shared/lib/malaysia-time';
import { isoWeekdayOf, openState } from '../opening';
import '../stores.css';

/** A Monday (2026-11-23): weekday names come from the reader's locale. */
const weekdayName = (weekday: number, locale: string) =>
  formatDateChip(addDays('2026-11-23', weekday - 1), locale).weekday;

/** Open now until…, or closed now and when it opens next (Malaysia time). */
export function OpenNow({ store, now }: { store: StoreDetail; now: Date }) {
  const { t, i18n } = useLingui();
  const state = openState(store, now);
  if (state.open) {
    const closes = state.closes;
    return <p className="store-page__open store-page__open--yes">{t`Open now · closes at ${closes}`}</p>;
  }
  const today = malaysiaDateOf(now);
  let next = '';
  if (state.next) {
    const opens = state.next.opens;
    const chip = formatDateChip(state.next.date, i18n.locale);
    const day = `${chip.weekday} ${chip.day}`;
    next =
      state.next.date === today
        ? t`opens today at ${opens}`
        : state.next.date === addDays(today, 1)
          ? t`opens tomorrow at ${opens}`
          : t`opens ${day} at ${opens}`;
  }
  return <p className="store-page__open store-page__open--no">{next ? t`Closed now · ${next}` : t`Closed now`}</p>;
}

/** Hours on each weekday, days off as closed, today's row marked. */
export function StoreHours({ store, now }: { store: StoreDetail; now: Date }) {
  const { t, i18n } = useLingui();
  const todayWeekday = isoWeekdayOf(malaysiaDateOf(now));
  return (
    <section className="store-page__section" aria-labelledby="store-hours">
      <h2 id="store-hours">{t`Opening hours`}</h2>
      <OpenNow store={store} now={now} />
      <table className="store-hours">
        <caption className="roda-sr-only">{t`Opening hours by weekday`}</caption>
        <tbody>
          {store.week.map(({ weekday, hours }) => {
            const today = weekday === todayWeekday;
            return (
              <tr key={weekday} aria-current={today ? 'date' : undefined}>
                <th scope="row">
                  {weekdayName(weekday, i18n.locale)}
                  {today && <span className="store-hours__today">{t`Today`}</span>}
                </th>
                <td>{hours ? `${hours.opens}–${hours.closes}` : t`Closed`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** Closures and public holidays ahead; nothing when there are none. */
export function StoreClosures({ store }: { store: StoreDetail }) {
  const { t, i18n } = useLingui();
  if (store.closures.length === 0) return null;
  return (
    <section className="store-page__section" aria-labelledby="store-closures">
      <h2 id="store-closures">{t`Closed on these days`}</h2>
      <ul className="store-closures">
        {store.closures.map((c) => {
          const from = formatDate(c.from, i18n.locale);
          const to = formatDate(c.to, i18n.locale);
          return (
            <li key={c.from}>
              <span className="store-closures__when">{c.from === c.to ? from : t`${from} to ${to}`}</span>
              <span className="app-muted">{c.reason === 'holiday' && c.name ? c.name : t`Store closed`}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
