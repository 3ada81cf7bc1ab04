import { afterAll, beforeAll, expect, it } from 'vitest';
import { productCategories } from '../../src/shared/contract/catalog';
import { ResultCode } from '../../src/shared/contract/codes';
import type { Store } from '../../src/shared/contract/orders';
import { DEMO_STORE_CODE } from '../seed/demo-accounts';
import { describeOnEachDatabase, startTestServer, type Session, type TestServer } from '../testing/harness';
import { malaysiaDate } from '../testing/orders-fixture';
import { STAFF_PHONES, staffLogin } from '../testing/staff-fixtures';
import { saveSettings, settingsOf } from '../testing/workshop-fixtures';
import { api } from '../../tests/support/api';

describeOnEachDatabase('the store page: one store with its week, services and closures', (kind) => {
  let server: TestServer;
  let manager: Session;
  let company: Session;
  let store: Store;
  let outlet: Store;
  beforeAll(async () => {
    server = await startTestServer(kind);
    manager = await staffLogin(server, STAFF_PHONES.manager);
    company = await staffLogin(server, STAFF_PHONES.company);
    const list = (await server.call(api.storeList, { pageSize: 100 })).body.data.list;
    store = list.find((s) => s.code === DEMO_STORE_CODE) as Store;
    outlet = list.find((s) => s.kind === 'outlet') as Store;
  }, 60_000);
  afterAll(() => server.close());

  it('pages the store list in its order, page by page, with the total; nearest first when the place is known', async () => {
    const all = (await server.call(api.storeList, { pageSize: 100 })).body.data;
    expect(all.total).toBe(all.list.length);
    const pages = [];
    for (let pageNo = 1; (pageNo - 1) * 7 < all.total + 7; pageNo++) {
      const page = (await server.call(api.storeList, { pageNo, pageSize: 7 })).body.data;
      expect(page.total).toBe(all.total);
      pages.push(...page.list);
    }
    expect(pages.map((s) => s.id)).toEqual(all.list.map((s) => s.id));
    const byState = all.list.map((s) => `${s.state}|${s.city}|${s.name}`);
    expect(byState).toEqual([...byState].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const near = (await server.call(api.storeList, { pageSize: 100, lat: store.lat, lng: store.lng })).body.data;
    expect(near.list[0]?.id).toBe(store.id);
    const distances = near.list.map((s) => s.distanceKm ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  const detailOf = async (storeId: number, language = 'en_us') => {
    const res = await server.call(api.storeDetail, { storeId }, { language });
    expect(res.body.code, res.body.msg).toBe(200);
    return res.body.data;
  };

  it('answers anyone with the store card, its hours on each weekday and every category when none is set', async () => {
    const detail = await detailOf(store.id);
    const { distanceKm: _distance, ...card } = store;
    expect(detail).toMatchObject(card);
    expect(detail.phone).toMatch(/^\+60\d{8,10}$/);
    expect(detail.week.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const day of detail.week) {
      expect(day.hours).toEqual(
        store.openDays.includes(day.weekday) ? { opens: store.opens, closes: store.closes } : null,
      );
    }
    expect(detail.services).toEqual([...productCategories]);
    expect(detail.closures).toEqual([]);
  });

  it('shows the week and services the office saved, Sunday off included', async () => {
    const before = await settingsOf(server, manager, store.id);
    const saved = await saveSettings(server, manager, store.id, {
      ...before,
      weekHours: before.weekHours.map((d) =>
        d.weekday === 7 ? { ...d, open: false } : d.weekday === 6 ? { ...d, opens: '10:00', closes: '14:00' } : d,
      ),
      services: ['tint', 'tyres'],
    });
    expect(saved.body.code, saved.body.msg).toBe(200);
    const detail = await detailOf(store.id);
    expect(detail.week[5]).toEqual({ weekday: 6, hours: { opens: '10:00', closes: '14:00' } });
    expect(detail.week[6]).toEqual({ weekday: 7, hours: null });
    expect(detail.services).toEqual(['tyres', 'tint']);
    expect(detail.openDays).not.toContain(7);
  });

  it('lists closures and public holidays of the next 60 days as runs, holidays named in the reader’s language', async () => {
    const [from, to, holiday, far] = [malaysiaDate(5), malaysiaDate(6), malaysiaDate(9), malaysiaDate(70)];
    for (const [fromDate, toDate] of [
      [from, to],
      [far, far],
    ] as const) {
      const added = await server.call(
        api.officeClosureAdd,
        { storeId: store.id, fromDate, toDate, reason: 'Staff training' },
        { session: manager },
      );
      expect(added.body.code, added.body.msg).toBe(200);
    }
    const name = { en: 'Special holiday', ms: 'Cuti khas', zh: '特别假期' };
    const added = await server.call(
      api.officeHolidayAdd,
      { date: holiday, state: store.state, name },
      { session: company },
    );
    expect(added.body.code, added.body.msg).toBe(200);

    expect((await detailOf(store.id)).closures).toEqual([
      { from, to, reason: 'closure', name: '' },
      { from: holiday, to: holiday, reason: 'holiday', name: 'Special holiday' },
    ]);
    expect((await detailOf(store.id, 'ms_my')).closures[1]?.name).toBe('Cuti khas');
    // another state's stores do not close for it
    const other = (await server.call(api.storeList, { pageSize: 100 })).body.data.list.find(
      (s) => s.state !== store.state && s.kind === 'workshop',
    ) as Store;
    expect((await detailOf(other.id)).closures).toEqual([]);
  });

  it('an outlet installs nothing; an unknown store is not found', async () => {
    expect((await detailOf(outlet.id)).services).toEqual([]);
    const missing = await server.call(api.storeDetail, { storeId: 999_999 });
    expect(missing.body.code).toBe(ResultCode.notFound);
  });
});
