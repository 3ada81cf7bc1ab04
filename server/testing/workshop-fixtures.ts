/** Helpers of the office's workshop suites: closed days, the next open date, a store's settings, a booking. */
import { expect } from 'vitest';
import type { WorkshopSettings } from '../../src/shared/contract/office-workshops';
import type { Session, TestServer } from './harness';
import { malaysiaDate } from './orders-fixture';
import type { World } from './staff-fixtures';
import { api } from '../../tests/support/api';

export type ClosedDay = { date: string; reason: string; name: string };

export async function closedDays(server: TestServer, storeId: number, from: string, days = 31, language = 'en_us') {
  const res = await server.call(api.storeClosedDays, { storeId, from, days }, { language });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
}

/** The first date from `days` ahead on which the store is open (the suites must not depend on the calendar). */
export async function openDate(server: TestServer, storeId: number, days: number, skip: string[] = []) {
  const closed = new Set((await closedDays(server, storeId, malaysiaDate(days))).map((d) => d.date));
  for (let i = days; i < days + 31; i++) {
    const date = malaysiaDate(i);
    if (!closed.has(date) && !skip.includes(date)) return date;
  }
  throw new Error('no open day in a month');
}

export async function settingsOf(server: TestServer, session: Session, id: number) {
  const res = await server.call(api.officeWorkshopFind, { id }, { session });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.settings;
}

export const saveSettings = (server: TestServer, session: Session, id: number, settings: WorkshopSettings) =>
  server.call(api.officeWorkshopSave, { id, settings }, { session });

/** The settings with one hour's places changed. */
export const withCapacity = (s: WorkshopSettings, slot: string, capacity: number): WorkshopSettings => ({
  ...s,
  hourCapacity: s.hourCapacity.map((h) => (h.slot === slot ? { ...h, capacity } : h)),
});

let plate = 0;

/** An unpaid installation (it holds its slot) of the world's tyre at the demo workshop. */
export const book = (world: World, customer: Session, date: string, slot: string, storeId = world.store.id) =>
  world.server.call(
    api.orderAdd,
    {
      orderType: 'install',
      lines: [{ productId: world.tyre.id, quantity: 1 }],
      car: world.car,
      plate: `WXY ${2000 + plate++}`,
      storeId,
      appointmentDate: date,
      appointmentSlot: slot,
      customerName: 'Aisyah Rahman',
    },
    { session: customer },
  );
