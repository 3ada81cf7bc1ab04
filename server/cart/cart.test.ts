import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductSummary } from '../../src/shared/contract/catalog';
import { ResultCode } from '../../src/shared/contract/codes';
import { describeOnEachDatabase, startTestServer, type Session, type TestServer } from '../testing/harness';
import { api } from '../../tests/support/api';

describeOnEachDatabase('the shopping cart', (kind) => {
  let server: TestServer;
  let alice: Session;
  let bob: Session;
  let car: { specId: number; year: number };
  let wiper: ProductSummary;
  let dashcam: ProductSummary;
  let misfitWiper: ProductSummary;

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await server.login('+60131000001');
    bob = await server.login('+60131000002');
    const specs = (await server.call(api.vehicleSpecList, {})).body.data;
    const myvi = specs.find((s) => s.make === 'Perodua' && s.model === 'Myvi' && s.variant === '1.5AV');
    if (!myvi) throw new Error('Myvi 1.5AV seeded');
    car = { specId: myvi.id, year: myvi.yearTo };
    const fitting = await server.call(api.productPage, { category: 'wipers', car });
    const all = await server.call(api.productPage, {
      category: 'wipers',
      pageSize: 50,
    });
    const cams = await server.call(api.productPage, { category: 'dashcam' });
    const fitIds = new Set(fitting.body.data.list.map((p) => p.id));
    wiper = fitting.body.data.list[0] as ProductSummary;
    misfitWiper = all.body.data.list.find((p) => !fitIds.has(p.id)) as ProductSummary;
    dashcam = cams.body.data.list.find((p) => p.labourSen > 0) as ProductSummary;
  });
  afterAll(() => server.close());

  const cart = (session: Session) => server.call(api.cartPage, {}, { session });
  const count = async (session: Session) => (await server.call(api.cartCount, {}, { session })).body.data.count;

  it('adds, merges the same product and car, and counts items', async () => {
    const first = await server.call(api.cartAdd, { productId: wiper.id, quantity: 2, car }, { session: alice });
    expect(first.body.code, first.body.msg).toBe(200);
    const again = await server.call(api.cartAdd, { productId: wiper.id, quantity: 1, car }, { session: alice });
    expect(again.body.data).toMatchObject({ quantity: 3, count: 3 });
    expect((await cart(alice)).body.data.list).toHaveLength(1);
  });

  it('adds up goods and installation labour in sen over the selected lines only', async () => {
    await server.call(api.cartAdd, { productId: dashcam.id, quantity: 2 }, { session: alice });
    const full = (await cart(alice)).body.data;
    const goods = wiper.priceSen * 3 + dashcam.priceSen * 2;
    const labour = wiper.labourSen * 3 + dashcam.labourSen * 2;
    expect(full).toMatchObject({ goodsSen: goods, labourSen: labour, totalSen: goods + labour, selectedCount: 5 });
    for (const line of full.list) {
      expect(Number.isInteger(line.lineTotalSen)).toBe(true);
      expect(line.lineTotalSen).toBe((line.product.priceSen + line.product.labourSen) * line.quantity);
    }
    const camLine = full.list.find((l) => l.product.id === dashcam.id);
    await server.call(api.cartUpdate, { id: camLine!.id, selected: false }, { session: alice });
    expect((await cart(alice)).body.data).toMatchObject({ goodsSen: wiper.priceSen * 3, selectedCount: 3 });
    await server.call(api.cartUpdate, { id: camLine!.id, quantity: 1, selected: true }, { session: alice });
    expect(await count(alice)).toBe(4);
  });

  it('refuses a product that does not fit the car, with the spec message', async () => {
    const res = await server.call(api.cartAdd, { productId: misfitWiper.id, quantity: 1, car }, { session: alice });
    expect(res.body.msg).toBe(
      'The product is not compatible with your selected vehicle and cannot be purchased. Please choose a different vehicle',
    );
    const noCar = await server.call(api.cartAdd, { productId: wiper.id, quantity: 1 }, { session: alice });
    expect(noCar.body.msg).toBe('Please select the car brand, model, year, variant, engine and transmission');
    const unknownCar = await server.call(
      api.cartAdd,
      { productId: wiper.id, quantity: 1, car: { specId: 999_999, year: 2020 } },
      { session: alice },
    );
    expect(unknownCar.body.msg).toBe('No vehicle model data detected');
    expect(await count(alice)).toBe(4);
  });

  it('refuses a car with no suitable size', async () => {
    const specs = (await server.call(api.vehicleSpecList, {})).body.data;
    const sizes = await Promise.all(
      specs.map(async (s) => ({
        s,
        none: (
          await server.call(api.carSizes, {
            specId: s.id,
            year: s.yearTo,
          })
        ).body.data.noSizeFor,
      })),
    );
    const bare = sizes.find((x) => x.none.includes('wipers'));
    if (!bare) throw new Error('seed has a car without wiper sizes');
    const res = await server.call(
      api.cartAdd,
      { productId: wiper.id, quantity: 1, car: { specId: bare.s.id, year: bare.s.yearTo } },
      { session: alice },
    );
    expect(res.body.msg).toBe(
      'The selected car model currently does not have a suitable size. Please select a new car model',
    );
  });

  it('refuses bad quantities and unknown products, changing nothing', async () => {
    for (const quantity of [0, -1, 1.5, 100]) {
      const res = await server.call(api.cartAdd, { productId: dashcam.id, quantity }, { session: alice });
      expect(res.body.code).toBe(ResultCode.validation);
    }
    const unknown = await server.call(api.cartAdd, { productId: 999_999, quantity: 1 }, { session: alice });
    expect(unknown.body).toMatchObject({ code: ResultCode.notFound, msg: 'Product was not found' });
    expect(await count(alice)).toBe(4);
  });

  it("keeps one customer out of another's cart lines", async () => {
    const line = (await cart(alice)).body.data.list[0];
    const update = await server.call(api.cartUpdate, { id: line!.id, quantity: 9 }, { session: bob });
    expect(update.body.code).toBe(ResultCode.notFound);
    const del = await server.call(api.cartDelete, { ids: [line!.id] }, { session: bob });
    expect(del.body.code).toBe(ResultCode.notFound);
    expect((await cart(bob)).body.data.list).toHaveLength(0);
    expect(await count(alice)).toBe(4);
  });

  it('removes lines all or nothing', async () => {
    await server.call(api.cartAdd, { productId: dashcam.id, quantity: 1 }, { session: bob });
    const bobLine = (await cart(bob)).body.data.list[0];
    const aliceLines = (await cart(alice)).body.data.list;
    const mixed = await server.call(api.cartDelete, { ids: [aliceLines[0]!.id, bobLine!.id] }, { session: alice });
    expect(mixed.body.code).toBe(ResultCode.notFound);
    expect((await cart(alice)).body.data.list).toHaveLength(aliceLines.length);
    const ok = await server.call(api.cartDelete, { ids: [aliceLines[0]!.id] }, { session: alice });
    expect(ok.body.data.removed).toBe(1);
    expect(ok.body.data.count).toBe(await count(alice));
  });

  it('needs a login', async () => {
    expect((await server.call(api.cartCount, {})).body.code).toBe(708);
  });
});
