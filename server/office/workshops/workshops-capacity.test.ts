import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { WorkshopSettings } from '../../../src/shared/contract/office-workshops';
import { describeOnPostgres, startTestServer, type Session } from '../../testing/harness';
import { setupWorld, type World } from '../../testing/staff-fixtures';
import { book, openDate, saveSettings, settingsOf, withCapacity } from '../../testing/workshop-fixtures';
import { api } from '../../../tests/support/api';

/*
 * Capacity changes never overbook (docs/decisions/018-back-office.md): bookings of an hour and
 * changes of that hour's places race on PostgreSQL; both lock the store row, so afterwards the hour
 * never holds more bookings than places, every refused change names the bookings, and every refused
 * booking is "full".
 */
describeOnPostgres('office workshops: capacity changes race bookings', (kind) => {
  let world: World;
  let customers: Session[];
  let base: WorkshopSettings;
  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind, { unpaidOrderLimit: 100 }));
    customers = await Promise.all([1, 2, 3, 4].map((n) => world.server.login(`+6014800000${n}`)));
    base = await settingsOf(world.server, world.manager, world.store.id);
  }, 60_000);
  afterAll(() => world.server.close());

  it('lowering an hour while customers book it never leaves more bookings than places', async () => {
    const { server, manager, store } = world;
    const used: string[] = [];
    for (let round = 0; round < 4; round++) {
      const date = await openDate(server, store.id, 3 + round, used);
      used.push(date);
      expect((await saveSettings(server, manager, store.id, withCapacity(base, '10:00', 6))).body.code).toBe(200);
      const bookings = customers.flatMap((c) => [book(world, c, date, '10:00'), book(world, c, date, '10:00')]);
      const changes = [3, 2, 4].map((n) => saveSettings(server, manager, store.id, withCapacity(base, '10:00', n)));
      const [booked, changed] = await Promise.all([Promise.all(bookings), Promise.all(changes)]);
      for (const b of booked) expect([200, ResultCode.conflict], b.body.msg).toContain(b.body.code);
      for (const c of changed) {
        if (c.body.code !== 200) expect(c.body.msg).toMatch(/appointment\(s\) are booked on .* cannot go below/);
      }
      const places =
        (await settingsOf(server, manager, store.id)).hourCapacity.find((h) => h.slot === '10:00')?.capacity ?? 0;
      const taken = booked.filter((b) => b.body.code === 200).length;
      expect(taken).toBeLessThanOrEqual(places);
      const slots = (await server.call(api.storeSlots, { storeId: store.id, date })).body.data;
      expect(slots.find((s) => s.slot === '10:00')?.remaining).toBe(places - taken);
    }
  });

  it('an hour can go down to exactly what is booked, not below', async () => {
    const { server, manager, store } = world;
    const date = await openDate(server, store.id, 12);
    expect((await saveSettings(server, manager, store.id, withCapacity(base, '16:00', 4))).body.code).toBe(200);
    for (const c of customers.slice(0, 2)) expect((await book(world, c, date, '16:00')).body.code).toBe(200);
    const below = await saveSettings(server, manager, store.id, withCapacity(base, '16:00', 1));
    expect(below.body.code).toBe(ResultCode.conflict);
    expect(below.body.msg).toBe(
      `2 appointment(s) are booked on ${date} at 16:00: places for that hour cannot go below 2`,
    );
    expect((await saveSettings(server, manager, store.id, withCapacity(base, '16:00', 2))).body.code).toBe(200);
    const full = await book(world, customers[2] as Session, date, '16:00');
    expect(full.body.code).toBe(ResultCode.conflict);
  });
});
