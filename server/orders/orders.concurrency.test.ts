import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductSummary, VehicleSpec } from '../../src/shared/contract/catalog';
import { ResultCode } from '../../src/shared/contract/codes';
import type { PayloadOf } from '../../src/shared/contract/define-call';
import type { Store } from '../../src/shared/contract/orders';
import { malaysiaParts } from '../../src/shared/lib/appointment';
import { setUnits, stockAt } from '../catalog/store-stock';
import { cartItems, coupons, stores, userCoupons, WAREHOUSE_KEY } from '../db/schema';
import { describeOnPostgres, startTestServer, type Session, type TestServer } from '../testing/harness';
import { api } from '../../tests/support/api';

type OrderDraft = PayloadOf<typeof api.orderAdd>;

function malaysiaDate(days: number): string {
  const p = malaysiaParts(new Date(Date.now() + days * 86_400_000));
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

const codesOf = (answers: { body: { code: number } }[]) => answers.map((a) => a.body.code);
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describeOnPostgres('orders under parallel requests', (kind) => {
  let server: TestServer;
  let car: { specId: number; year: number };
  let dashcam: ProductSummary;
  let tyre: ProductSummary;
  let workshop: Store;
  let phoneNo = 0;
  const newCustomer = () => server.login(`+6014300${String(phoneNo++).padStart(4, '0')}`);

  beforeAll(async () => {
    server = await startTestServer(kind);
    const specs = (await server.call(api.vehicleSpecList, {})).body.data;
    const myvi = specs.find((s) => s.make === 'Perodua' && s.model === 'Myvi' && s.variant === '1.5AV') as VehicleSpec;
    car = { specId: myvi.id, year: myvi.yearTo };
    const page = async (body: PayloadOf<typeof api.productPage>) =>
      (await server.call(api.productPage, body)).body.data.list;
    dashcam = (await page({ category: 'dashcam' }))[0] as ProductSummary;
    tyre = (await page({ category: 'tyres', car }))[0] as ProductSummary;
    const all = (await server.call(api.storeList, { pageSize: 100 })).body.data.list;
    workshop = all.find(
      (s) => s.kind === 'workshop' && s.openDays.length === 7 && s.opens <= '09:00' && s.closes >= '18:00',
    ) as Store;
  });
  afterAll(() => server.close());

  // mail orders take their units from the warehouse
  const setStock = (productId: number, stock: number) => setUnits(server.database.db, productId, WAREHOUSE_KEY, stock);
  const stockOf = async (productId: number) =>
    (await stockAt(server.database.db, WAREHOUSE_KEY, [productId])).get(productId);
  const mailDraft = (productId: number, quantity = 1, extra: Partial<OrderDraft> = {}): OrderDraft => ({
    orderType: 'mail',
    lines: [{ productId, quantity }],
    plate: 'WXY1234',
    mailingAddress: {
      name: 'Aisyah',
      phone: '+60123456789',
      line1: '1 Jalan Ampang',
      line2: '',
      postcode: '50450',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
    },
    ...extra,
  });
  const add = (session: Session, draft: OrderDraft) => server.call(api.orderAdd, draft, { session });

  it('sells 12 units of a stock of 12 to 20 parallel buyers, and never goes below zero', async () => {
    await setStock(dashcam.id, 12);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => newCustomer()));
    const answers = await Promise.all(buyers.map((b) => add(b, mailDraft(dashcam.id))));
    const codes = codesOf(answers);
    expect(count(codes, 200), codes.join(',')).toBe(12);
    expect(count(codes, ResultCode.conflict)).toBe(8);
    expect(await stockOf(dashcam.id)).toBe(0);
  });

  it('refuses one order with the same product in three lines of 10 when 10 are left', async () => {
    await setStock(dashcam.id, 10);
    const buyer = await newCustomer();
    const draft = {
      ...mailDraft(dashcam.id),
      lines: [
        { productId: dashcam.id, quantity: 10 },
        { productId: dashcam.id, quantity: 10 },
        { productId: dashcam.id, quantity: 10 },
      ],
    };
    const res = await add(buyer, draft);
    expect(res.body.code, res.body.msg).toBe(ResultCode.conflict);
    expect(res.body.msg).toMatch(/10/);
    expect(await stockOf(dashcam.id)).toBe(10);
  });

  it('lets a single-use coupon pay for one of 10 parallel orders', async () => {
    await setStock(dashcam.id, 500);
    const today = malaysiaDate(0);
    const [coupon] = await server.database.db
      .insert(coupons)
      .values({
        code: 'RACE10',
        title: { en: 'RM 10 off', ms: 'RM 10 diskaun', zh: '减 RM 10' },
        kind: 'amount',
        value: 1000,
        minSpendSen: 0,
        validFrom: today,
        validTo: malaysiaDate(30),
      })
      .returning();
    const buyer = await newCustomer();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => add(buyer, mailDraft(dashcam.id, 1, { couponCode: 'RACE10' }))),
    );
    const codes = codesOf(answers);
    expect(count(codes, 200), codes.join(',')).toBe(1);
    const used = await server.database.db
      .select()
      .from(userCoupons)
      .where(eq(userCoupons.couponId, coupon?.id ?? -1));
    expect(used).toHaveLength(1);
  });

  it('books exactly the capacity of one hour for 20 parallel customers, off-grid minutes refused', async () => {
    await setUnits(server.database.db, tyre.id, workshop.id, 500);
    const [store] = await server.database.db.select().from(stores).where(eq(stores.id, workshop.id));
    const capacity = store?.slotCapacity ?? 0;
    const date = malaysiaDate(3);
    const customers = await Promise.all(Array.from({ length: 20 }, () => newCustomer()));
    // a quarter of them ask for the hour itself, the rest for minutes inside it ("10:15" took a place of its own)
    const minutes = ['10:00', '10:15', '10:30', '10:59'];
    const answers = await Promise.all(
      customers.map((c, i) =>
        add(c, {
          orderType: 'install',
          lines: [{ productId: tyre.id, quantity: 1 }],
          car,
          plate: 'WXY1234',
          storeId: workshop.id,
          appointmentDate: date,
          appointmentSlot: minutes[i % minutes.length],
        }),
      ),
    );
    const codes = codesOf(answers);
    expect(count(codes, 200), codes.join(',')).toBe(capacity);
    const offGrid = answers.filter((_, i) => i % minutes.length !== 0);
    expect(new Set(codesOf(offGrid))).toEqual(new Set([ResultCode.validation]));
    const slots = await server.call(api.storeSlots, {
      storeId: workshop.id,
      date,
    });
    expect(slots.body.data.find((s) => s.slot === '10:00')?.remaining).toBe(0);
  });

  it('lets one customer hold at most three unpaid orders, however many are sent at once', async () => {
    const hoarder = await newCustomer();
    const date = malaysiaDate(4);
    const slots = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
    const answers = await Promise.all(
      slots.map((slot) =>
        add(hoarder, {
          orderType: 'install',
          lines: [{ productId: tyre.id, quantity: 1 }],
          car,
          plate: 'WXY1234',
          storeId: workshop.id,
          appointmentDate: date,
          appointmentSlot: slot,
        }),
      ),
    );
    const codes = codesOf(answers);
    expect(count(codes, 200), codes.join(',')).toBe(3);
    const refused = answers.find((a) => a.body.code !== 200);
    expect(refused?.body.msg).toMatch(/waiting for payment/i);
  });

  it('keeps one cart line within 99 when 20 adds of 9 arrive at once', async () => {
    await setStock(dashcam.id, 500);
    const shopper = await newCustomer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.call(api.cartAdd, { productId: dashcam.id, quantity: 9 }, { session: shopper }),
      ),
    );
    const codes = codesOf(answers);
    expect(count(codes, 200), codes.join(',')).toBe(11);
    const lines = await server.database.db.select().from(cartItems).where(eq(cartItems.productId, dashcam.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(99);
  });
});
