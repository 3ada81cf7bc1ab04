import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { WorkshopDetailsInput } from '../../../src/shared/contract/office-workshops';
import { describeOnEachDatabase, describeOnPostgres, startTestServer, type Session } from '../../testing/harness';
import { setupWorld, type World } from '../../testing/staff-fixtures';
import { book, openDate, settingsOf } from '../../testing/workshop-fixtures';
import { api } from '../../../tests/support/api';

/*
 * New stores (docs/product.md#office-workshops): the company opens one with a unique code; it starts
 * with a default week and no stock, and every screen that lists or reads stores takes it as it is.
 */

const kajang: WorkshopDetailsInput = {
  name: 'Roda Autocare Kajang',
  address: 'No. 3, Jalan Reko, Taman Kajang Utama',
  postcode: '43000',
  city: 'Kajang',
  state: 'Selangor',
  phone: '03-8733 1200',
  lat: 2.9935,
  lng: 101.7871,
};

const add = (
  world: World,
  session: Session,
  code: string,
  details = kajang,
  kind: 'workshop' | 'outlet' = 'workshop',
) => world.server.call(api.officeWorkshopAdd, { code, kind, details }, { session });

describeOnEachDatabase('office workshops: adding a store', (kind) => {
  let world: World;
  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind, { unpaidOrderLimit: 100 }));
  }, 60_000);
  afterAll(() => world.server.close());

  it('the company adds a workshop: it opens six days a week, customers can choose it, it holds no stock', async () => {
    const { server, company } = world;
    const added = await add(world, company, ' ws-sel-901 ');
    expect(added.body.code, added.body.msg).toBe(200);
    const id = added.body.data.id;

    const found = await server.call(api.officeWorkshopFind, { id }, { session: company });
    expect(found.body.data.store).toMatchObject({ code: 'WS-SEL-901', kind: 'workshop', name: kajang.name });
    expect(found.body.data.details).toEqual({ ...kajang, phone: '+60387331200' });
    const settings = await settingsOf(server, company, id);
    expect(settings.weekHours.map((d) => d.open)).toEqual([true, true, true, true, true, true, false]);
    expect(settings.weekHours[0]).toMatchObject({ opens: '09:00', closes: '18:00' });
    expect(new Set(settings.hourCapacity.map((h) => h.capacity))).toEqual(new Set([3]));

    // the customer's store list, store page, closed days and slots
    const list = await server.call(api.storeList, { purpose: 'install', state: 'Selangor', pageSize: 100 });
    expect(list.body.data.list.find((s) => s.id === id)).toMatchObject({ code: 'WS-SEL-901', phone: '+60387331200' });
    const page = await server.call(api.storeDetail, { storeId: id });
    expect(page.body.code, page.body.msg).toBe(200);
    expect(page.body.data.week.filter((d) => d.hours !== null)).toHaveLength(6);
    const date = await openDate(server, id, 3);
    const slots = await server.call(api.storeSlots, { storeId: id, date });
    expect(slots.body.data.some((s) => s.remaining === 3)).toBe(true);

    // no stock: the chooser says what it lacks, and a booking there is refused, not failed
    const short = await server.call(api.storeList, {
      purpose: 'install',
      lines: [{ productId: world.tyre.id, quantity: 1 }],
      pageSize: 100,
    });
    const here = short.body.data.list.find((s) => s.id === id);
    expect(here?.short).toEqual([expect.objectContaining({ productId: world.tyre.id, left: 0 })]);
    const refused = await book(world, world.customer, date, '10:00', id);
    expect(refused.body.code).not.toBe(200);
    expect(refused.body.code).toBeLessThan(ResultCode.internal);

    // the office's screens that read stores
    const screens = await Promise.all([
      server.call(api.officeWorkshopPage, { keyword: 'WS-SEL-901' }, { session: company }),
      server.call(api.officeDashboardSummary, { storeId: id }, { session: company }),
      server.call(api.officeDashboardSummary, {}, { session: company }),
      server.call(api.storeOverview, {}, { session: company }),
      server.call(api.staffDayPlan, { storeId: id }, { session: company }),
      server.call(api.officeLowStock, { place: id }, { session: company }),
      server.call(api.officeProductStock, { productId: world.tyre.id }, { session: company }),
    ]);
    for (const s of screens) expect(s.body.code, s.body.msg).toBe(200);
    expect(screens[0].body.data.list).toEqual([expect.objectContaining({ id, openDays: 6, weeklyPlaces: 6 * 9 * 3 })]);
    expect(screens[4].body.data.storeId).toBe(id);

    const audit = await server.call(api.officeAuditPage, {}, { session: company });
    expect(audit.body.data.list[0]).toMatchObject({ action: 'workshopCreate', subject: 'WS-SEL-901', storeId: id });
  });

  it('a taken code is refused clearly; a store manager may not add stores; a wrong field names itself', async () => {
    const { company, manager } = world;
    const taken = await add(world, company, 'WS-KUL-001');
    expect(taken.body.code).toBe(ResultCode.conflict);
    expect(taken.body.msg).toBe('Another store already has the code WS-KUL-001. Choose another code');
    expect((await add(world, manager, 'WS-KUL-902')).body.code).toBe(ResultCode.forbidden);
    const badCode = await add(world, company, 'WS SEL 1');
    expect(badCode.body.msg).toBe('A store code has capital letters, digits and dashes, up to 20 (e.g. WS-SEL-008)');
    const badPhone = await add(world, company, 'WS-SEL-903', { ...kajang, phone: '12345' });
    expect(badPhone.body.msg).toBe('Enter a Malaysian phone number, e.g. 03-7880 1426, 012-345 6789 or 1300-88-1234');
  });

  it('a new store where the weekend is Friday and Saturday closes on Fridays', async () => {
    const { server, company } = world;
    const kb = {
      ...kajang,
      name: 'Roda Kota Bharu',
      city: 'Kota Bharu',
      state: 'Kelantan',
      lat: 6.1254,
      lng: 102.2381,
    };
    const added = await add(world, company, 'OL-KTN-901', kb, 'outlet');
    expect(added.body.code, added.body.msg).toBe(200);
    const settings = await settingsOf(server, company, added.body.data.id);
    expect(settings.weekHours.filter((d) => !d.open).map((d) => d.weekday)).toEqual([5]);
    const pickup = await server.call(api.storeList, { purpose: 'pickup', state: 'Kelantan', pageSize: 100 });
    expect(pickup.body.data.list.map((s) => s.code)).toContain('OL-KTN-901');
    const install = await server.call(api.storeList, { purpose: 'install', state: 'Kelantan', pageSize: 100 });
    expect(install.body.data.list.map((s) => s.code)).not.toContain('OL-KTN-901');
  });
});

describeOnPostgres('office workshops: parallel adds of one code', (kind) => {
  let world: World;
  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
  }, 60_000);
  afterAll(() => world.server.close());

  it('four adds of the same code at once make one store; the others are told the code is taken', async () => {
    const { server, company } = world;
    for (const round of [1, 2, 3]) {
      const code = `WS-SEL-95${round}`;
      const answers = await Promise.all(
        [1, 2, 3, 4].map((n) => add(world, company, code, { ...kajang, name: `Race ${round}.${n}` })),
      );
      const codes = answers.map((a) => a.body.code).sort((a, b) => a - b);
      expect(codes).toEqual([200, ResultCode.conflict, ResultCode.conflict, ResultCode.conflict]);
      const stores = await server.call(api.officeWorkshopPage, { keyword: code }, { session: company });
      expect(stores.body.data.total).toBe(1);
      const audit = await server.call(
        api.officeAuditPage,
        { filter: { section: 'workshops' }, pageSize: 20 },
        { session: company },
      );
      expect(audit.body.data.list.filter((e) => e.subject === code)).toHaveLength(1);
    }
  });
});
