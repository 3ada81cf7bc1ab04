import { afterAll, beforeAll, expect } from 'vitest';
import type { ProductSummary, VehicleSpec } from '../../src/shared/contract/catalog';
import type { PayloadOf } from '../../src/shared/contract/define-call';
import type { Store } from '../../src/shared/contract/orders';
import { malaysiaParts } from '../../src/shared/lib/appointment';
import { startTestServer, type Session, type TestServer } from '../testing/harness';
import type { DbKind } from '../db/client';
import { api } from '../../tests/support/api';

/** A Malaysian calendar date `days` from now. */
export function malaysiaDate(days: number): string {
  const p = malaysiaParts(new Date(Date.now() + days * 86_400_000));
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** A test server with two customers, a car, a tyre, a dash cam, an every-day workshop and an outlet, and the order helpers; started before the file's tests, closed after. */
export function ordersFixture(kind: DbKind) {
  let server: TestServer;
  let alice: Session;
  let bob: Session;
  let car: { specId: number; year: number };
  let tyre: ProductSummary;
  let dashcam: ProductSummary;
  let workshop: Store;
  let outlet: Store;

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await server.login('+60141000001');
    bob = await server.login('+60141000002');
    const specs = (await server.call(api.vehicleSpecList, {})).body.data;
    const myvi = specs.find((s) => s.make === 'Perodua' && s.model === 'Myvi' && s.variant === '1.5AV') as VehicleSpec;
    car = { specId: myvi.id, year: myvi.yearTo };
    tyre = (await server.call(api.productPage, { category: 'tyres', car })).body.data.list[0] as ProductSummary;
    dashcam = (await server.call(api.productPage, { category: 'dashcam' })).body.data.list[0] as ProductSummary;
    const all = (await server.call(api.storeList, { pageSize: 100 })).body.data.list;
    // a workshop open every day from 09:00 to 18:00, so "tomorrow" is bookable whatever day the suite runs
    workshop = all.find(
      (s) => s.kind === 'workshop' && s.openDays.length === 7 && s.opens <= '09:00' && s.closes >= '18:00',
    ) as Store;
    outlet = all.find((s) => s.kind === 'outlet') as Store;
    if (!workshop || !outlet) throw new Error('seed has an every-day workshop and an outlet');
  });
  afterAll(() => server.close());

  const installDraft = (slot: string, date = malaysiaDate(1)): PayloadOf<typeof api.orderAdd> => ({
    orderType: 'install',
    lines: [{ productId: tyre.id, quantity: 4 }],
    car,
    plate: 'wxy 1234',
    storeId: workshop.id,
    appointmentDate: date,
    appointmentSlot: slot,
  });
  const add = (session: Session, draft: PayloadOf<typeof api.orderAdd>, idempotencyKey?: string) =>
    server.call(api.orderAdd, draft, {
      session,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
  const find = async (session: Session, id: number) =>
    (await server.call(api.orderFind, { id }, { session })).body.data;

  /** Pays through the sandbox gateway as a browser would: checkout page, approve, callback, redirect. */
  async function payInSandbox(
    session: Session,
    orderId: number,
    outcome: 'approve' | 'decline' | 'cancel' = 'approve',
  ) {
    const param = await server.call(api.payParam, { orderId }, { session });
    expect(param.body.code, param.body.msg).toBe(200);
    const page = await fetch(`${server.baseUrl}${param.body.data.paymentUrl}`);
    const html = await page.text();
    expect(html).toContain('FPX online banking');
    expect(html).toContain('Maybank2u');
    const done = await fetch(`${server.baseUrl}/pay/sandbox/complete`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ reference: param.body.data.reference, method: 'fpx', bank: 'Maybank2u', outcome }),
    });
    expect(done.status).toBe(303);
    return { reference: param.body.data.reference, location: done.headers.get('location') ?? '' };
  }

  return {
    get server() {
      return server;
    },
    get alice() {
      return alice;
    },
    get bob() {
      return bob;
    },
    get car() {
      return car;
    },
    get tyre() {
      return tyre;
    },
    get dashcam() {
      return dashcam;
    },
    get workshop() {
      return workshop;
    },
    get outlet() {
      return outlet;
    },
    installDraft,
    add,
    find,
    payInSandbox,
  };
}
