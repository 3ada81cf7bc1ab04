import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { WorkshopDetailsInput } from '../../../src/shared/contract/office-workshops';
import { describeOnEachDatabase, startTestServer, type Session } from '../../testing/harness';
import { setupWorld, type World } from '../../testing/staff-fixtures';
import { book, openDate } from '../../testing/workshop-fixtures';
import { api } from '../../../tests/support/api';

/*
 * A store's details in the back office (docs/product.md#office-workshops): what the customer's store
 * list and page show, edited by the company or the store's own manager, checked field by field,
 * recorded in the audit log; a new state is refused while a booked day is one of its holidays.
 */
describeOnEachDatabase('office workshops: a store’s details', (kind) => {
  let world: World;
  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind, { unpaidOrderLimit: 100, publicHolidays: true }));
  }, 60_000);
  afterAll(() => world.server.close());

  const detailsOf = async (session: Session, id: number) => {
    const res = await world.server.call(api.officeWorkshopFind, { id }, { session });
    expect(res.body.code, res.body.msg).toBe(200);
    return res.body.data.details;
  };
  const save = (session: Session, id: number, details: WorkshopDetailsInput, language = 'en_us') =>
    world.server.call(api.officeWorkshopDetailsSave, { id, details }, { session, language });

  it('a manager changes their store’s phone, address and position; the customer’s store list and page show them', async () => {
    const { server, manager, store } = world;
    const before = await detailsOf(manager, store.id);
    const changed = {
      ...before,
      name: 'Roda Autocare Cheras Utama',
      address: 'No. 8, Jalan Cheras Utama 2',
      phone: '03-9283 5566',
      lat: 3.0801,
      lng: 101.7422,
    };
    const saved = await save(manager, store.id, changed);
    expect(saved.body.code, saved.body.msg).toBe(200);
    expect(saved.body.data.changed).toBe(true);
    expect(await detailsOf(manager, store.id)).toEqual({ ...changed, phone: '+60392835566' });

    const listed = await server.call(api.storeList, { keyword: 'Cheras Utama', pageSize: 100 });
    expect(listed.body.data.list.find((s) => s.id === store.id)).toMatchObject({
      name: 'Roda Autocare Cheras Utama',
      address: 'No. 8, Jalan Cheras Utama 2',
      phone: '+60392835566',
      lat: 3.0801,
      lng: 101.7422,
    });
    const page = await server.call(api.storeDetail, { storeId: store.id });
    expect(page.body.data).toMatchObject({ name: 'Roda Autocare Cheras Utama', phone: '+60392835566' });

    const audit = await server.call(api.officeAuditPage, {}, { session: manager });
    expect(audit.body.data.list[0]).toMatchObject({ action: 'workshopDetailsUpdate', subject: store.code });
    expect(audit.body.data.list[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'phone', before: before.phone, after: '+60392835566' },
        { field: 'lat', before: String(before.lat), after: '3.0801' },
      ]),
    );
    // the same details again change nothing and record nothing
    const again = await save(manager, store.id, changed);
    expect(again.body.data.changed).toBe(false);
    expect((await save(manager, store.id, before)).body.code).toBe(200);
  });

  it('refuses each wrong field with its own message, in the caller’s language', async () => {
    const { manager, store } = world;
    const good = await detailsOf(manager, store.id);
    const refusals: [Partial<WorkshopDetailsInput>, string][] = [
      [{ phone: '+65 6123 4567' }, 'Enter a Malaysian phone number, e.g. 03-7880 1426, 012-345 6789 or 1300-88-1234'],
      [{ phone: '03-12' }, 'Enter a Malaysian phone number, e.g. 03-7880 1426, 012-345 6789 or 1300-88-1234'],
      [{ lat: 51.5 }, 'Latitude in Malaysia is between 0.8 and 7.5 (e.g. 3.0905)'],
      [{ lng: 3.1 }, 'Longitude in Malaysia is between 99.5 and 119.5 (e.g. 101.6392)'],
      [{ name: '  ' }, 'Enter the store’s name (up to 80 characters)'],
      [{ address: '' }, 'Enter the street address (up to 200 characters)'],
      [{ postcode: '4610' }, 'A postcode has 5 digits, e.g. 46100'],
      [{ city: '' }, 'Enter the city or town (up to 60 characters)'],
      [{ state: 'Singapore' }, 'Choose one of Malaysia’s states or federal territories'],
    ];
    for (const [wrong, message] of refusals) {
      const res = await save(manager, store.id, { ...good, ...wrong });
      expect(res.body.code, JSON.stringify(wrong)).toBe(ResultCode.validation);
      expect(res.body.msg).toBe(message);
    }
    const malay = await save(manager, store.id, { ...good, lat: 0 }, 'ms_my');
    expect(malay.body.msg).toBe('Latitud di Malaysia antara 0.8 dan 7.5 (cth. 3.0905)');
    // a 1300 line is a store's number too, kept as its ten digits
    expect((await save(manager, store.id, { ...good, phone: '1300-88-1234' })).body.code).toBe(200);
    expect((await detailsOf(manager, store.id)).phone).toBe('1300881234');
    expect((await save(manager, store.id, good)).body.code).toBe(200);
  });

  it('another store’s manager finds nothing; sales and technicians may not', async () => {
    const { manager, otherManager, sales, otherStore, store } = world;
    const theirs = await detailsOf(world.company, otherStore.id);
    expect((await save(manager, otherStore.id, theirs)).body.code).toBe(ResultCode.notFound);
    expect((await save(otherManager, otherStore.id, theirs)).body.code).toBe(200);
    const mine = await detailsOf(manager, store.id);
    expect((await save(sales, store.id, mine)).body.code).toBe(ResultCode.forbidden);
  });

  it('a new state is refused while an appointment is booked on one of its public holidays', async () => {
    const { server, company, manager, store } = world;
    const date = await openDate(server, store.id, 9);
    expect((await book(world, world.customer, date, '11:00')).body.code).toBe(200);
    const holiday = await server.call(
      api.officeHolidayAdd,
      { date, state: 'Selangor', name: { en: 'State holiday', ms: 'Cuti negeri', zh: '州假期' } },
      { session: company },
    );
    expect(holiday.body.code, holiday.body.msg).toBe(200);
    const details = await detailsOf(manager, store.id);
    const moved = await save(manager, store.id, { ...details, state: 'Selangor', city: 'Petaling Jaya' });
    expect(moved.body.code).toBe(ResultCode.conflict);
    expect(moved.body.msg).toMatch(/^An appointment is booked on .+, a public holiday in Selangor\. Move it/);
    expect((await detailsOf(manager, store.id)).state).toBe(details.state);
    // a state without a holiday on that day is fine
    const year = Number(date.slice(0, 4));
    const holidays = await server.call(api.officeHolidayPage, { year, pageSize: 100 }, { session: company });
    const free = ['Perak', 'Pahang', 'Melaka'].find(
      (state) => !holidays.body.data.list.some((h) => h.date === date && h.state === state),
    );
    const other = await save(manager, store.id, { ...details, state: free ?? 'Perak', city: 'Ipoh' });
    expect(other.body.code, other.body.msg).toBe(200);
    expect((await save(manager, store.id, details)).body.code).toBe(200);
  });
});
