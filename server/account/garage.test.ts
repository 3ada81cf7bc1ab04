import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Car } from '../../src/shared/contract/account';
import type { VehicleSpec } from '../../src/shared/contract/catalog';
import { ResultCode } from '../../src/shared/contract/codes';
import type { PayloadOf } from '../../src/shared/contract/define-call';
import { vehicleSpecs } from '../db/schema';
import { describeOnEachDatabase, startTestServer, type Session, type TestServer } from '../testing/harness';
import { api } from '../../tests/support/api';

describeOnEachDatabase('the garage (my cars)', (kind) => {
  let server: TestServer;
  let alice: Session;
  let bob: Session;
  let myvi: VehicleSpec;
  let city: VehicleSpec;

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await server.login('+60133000001');
    bob = await server.login('+60133000002');
    const specs = (await server.call(api.vehicleSpecList, {})).body.data;
    myvi = specs.find((s) => s.make === 'Perodua' && s.model === 'Myvi') as VehicleSpec;
    city = specs.find((s) => s.make === 'Honda' && s.model === 'City') as VehicleSpec;
    expect(myvi && city).toBeTruthy();
  });
  afterAll(() => server.close());

  const add = (session: Session, body: PayloadOf<typeof api.carAdd>, language?: string) =>
    server.call(api.carAdd, body, { session, ...(language ? { language } : {}) });
  const list = async (session: Session) => (await server.call(api.carList, {}, { session })).body.data;
  const defaults = (cars: Car[]) => cars.filter((c) => c.isDefault).map((c) => c.id);

  let first: Car;
  let second: Car;

  it('adds a car from the catalogue, normalising the plate; the first car is the default with the model wipers', async () => {
    const res = await add(alice, { specId: myvi.id, year: myvi.yearTo, plate: 'wxy 1234' });
    expect(res.body.code, res.body.msg).toBe(200);
    first = res.body.data;
    expect(first).toMatchObject({
      specId: myvi.id,
      make: 'Perodua',
      model: 'Myvi',
      year: myvi.yearTo,
      plate: 'WXY1234',
      isDefault: true,
      tintWarnings: [],
    });
    const [spec] = await server.database.db.select().from(vehicleSpecs).where(eq(vehicleSpecs.id, myvi.id));
    expect(first).toMatchObject({
      wiperLongIn: spec?.wiperLongIn,
      wiperShortIn: spec?.wiperShortIn,
      wiperRearIn: spec?.wiperRearIn,
    });
    expect(first.wiperLongIn).not.toBeNull();
  });

  it('warns (and still saves) when a tint is below the JPJ minimum; rear windows have none', async () => {
    const res = await add(alice, {
      specId: city.id,
      year: city.yearFrom,
      plate: 'VAA 1 A',
      tintFrontWindscreen: 60,
      tintFrontSide: 35,
      tintRearSide: 5,
      tintRearWindscreen: 5,
      wiperLongIn: 26,
      wiperShortIn: 14,
      wiperRearIn: null,
      seatPosition: 'rearLeft',
    });
    expect(res.body.code, res.body.msg).toBe(200);
    second = res.body.data;
    expect(second).toMatchObject({
      plate: 'VAA1A',
      isDefault: false,
      wiperLongIn: 26,
      wiperShortIn: 14,
      wiperRearIn: null,
    });
    expect(second.seatPosition).toBe('rearLeft');
    expect(second.tintWarnings).toEqual([
      { window: 'frontWindscreen', value: 60, minimum: 70 },
      { window: 'frontSide', value: 35, minimum: 50 },
    ]);
  });

  it('edits wiper sizes and tint, and the warnings follow', async () => {
    const res = await server.call(
      api.carUpdate,
      { id: second.id, wiperLongIn: 24, tintFrontWindscreen: 70, tintFrontSide: 50 },
      { session: alice },
    );
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ wiperLongIn: 24, wiperShortIn: 14, tintWarnings: [] });
  });

  it('keeps exactly one default: setting one clears the other, deleting the default promotes another', async () => {
    const set = await server.call(api.carSetDefault, { id: second.id }, { session: alice });
    expect(set.body.data.isDefault).toBe(true);
    let cars = await list(alice);
    expect(defaults(cars)).toEqual([second.id]);
    expect(cars[0]?.id).toBe(second.id);

    const third = (await add(alice, { specId: myvi.id, year: myvi.yearFrom, plate: 'JPK 8', isDefault: true })).body
      .data;
    cars = await list(alice);
    expect(defaults(cars)).toEqual([third.id]);

    const del = await server.call(api.carDelete, { id: third.id }, { session: alice });
    expect(del.body.data.removed).toBe(1);
    cars = await list(alice);
    expect(cars).toHaveLength(2);
    expect(defaults(cars)).toEqual([del.body.data.defaultId]);
  });

  it('refuses a plate that is not a plate, in English, Malay and Chinese', async () => {
    const body = { specId: myvi.id, year: myvi.yearTo, plate: '!!!' };
    expect((await add(alice, body, 'en_us')).body).toEqual({
      code: ResultCode.validation,
      data: 'FAIL',
      msg: 'Please enter a valid Malaysian plate number',
    });
    expect((await add(alice, body, 'ms_my')).body.msg).toBe('Sila masukkan nombor plat Malaysia yang sah');
    expect((await add(alice, body, 'zh_cn')).body.msg).toBe('请输入有效的马来西亚车牌号');
    const noPlate = { specId: myvi.id, year: myvi.yearTo };
    expect((await server.raw(api.carAdd.path, noPlate, { session: alice, language: 'en_us' })).body.msg).toBe(
      'plate is required',
    );
  });

  it("refuses a model the catalogue does not have ('No vehicle model data detected') and a duplicate plate", async () => {
    const noData = await add(alice, { specId: myvi.id, year: myvi.yearFrom - 1, plate: 'ABC 1' });
    expect(noData.body).toMatchObject({ code: ResultCode.validation, msg: 'No vehicle model data detected' });
    const unknown = await add(alice, { specId: 999_999, year: 2020, plate: 'ABC 1' }, 'zh_cn');
    expect(unknown.body.msg).toBe('未检测到车型数据');
    const dup = await add(alice, { specId: myvi.id, year: myvi.yearTo, plate: 'W X Y-1234' });
    expect(dup.body).toMatchObject({ code: ResultCode.conflict, msg: 'This plate number is already in your garage' });
    const tint = await add(alice, { specId: myvi.id, year: myvi.yearTo, plate: 'ABC 2', tintFrontSide: 101 });
    expect(tint.body.msg).toBe('tintFrontSide must be at most 100');
  });

  it("keeps one customer's cars from another: list, update, default and delete", async () => {
    expect(await list(bob)).toEqual([]);
    for (const [call, body] of [
      [api.carUpdate, { id: first.id, plate: 'BOB 1' }],
      [api.carSetDefault, { id: first.id }],
      [api.carDelete, { id: first.id }],
    ] as const) {
      const res = await server.call(call, body, { session: bob });
      expect(res.body.code, call.path).toBe(ResultCode.notFound);
    }
    const mine = (await list(alice)).find((c) => c.id === first.id);
    expect(mine?.plate).toBe('WXY1234');
    expect((await server.call(api.carList, {})).body.code).toBe(ResultCode.sessionExpired);
  });

  it("moves a logged-out visitor's car into the account once", async () => {
    const carol = await server.login('+60133000003');
    const visitorCar = { specId: city.id, year: city.yearTo };
    const first = await server.call(api.carImport, visitorCar, {
      session: carol,
    });
    expect(first.body.data).toMatchObject({ imported: true, car: { specId: city.id, plate: '', isDefault: true } });
    const again = await server.call(api.carImport, visitorCar, {
      session: carol,
    });
    expect(again.body.data).toMatchObject({ imported: false, car: { id: first.body.data.car.id } });
    // the plate can be completed later
    const plated = await server.call(api.carUpdate, { id: first.body.data.car.id, plate: 'bkk 9' }, { session: carol });
    expect(plated.body.data.plate).toBe('BKK9');
    expect(await list(carol)).toHaveLength(1);
  });
});
