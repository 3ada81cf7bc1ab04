import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import { formatDate } from '../../../src/shared/lib/format';
import { describeOnEachDatabase, startTestServer } from '../../testing/harness';
import { malaysiaDate } from '../../testing/orders-fixture';
import { setupWorld, type World } from '../../testing/staff-fixtures';
import { book, closedDays, openDate, saveSettings, settingsOf, withCapacity } from '../../testing/workshop-fixtures';
import { api } from '../../../tests/support/api';

describeOnEachDatabase('office workshops: closures, holidays, hours and services', (kind) => {
  let world: World;
  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind, { unpaidOrderLimit: 100, publicHolidays: true }));
  }, 60_000);
  afterAll(() => world.server.close());

  const slotsOf = async (storeId: number, date: string) =>
    (await world.server.call(api.storeSlots, { storeId, date })).body.data;

  it('a manager closes their store for a day: closed days list it, no slot is open, the server refuses a booking', async () => {
    const { server, manager, store } = world;
    const date = await openDate(server, store.id, 5);
    const added = await server.call(
      api.officeClosureAdd,
      { storeId: store.id, fromDate: date, toDate: date, reason: 'Deepavali open house' },
      { session: manager },
    );
    expect(added.body.code, added.body.msg).toBe(200);
    expect(await closedDays(server, store.id, malaysiaDate(1))).toContainEqual({ date, reason: 'closure', name: '' });
    expect((await slotsOf(store.id, date)).every((s) => s.closedReason === 'storeClosed' && s.remaining === 0)).toBe(
      true,
    );
    const refused = await book(world, world.customer, date, '10:00');
    expect(refused.body.code).toBe(ResultCode.validation);
    expect(refused.body.msg).toBe('The store is closed on that day. Please choose another date');

    const listed = await server.call(api.officeClosurePage, { storeId: store.id }, { session: manager });
    expect(listed.body.data.list.map((c) => c.id)).toContain(added.body.data.id);
    const removed = await server.call(api.officeClosureRemove, { id: added.body.data.id }, { session: manager });
    expect(removed.body.code, removed.body.msg).toBe(200);
    expect((await book(world, world.customer, date, '10:00')).body.code).toBe(200);
  });

  it('refuses a closure over booked days, a closure in the past, and another store (as not found)', async () => {
    const { server, manager, store, otherStore } = world;
    const date = await openDate(server, store.id, 7);
    expect((await book(world, world.customer, date, '11:00')).body.code).toBe(200);
    // the office asks first, to say so in its confirmation
    const range = { storeId: store.id, fromDate: date, toDate: malaysiaDate(40) };
    const asked = await server.call(api.officeClosureBookings, range, { session: manager });
    expect(asked.body.data).toEqual({ booked: 1, firstDate: date });
    const later = { storeId: store.id, fromDate: malaysiaDate(41), toDate: malaysiaDate(42) };
    expect((await server.call(api.officeClosureBookings, later, { session: manager })).body.data).toEqual({
      booked: 0,
      firstDate: null,
    });
    const over = await server.call(
      api.officeClosureAdd,
      { storeId: store.id, fromDate: date, toDate: date, reason: 'Renovation' },
      { session: manager, language: 'ms_my' },
    );
    expect(over.body.code).toBe(ResultCode.conflict);
    expect(over.body.msg).toBe(
      `1 temujanji telah ditempah pada hari-hari itu (yang pertama pada ${formatDate(date, 'ms')}). Pindahkannya sebelum menutup kedai`,
    );
    expect(over.body.data).toEqual({ booked: 1, firstDate: date });
    const past = await server.call(
      api.officeClosureAdd,
      { storeId: store.id, fromDate: malaysiaDate(-3), toDate: malaysiaDate(-2), reason: 'Flood' },
      { session: manager },
    );
    expect(past.body.msg).toBe('Those days have passed: choose today or a later date');
    const reversed = await server.call(
      api.officeClosureAdd,
      { storeId: store.id, fromDate: malaysiaDate(9), toDate: malaysiaDate(8), reason: 'Flood' },
      { session: manager },
    );
    expect(reversed.body.msg).toBe('The last day must be on or after the first day');
    const other = await server.call(
      api.officeClosureAdd,
      { storeId: otherStore.id, fromDate: malaysiaDate(20), toDate: malaysiaDate(20), reason: 'Not mine' },
      { session: manager },
    );
    expect(other.body.code).toBe(ResultCode.notFound);
  });

  it('public holidays close the stores of their state; federal ones close every store; the company edits them', async () => {
    const { server, company, manager, store, otherStore } = world;
    // shipped data: Christmas 2027 is federal, the Sultan of Selangor's birthday is Selangor's only
    expect(await closedDays(server, store.id, '2027-12-10', 20)).toEqual(
      expect.arrayContaining([{ date: '2027-12-25', reason: 'holiday', name: 'Christmas Day' }]),
    );
    const kl = (await closedDays(server, store.id, '2027-12-11', 1)).map((d) => d.reason);
    const selangor = await closedDays(server, otherStore.id, '2027-12-11', 1, 'zh_cn');
    expect(kl).not.toContain('holiday');
    expect(selangor).toEqual([{ date: '2027-12-11', reason: 'holiday', name: '州统治者诞辰' }]);

    const date = await openDate(server, store.id, 12);
    const name = { en: 'Special holiday', ms: 'Cuti khas', zh: '特别假期' };
    const byManager = await server.call(
      api.officeHolidayAdd,
      { date, state: 'Kuala Lumpur', name },
      { session: manager },
    );
    expect(byManager.body.code).toBe(ResultCode.forbidden);
    const added = await server.call(api.officeHolidayAdd, { date, state: 'Kuala Lumpur', name }, { session: company });
    expect(added.body.code, added.body.msg).toBe(200);
    expect(await closedDays(server, store.id, date, 1)).toEqual([{ date, reason: 'holiday', name: 'Special holiday' }]);
    expect((await book(world, world.customer, date, '10:00')).body.code).toBe(ResultCode.validation);
    const year = Number(date.slice(0, 4));
    const page = await server.call(
      api.officeHolidayPage,
      { year, state: 'Kuala Lumpur', pageSize: 100 },
      { session: manager },
    );
    expect(page.body.data.list.map((h) => h.id)).toContain(added.body.data.id);
    const removed = await server.call(api.officeHolidayRemove, { id: added.body.data.id }, { session: company });
    expect(removed.body.code, removed.body.msg).toBe(200);
    expect(await closedDays(server, store.id, date, 1)).toEqual([]);
  });

  it('hours per weekday and the grid: a day off and an hour with no places are closed; bookings are never stranded', async () => {
    const { server, manager, store } = world;
    const before = await settingsOf(server, manager, store.id);
    const date = await openDate(server, store.id, 15);
    expect((await book(world, world.customer, date, '14:00')).body.code).toBe(200);
    const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const dayOff = {
      ...before,
      weekHours: before.weekHours.map((d) => (d.weekday === weekday ? { ...d, open: false } : d)),
    };
    const stranded = await saveSettings(server, manager, store.id, dayOff);
    expect(stranded.body.code).toBe(ResultCode.conflict);
    expect(stranded.body.msg).toBe(
      `1 appointment(s) are booked on ${date} at 14:00. Move them before closing that hour`,
    );
    const below = await saveSettings(server, manager, store.id, withCapacity(before, '14:00', 0));
    expect(below.body.msg).toContain('cannot go below 1');
    const bad = await saveSettings(server, manager, store.id, {
      ...before,
      weekHours: before.weekHours.map((d) => (d.weekday === 1 ? { ...d, opens: '18:00', closes: '09:00' } : d)),
    });
    expect(bad.body.code).toBe(ResultCode.validation);
    expect(bad.body.msg).toBe('Closing time must be after opening time');

    // 09:00 has no places any more and the store opens at 10:00 on Sundays
    const changed = withCapacity(before, '09:00', 0);
    changed.weekHours = changed.weekHours.map((d) => (d.weekday === 7 ? { ...d, opens: '10:00', closes: '16:00' } : d));
    const saved = await saveSettings(server, manager, store.id, changed);
    expect(saved.body.code, saved.body.msg).toBe(200);
    expect(await settingsOf(server, manager, store.id)).toEqual(changed);
    const slots = await slotsOf(store.id, date);
    expect(slots.find((s) => s.slot === '09:00')?.closedReason).toBe('storeClosed');
    expect((await book(world, world.customer, date, '09:00')).body.msg).toBe(
      'The store is closed on that day. Please choose another date',
    );
    const audit = await server.call(api.officeAuditPage, {}, { session: manager });
    expect(audit.body.data.list[0]).toMatchObject({ action: 'workshopUpdate', subject: 'WS-KUL-001' });
    expect((await saveSettings(server, manager, store.id, before)).body.code).toBe(200);
  });

  it('services: a workshop that does not install a category refuses its installation', async () => {
    const { server, manager, store } = world;
    const before = await settingsOf(server, manager, store.id);
    const noTyres = { ...before, services: before.services.filter((c) => c !== 'tyres') };
    expect((await saveSettings(server, manager, store.id, noTyres)).body.code).toBe(200);
    const date = await openDate(server, store.id, 4);
    const refused = await book(world, world.customer, date, '15:00');
    expect(refused.body.msg).toBe('This workshop does not install one of the items. Please choose another workshop');
    expect((await saveSettings(server, manager, store.id, before)).body.code).toBe(200);
    expect((await book(world, world.customer, date, '15:00')).body.code).toBe(200);
  });

  it('a manager lists only their store; the company every store, paged', async () => {
    const { server, manager, company, store } = world;
    const mine = await server.call(api.officeWorkshopPage, {}, { session: manager });
    expect(mine.body.data.total).toBe(1);
    expect(mine.body.data.list[0]?.id).toBe(store.id);
    const all = await server.call(api.officeWorkshopPage, { pageSize: 5 }, { session: company });
    expect(all.body.data.total).toBeGreaterThan(40);
    expect(all.body.data.list).toHaveLength(5);
  });
});
