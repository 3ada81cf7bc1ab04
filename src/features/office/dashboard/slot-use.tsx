import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Dashboard } from '@/shared/contract/office-dashboard';
import { formatNumber } from '@/shared/lib/format';

const SHOWN_STORES = 8;

/** How full each store's hours were: a table, one row per store, shaded by use. */
export function SlotUse({ slots }: { slots: Dashboard['slotUse'] }) {
  const { t, i18n } = useLingui();
  const hours = [...new Set(slots.map((s) => s.slot))].sort();
  const [all, setAll] = useState(false);
  // the busiest stores first; with many stores, the first few until asked for all
  const bookedOf = (storeId: number) => slots.reduce((n, s) => (s.storeId === storeId ? n + s.booked : n), 0);
  const everyStore = [...new Set(slots.map((s) => s.storeId))].sort((a, b) => bookedOf(b) - bookedOf(a));
  const storeIds = all ? everyStore : everyStore.slice(0, SHOWN_STORES);
  const cell = (storeId: number, slot: string) => slots.find((s) => s.storeId === storeId && s.slot === slot);
  const percent = (booked: number, capacity: number) => (capacity === 0 ? 0 : Math.round((booked / capacity) * 100));
  const busiest = slots.reduce<Dashboard['slotUse'][number] | null>(
    (a, b) => (!a || percent(b.booked, b.capacity) > percent(a.booked, a.capacity) ? b : a),
    null,
  );
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
            {storeIds.map((storeId) => (
              <tr key={storeId}>
                <th scope="row">{slots.find((s) => s.storeId === storeId)?.storeName}</th>
                {hours.map((h) => {
                  const c = cell(storeId, h);
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
      {everyStore.length > SHOWN_STORES && (
        <button type="button" className="office-link-button" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t`Show the busiest ${SHOWN_STORES} stores` : t`Show all ${everyStore.length} stores`}
        </button>
      )}
    </section>
  );
}
