import { APPOINTMENT_SLOTS } from '../../../src/shared/contract/orders';
import { productCategories } from '../../../src/shared/contract/catalog';
import type { WorkshopSettings } from '../../../src/shared/contract/office-workshops';
import type { stores } from '../../db/schema';
import { capacityAt, hoursOnWeekday } from '../../orders/store-calendar';

type StoreRow = typeof stores.$inferSelect;

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A store's calendar as the office form edits it (every weekday, every hour of the grid). */
export function settingsOf(store: StoreRow): WorkshopSettings {
  return {
    weekHours: WEEKDAYS.map((weekday) => {
      const hours = hoursOnWeekday(store, weekday);
      return hours
        ? { weekday, open: true, ...hours }
        : { weekday, open: false, opens: store.opens, closes: store.closes };
    }),
    hourCapacity: APPOINTMENT_SLOTS.map((slot) => ({ slot, capacity: capacityAt(store, slot) })),
    services:
      store.services === null ? [...productCategories] : productCategories.filter((c) => store.services?.includes(c)),
  };
}

/**
 * The columns a form writes. openDays, opens, closes and slotCapacity follow (the customer's store
 * card shows them): the open weekdays, the earliest opening, the latest closing, the largest hour.
 */
export function columnsOf(s: WorkshopSettings) {
  const open = s.weekHours.filter((d) => d.open).sort((a, b) => a.weekday - b.weekday);
  const weekHours = Object.fromEntries(open.map((d) => [String(d.weekday), { opens: d.opens, closes: d.closes }]));
  const hourCapacity = Object.fromEntries(s.hourCapacity.map((h) => [h.slot, h.capacity]));
  return {
    weekHours,
    hourCapacity,
    services: productCategories.filter((c) => s.services.includes(c)),
    openDays: open.map((d) => d.weekday),
    opens: open.reduce((min, d) => (d.opens < min ? d.opens : min), open[0]?.opens ?? '09:00'),
    closes: open.reduce((max, d) => (d.closes > max ? d.closes : max), open[0]?.closes ?? '18:00'),
    slotCapacity: Math.max(0, ...s.hourCapacity.map((h) => h.capacity)),
  };
}

/** States whose weekend is Friday and Saturday: their stores close on Fridays (as the seed's do). */
const FRIDAY_WEEKEND_STATES = ['Kedah', 'Kelantan', 'Terengganu'];
/** Places in each hour of a new store's grid. */
export const NEW_STORE_PLACES = 3;

/**
 * A new store's calendar until the office sets its own: 09:00–18:00 six days a week (closed on
 * Sunday, or on Friday where the weekend is Friday and Saturday), 3 places each hour, every service.
 */
export function newStoreColumns(state: string) {
  const dayOff = FRIDAY_WEEKEND_STATES.includes(state) ? 5 : 7;
  const columns = columnsOf({
    weekHours: WEEKDAYS.map((weekday) => ({ weekday, open: weekday !== dayOff, opens: '09:00', closes: '18:00' })),
    hourCapacity: APPOINTMENT_SLOTS.map((slot) => ({ slot, capacity: NEW_STORE_PLACES })),
    services: [...productCategories],
  });
  // null: every category, also those added later
  return { ...columns, services: null };
}

/** What customers see of a store (the store list, its page, the store chooser), as the office edits it. */
export const detailsOf = (r: StoreRow) => ({
  name: r.name,
  address: r.address,
  postcode: r.postcode,
  city: r.city,
  state: r.state,
  phone: r.phone,
  lat: r.lat,
  lng: r.lng,
});

const dayLine = (d: WorkshopSettings['weekHours'][number]) => (d.open ? `${d.opens}–${d.closes}` : '–');

/** The audit row's fields: one per weekday, hour and the services, when they changed. */
export function settingsChanges(before: WorkshopSettings, after: WorkshopSettings) {
  const changes: { field: string; before: string; after: string }[] = [];
  for (const d of after.weekHours) {
    const old = before.weekHours.find((b) => b.weekday === d.weekday);
    if (old && dayLine(old) !== dayLine(d))
      changes.push({ field: `day${d.weekday}`, before: dayLine(old), after: dayLine(d) });
  }
  for (const h of after.hourCapacity) {
    const old = before.hourCapacity.find((b) => b.slot === h.slot)?.capacity ?? 0;
    if (old !== h.capacity) changes.push({ field: h.slot, before: String(old), after: String(h.capacity) });
  }
  const services = (s: WorkshopSettings) => [...s.services].sort().join(', ');
  if (services(before) !== services(after))
    changes.push({ field: 'services', before: services(before), after: services(after) });
  return changes;
}
