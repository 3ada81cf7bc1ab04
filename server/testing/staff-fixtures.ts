/** Test fixtures for the staff suites: people of two stores, paid installation orders, photos. */
import { expect } from 'vitest';
import type { ProductCategory, ProductSummary, VehicleSpec } from '../../src/shared/contract/catalog';
import type { Store } from '../../src/shared/contract/orders';
import type { WorkOrderSummary } from '../../src/shared/contract/staff';
import { malaysiaParts } from '../../src/shared/lib/appointment';
import { DEMO_STAFF_PASSWORD, DEMO_STORE_CODE } from '../seed/demo-accounts';
import type { Session, TestServer } from './harness';
import { uploadedId } from './uploads';
import { api } from '../../tests/support/api';

export const STAFF_PHONES = {
  sales: '+60122000001',
  technician: '+60122000002',
  manager: '+60122000003',
  company: '+60122000004',
} as const;

const SLOTS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];

function malaysiaDate(days: number): string {
  const p = malaysiaParts(new Date(Date.now() + days * 86_400_000));
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

export interface World {
  server: TestServer;
  customer: Session & { userId: number };
  sales: Session;
  technician: Session & { userId: number };
  manager: Session;
  company: Session;
  store: Store;
  otherStore: Store;
  /** Staff of another store, signed up through the register call and approved by the company. */
  otherSales: Session;
  otherTechnician: Session;
  otherManager: Session;
  car: { specId: number; year: number };
  tyre: ProductSummary;
  tint: ProductSummary;
  dashcam: ProductSummary;
  outlet: Store;
}

export async function staffLogin(server: TestServer, phone: string, password = DEMO_STAFF_PASSWORD) {
  const res = await server.call(api.staffLogin, {
    phone,
    password,
  });
  expect(res.body.code, res.body.msg).toBe(200);
  return { userKey: res.body.data.userKey, secret: res.body.data.secret, userId: res.body.data.userInfo.id };
}

/** Signs a person up for a store through the register call and has the company approve them. */
export async function registerApproved(
  server: TestServer,
  company: Session,
  person: { phone: string; name: string; storeId: number; role: 'sales' | 'technician' | 'manager' },
) {
  const password = 'Kedai2026!';
  const sent = await server.call(api.sendSms, { phone: person.phone, scene: 'staffRegister' });
  expect(sent.body.code, sent.body.msg).toBe(200);
  const code = await server.latestOtp(person.phone);
  const reg = await server.call(api.staffRegister, {
    ...person,
    company: 'Roda Auto Sdn. Bhd.',
    password,
    confirmPassword: password,
    code,
    agree: true,
  });
  expect(reg.body.code, reg.body.msg).toBe(200);
  const review = await server.call(api.signupReview, { id: reg.body.data.id, approve: true }, { session: company });
  expect(review.body.code, review.body.msg).toBe(200);
  return staffLogin(server, person.phone, password);
}

export async function setupWorld(server: TestServer): Promise<World> {
  const specs = (await server.call(api.vehicleSpecList, {})).body.data;
  const myvi = specs.find((s) => s.make === 'Perodua' && s.model === 'Myvi' && s.variant === '1.5AV') as VehicleSpec;
  const car = { specId: myvi.id, year: myvi.yearTo };
  const productOf = async (category: ProductCategory, withCar: boolean) =>
    (
      await server.call(api.productPage, {
        category,
        ...(withCar ? { car } : {}),
      })
    ).body.data.list[0] as ProductSummary;
  const stores = (await server.call(api.storeList, { pageSize: 100 })).body.data.list;
  const store = stores.find((s) => s.code === DEMO_STORE_CODE) as Store;
  const otherStore = stores.find((s) => s.code === 'WS-SEL-001') as Store;
  const outlet = stores.find((s) => s.kind === 'outlet') as Store;
  const company = await staffLogin(server, STAFF_PHONES.company);
  return {
    server,
    customer: await server.login('+60149000001'),
    sales: await staffLogin(server, STAFF_PHONES.sales),
    technician: await staffLogin(server, STAFF_PHONES.technician),
    manager: await staffLogin(server, STAFF_PHONES.manager),
    company,
    store,
    otherStore,
    outlet,
    otherSales: await registerApproved(server, company, {
      phone: '+60129000001',
      name: 'Siti (Sales, Shah Alam)',
      storeId: otherStore.id,
      role: 'sales',
    }),
    otherTechnician: await registerApproved(server, company, {
      phone: '+60129000002',
      name: 'Ah Kow (Technician, Shah Alam)',
      storeId: otherStore.id,
      role: 'technician',
    }),
    otherManager: await registerApproved(server, company, {
      phone: '+60129000003',
      name: 'Mei Ling (Manager, Shah Alam)',
      storeId: otherStore.id,
      role: 'manager',
    }),
    car,
    tyre: await productOf('tyres', true),
    tint: await productOf('tint', true),
    dashcam: await productOf('dashcam', false),
  };
}

/*
 * Bookings made on each test server so far: each takes its own slot, day after day. Counted per
 * server (its database), not per module: the server suite shares modules between the files of a worker (vitest.config.ts), and a
 * count carried over from earlier files pushed a file's first bookings weeks ahead, out of the
 * dashboard's ten-day range.
 */
const bookings = new WeakMap<TestServer, number>();

/** Pays through the sandbox gateway as a browser would. */
export async function payInSandbox(server: TestServer, session: Session, orderId: number) {
  const param = await server.call(api.payParam, { orderId }, { session });
  expect(param.body.code, param.body.msg).toBe(200);
  const done = await fetch(`${server.baseUrl}/pay/sandbox/complete`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      reference: param.body.data.reference,
      method: 'fpx',
      bank: 'Maybank2u',
      outcome: 'approve',
    }),
  });
  expect(done.status).toBe(303);
}

