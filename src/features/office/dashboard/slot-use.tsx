import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { Dashboard } from '@/shared/contract/office-dashboard';
import { formatNumber } from '@/shared/lib/format';

const SHOWN_STORES = 8;

type Slot = Dashboard['slotUse'][number];

const percent = (booked: number, capacity: number) => (capacity === 0 ? 0 : Math.round((booked / capacity) * 100));

/**
 * The table's rows, the busiest stores first, each with its hours by name, and the fullest hour of
 * all. One pass over the slots: a chain's company sees 300 stores times 9 hours, where looking each
 * cell up in the whole list took millions of steps on every render.
 */
export function slotTable(slots: Slot[]) {
  const hours = [...new Set(slots.map((s) => s.slot))].sort();
  const stores = new Map<number, { storeId: number; storeName: string; booked: number; cells: Map<string, Slot> }>();
  let busiest: Slot | null = null;
  for (const s of slots) {
    let store = stores.get(s.storeId);
    if (!store)
      stores.set(s.storeId, (store = { storeId: s.storeId, storeName: s.storeName, booked: 0, cells: new Map() }));
    store.booked += s.booked;
    store.cells.set(s.slot, s);
    if (!busiest || percent(s.booked, s.capacity) > percent(busiest.booked, busiest.capacity)) busiest = s;
  }
  // stable: stores as busy as each other keep the order the server sent
  const rows = [...stores.values()].sort((a, b) => b.booked - a.booked);
  return { hours, rows, busiest };
}

/** How full each store's hours were: a table, one row per store, shaded by use. */
export function SlotUse({ slots }: { slots: Slot[] }) {
  const { t, i18n } = useLingui();
  const [all, setAll] = useState(false);
  const { hours, rows, busiest } = useMemo(() => slotTable(slots), [slots]);
  // the busiest stores first; with many stores, the first few until asked for all
  const shown = all ? rows : rows.slice(0, SHOWN_STORES);
  return (
    <section className="office-card office-chart" aria-labelledby="office-slot-title">
      <h2 id="office-slot-title">{t`Slot use per store and hour`}</h2>
      <p className="office-chart__unit">{t`Appointments booked, as a share of the places offered`}</p>
      <p className="office-chart__summary">
        {busiest && busiest.booked > 0
          ? t`Busiest: ${busiest.storeName} at ${busiest.slot}, ${percent(busiest.booked, busiest.capacity)}% full.`
          : t`No appointments in this range.`}
      </p>
      <div className="office-heat__scroll">
        <table className="office-heat">
          <thead>
            <tr>
              <th scope="col">{t({ message: 'Store', context: 'workshop' })}</th>
              {hours.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((store) => (
              <tr key={store.storeId}>
                <th scope="row">{store.storeName}</th>
                {hours.map((h) => {
                  const c = store.cells.get(h);
                  if (!c || c.capacity === 0)
                    return <td key={h} className="office-heat__closed" aria-label={t`Closed`} />;
                  const p = percent(c.booked, c.capacity);
                  return (
                    <td
                      key={h}
                      style={{ background: `rgb(253 207 50 / ${Math.min(1, p / 100) * 0.9 + 0.05})` }}
                      title={t`${formatNumber(c.booked, i18n.locale)} of ${formatNumber(c.capacity, i18n.locale)} places`}
                    >
                      {p}%
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > SHOWN_STORES && (
        <button type="button" className="office-link-button" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t`Show the busiest ${SHOWN_STORES} stores` : t`Show all ${rows.length} stores`}
        </button>
      )}
    </section>
  );
}