/** Books an installation at the demo workshop (each on its own day and slot), pays it, finds its work order. */
export async function paidInstall(world: World, product: ProductSummary = world.tyre, quantity = 1) {
  const n = bookings.get(world.server) ?? 0;
  bookings.set(world.server, n + 1);
  const { server, customer } = world;
  const add = await server.call(
    api.orderAdd,
    {
      orderType: 'install',
      lines: [{ productId: product.id, quantity }],
      car: world.car,
      plate: `WXY ${1000 + n}`,
      storeId: world.store.id,
      appointmentDate: malaysiaDate(2 + Math.floor(n / SLOTS.length)),
      appointmentSlot: SLOTS[n % SLOTS.length],
      customerName: 'Aisyah Rahman',
    },
    { session: customer },
  );
  expect(add.body.code, add.body.msg).toBe(200);
  await payInSandbox(server, customer, add.body.data.id);
  const page = await server.call(api.workOrderPage, { keyword: add.body.data.orderNo }, { session: world.manager });
  expect(page.body.code, page.body.msg).toBe(200);
  expect(page.body.data.list).toHaveLength(1);
  const wo = page.body.data.list[0] as WorkOrderSummary;
  return { orderId: add.body.data.id, orderNo: add.body.data.orderNo, workOrderId: wo.id };
}

/** A paid self-pickup order of one dashcam at the demo workshop's counter. */
export async function paidPickup(world: World) {
  const { server, customer } = world;
  const add = await server.call(
    api.orderAdd,
    {
      orderType: 'pickup',
      lines: [{ productId: world.dashcam.id, quantity: 1 }],
      plate: 'WXY 9',
      storeId: world.store.id,
      customerName: 'Aisyah Rahman',
    },
    { session: customer },
  );
  expect(add.body.code, add.body.msg).toBe(200);
  await payInSandbox(server, customer, add.body.data.id);
  return { orderId: add.body.data.id, orderNo: add.body.data.orderNo };
}

/** A paid mail order of one dashcam (mail orders belong to no store). */
export async function paidMail(world: World) {
  const { server, customer } = world;
  const add = await server.call(
    api.orderAdd,
    {
      orderType: 'mail',
      lines: [{ productId: world.dashcam.id, quantity: 1 }],
      plate: 'WXY 9',
      mailingAddress: {
        name: 'Aisyah',
        phone: '0123456789',
        line1: '1 Jalan Ampang',
        postcode: '50450',
        city: 'Kuala Lumpur',
        state: 'Kuala Lumpur',
      },
    },
    { session: customer },
  );
  expect(add.body.code, add.body.msg).toBe(200);
  await payInSandbox(server, customer, add.body.data.id);
  return { orderId: add.body.data.id, orderNo: add.body.data.orderNo };
}

export const customerOrder = async (world: World, orderId: number) => {
  const res = await world.server.call(api.orderFind, { id: orderId }, { session: world.customer });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
};

export const latestMessages = async (world: World, count = 1, language = 'en_us') => {
  const res = await world.server.call(api.messagePage, { pageSize: count }, { session: world.customer, language });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.list;
};

export const findWorkOrder = async (world: World, session: Session, id: number) => {
  const res = await world.server.call(api.workOrderFind, { id }, { session });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
};

/** Real images through the upload call, as the staff app sends them. */
export const photos = (world: World, session: Session, purpose: string, n: number) =>
  Promise.all(Array.from({ length: n }, () => photo(world, session, purpose)));

/** One real image through the upload call. */
export const photo = (world: World, session: Session, purpose: string) => uploadedId(world.server, session, purpose);

/** A complete check-in (docs/product.md#handover): mileage, fuel, a dent and the customer's signature as an upload. */
export const checkIn = async (world: World, session: Session) => ({
  mileageKm: 48_210,
  fuelQuarters: 2,
  damage: [{ zone: 'rearBumper' as const, kind: 'dent' as const }],
  customerSignature: await photo(world, session, 'signature'),
  customerSignerName: 'Aisyah Rahman',
});

/** A mail order of the world's dashcam, waiting for payment (payments suites). */
export async function unpaidMailOrder(world: World, customer: Session = world.customer) {
  const add = await world.server.call(
    api.orderAdd,
    {
      orderType: 'mail',
      lines: [{ productId: world.dashcam.id, quantity: 1 }],
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
    },
    { session: customer },
  );
  expect(add.body.code, add.body.msg).toBe(200);
  return add.body.data;
}
