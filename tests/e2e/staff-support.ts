import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { ProductSummary } from '../../src/shared/contract/catalog';
import { APPOINTMENT_SLOTS } from '../../src/shared/contract/orders';
import { api } from '../support/api';
import sharp from 'sharp';
import { approveInSandbox, call, uploadImage, type ApiSession } from '../support/api-call';
import { appUrl, bookableDate, freshPhone, latestOtp, malaysiaDate } from './support';

/** The demo staff of the workshop WS-KUL-001 (server/seed), all with the same password. */
export const STAFF = {
  sales: '+60122000001',
  technician: '+60122000002',
  manager: '+60122000003',
} as const;
export const PASSWORD = 'Roda2026!';
/** The company account of the seed (server/seed/demo-accounts.ts). */
export const COMPANY = '+60122000004';

export interface Session extends ApiSession {
  userInfo: unknown;
}

/** A customer logged in through the OTP calls (the development SMS store gives the code). */
export async function customerLogin(request: APIRequestContext, phone = freshPhone()): Promise<Session> {
  await call(request, api.sendSms, { phone, scene: 'login' });
  const code = await latestOtp(request, phone);
  return call(request, api.clientLogin, { phone, code });
}

/** Pays an order in the sandbox gateway, as its checkout form would. */
export async function payInSandbox(request: APIRequestContext, customer: Session, orderId: number): Promise<void> {
  const param = await call(request, api.payParam, { orderId }, customer);
  await approveInSandbox(request, param.reference);
}

let bookings = 0;
/**
 * Books `tyres` tyres (and `wipers` wiper blades) that fit a Perodua Myvi, fitted at the demo workshop
 * (WS-KUL-001), through the API, and pays in the sandbox: as a customer who has paid, before the
 * staff journeys begin. Each booking takes its own slot, on a day it is free, so journeys in a row
 * never fill one.
 */
export async function bookAndPay(
  request: APIRequestContext,
  customer: Session,
  { tyres = 1, wipers = 0, platePrefix = 'WST' }: { tyres?: number; wipers?: number; platePrefix?: string } = {},
) {
  const specs = await call(request, api.vehicleSpecList, {});
  const myvi = specs.find((s) => s.make === 'Perodua' && s.model === 'Myvi' && s.variant === '1.5AV')!;
  const car = { specId: myvi.id, year: myvi.yearTo };
  const tyre = await stockedTyre(request, car, Math.max(4, 2 * tyres));
  const wiper =
    wipers > 0
      ? [...(await call(request, api.productPage, { category: 'wipers', car })).list].sort(
          (a, b) => b.stock - a.stock,
        )[0]
      : undefined;
  if (wipers > 0) expect(wiper, 'a wiper blade that fits the car').toBeDefined();
  const store = (await call(request, api.storeList, { pageSize: 100 })).list.find((s) => s.code === JOURNEY_STORE)!;
  const n = bookings++;
  const slot = APPOINTMENT_SLOTS[(Date.now() + n) % APPOINTMENT_SLOTS.length] as string;
  const date = await bookableDate(request, store.id, 3 + n, slot);
  const plate = `${platePrefix} ${Math.floor(Math.random() * 9000) + 1000}`;
  const order = await call(
    request,
    api.orderAdd,
    {
      orderType: 'install',
      lines: [{ productId: tyre.id, quantity: tyres }, ...(wiper ? [{ productId: wiper.id, quantity: wipers }] : [])],
      car,
      plate,
      storeId: store.id,
      appointmentDate: date,
      appointmentSlot: slot,
      customerName: 'Aisyah Rahman',
    },
    customer,
  );
  await payInSandbox(request, customer, order.id);
  return { ...order, plate, date, slot, storeName: store.name, car, tyre, wiper };
}

/** A browser context logged in as staff through the staff password form. */
export async function staffPage(browser: Browser, phone: string, password = PASSWORD): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(appUrl('/pages/login/PhoneLogin?mode=staff'));
  await page.getByLabel('Mobile number').fill(phone.replace('+60', '0'));
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Staff log in' }).click();
  await expect(page).toHaveURL(/tab=workdesk/);
  return page;
}

/** A browser context holding a customer's session, as the app stores it. */
export async function customerPage(browser: Browser, session: Session): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(appUrl('/'));
  await page.evaluate((s) => {
    localStorage.setItem('key', s.userKey);
    localStorage.setItem('key.secret', s.secret);
    localStorage.setItem('info', JSON.stringify(s.userInfo));
  }, session);
  return page;
}

/** The workshop the journeys book at. */
export const JOURNEY_STORE = 'WS-KUL-001';

/**
 * A tyre that fits the car, with stock for `quantity` more at the journeys' workshop: the suites
 * share one database and keep buying the same few tyres, so when the workshop runs low the company
 * counts more in at the office, as a shop would.
 */
export async function stockedTyre(
  request: APIRequestContext,
  car: { specId: number; year: number },
  quantity = 4,
): Promise<{ id: number; name: string; stock: number }> {
  const { list } = await call(request, api.productPage, { category: 'tyres', car });
  const tyre = [...list].sort((a, b) => b.stock - a.stock)[0];
  expect(tyre, 'a tyre that fits the car').toBeDefined();
  const found = tyre!;
  const wanted = [{ productId: found.id, quantity: quantity + 20 }];
  const stores = (await call(request, api.storeList, { pageSize: 100, lines: wanted })).list;
  const store = stores.find((s) => s.code === JOURNEY_STORE)!;
  if (store.short?.length === 0) return found;
  const company = await call(request, api.staffLogin, { phone: COMPANY, password: PASSWORD });
  const { places } = await call(request, api.officeProductStock, { productId: found.id }, company);
  const here = places.find((p) => p.place === store.id)?.quantity ?? 0;
  await call(
    request,
    api.officeProductStockSave,
    { productId: found.id, place: store.id, quantity: here + 200 },
    company,
  );
  return { ...found, stock: found.stock + 200 };
}

/** A small plain-coloured JPEG, a photo as the staff screens upload it. */
export const jpeg = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** Uploads a plain-coloured photo for a purpose ('handover', 'return' …) and answers its upload id. */
export async function uploadPhoto(
  request: APIRequestContext,
  session: Session,
  purpose: string,
  colour: string,
): Promise<string> {
  return uploadImage(request, session, purpose, {
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpeg(colour),
  });
}

/** A complete check-in through the API (docs/product.md#handover): mileage, fuel and the customer's signature. */
export async function checkInBody(request: APIRequestContext, tech: Session) {
  return {
    mileageKm: 48_210,
    fuelQuarters: 2,
    customerSignature: await uploadPhoto(request, tech, 'signature', '#fff'),
    customerSignerName: 'Aisyah Rahman',
  };
}

/**
 * The check-in on the handover form as a technician fills it: mileage, fuel, a dent marked on the
 * rear bumper of the outline, and the customer's name and drawn signature.
 */
export async function fillCheckIn(page: Page, mileage = '48210'): Promise<void> {
  await page.getByLabel('Mileage (km)').fill(mileage);
  await page.getByRole('radio', { name: '1/2' }).check();
  await page.getByRole('button', { name: 'Rear bumper' }).click();
  await page.getByRole('radio', { name: 'Dent' }).check();
  await page.getByLabel("Customer's name").fill('Aisyah Rahman');
  const canvas = page.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let x = 30; x < box.width - 20; x += 25) {
    await page.mouse.move(box.x + x, box.y + box.height / 2 + Math.sin(x / 10) * 20);
  }
  await page.mouse.up();
}

/**
 * A paid installation whose car the technician (`tech`, or the demo one) has accepted and taken in:
 * in service, with brake pads that fit its car for a finding to quote (docs/product.md#extra-work).
 */
export async function workOrderInService(
  request: APIRequestContext,
  platePrefix: string,
  tech?: Session,
): Promise<{
  customer: Session;
  order: Awaited<ReturnType<typeof bookAndPay>>;
  id: number;
  tech: Session;
  pads: ProductSummary;
}> {
  const customer = await customerLogin(request);
  const order = await bookAndPay(request, customer, { tyres: 1, platePrefix });
  const technician = tech ?? (await call(request, api.staffLogin, { phone: STAFF.technician, password: PASSWORD }));
  const id = (await call(request, api.workOrderPage, { keyword: order.orderNo }, technician)).list[0]!.id;
  await call(request, api.workOrderAccept, { id }, technician);
  const frontLeft45 = await uploadPhoto(request, technician, 'handover', '#c33');
  await call(
    request,
    api.workOrderHandover,
    { id, photos: { frontLeft45 }, cameEarly: true, ...(await checkInBody(request, technician)) },
    technician,
  );
  const pads = (await call(request, api.productPage, { category: 'brake_pads', car: order.car })).list[0];
  expect(pads, 'brake pads that fit the car').toBeDefined();
  return { customer, order, id, tech: technician, pads: pads! };
}

/** Records an urgent finding on the brake pads (with one photo unless given), quoting the pads that fit and labour alone. */
export async function quotePadsAndLabour(
  request: APIRequestContext,
  tech: Session,
  id: number,
  padsId: number,
  note = 'Front pads worn to 2 mm; discs still fine.',
  photos?: string[],
) {
  const answer = await call(
    request,
    api.workOrderFindingAdd,
    {
      id,
      category: 'brakes',
      item: 'pads',
      condition: 'urgent',
      photos: photos ?? [await uploadPhoto(request, tech, 'finding', '#a52')],
      note,
      lines: [
        { kind: 'product', productId: padsId, quantity: 1 },
        { kind: 'labour', description: 'Bleed the brake fluid', labourSen: 8_000 },
      ],
    },
    tech,
  );
  return answer.extraWork.findings[0]!.lines;
}

/** The customer's decision on a quote of `quotePadsAndLabour`: the pads approved, the labour declined. Answers the order's extra work. */
export async function approvePadsDeclineLabour(
  request: APIRequestContext,
  customer: Session,
  orderId: number,
  [padsLine, labourLine]: { id: number }[],
) {
  return call(
    request,
    api.orderExtraWorkDecide,
    {
      orderId,
      decisions: [
        { lineId: padsLine!.id, decision: 'approve' },
        { lineId: labourLine!.id, decision: 'decline' },
      ],
    },
    customer,
  );
}

/**
 * The work of a car in service finished through the API: the group photo, the estimate, every line
 * signed off, the return photos and the hand-back by the salesperson. Answers what was signed off.
 */
export async function finishAndHandBack(request: APIRequestContext, id: number, tech: Session) {
  const sales = await call(request, api.staffLogin, { phone: STAFF.sales, password: PASSWORD });
  const groupPhoto = await uploadPhoto(request, sales, 'group', '#4a4');
  await call(request, api.workOrderGroupPhoto, { id, photo: groupPhoto }, sales);
  await call(
    request,
    api.workOrderProgress,
    { id, estimatedCompletionAt: `${malaysiaDate(3)}T16:30:00+08:00`, expectedDeliveryDate: malaysiaDate(3) },
    tech,
  );
  const { signoffs } = await call(request, api.workOrderFind, { id }, tech);
  for (const s of signoffs) {
    const signature = await uploadPhoto(request, tech, 'signature', '#fff');
    await call(
      request,
      api.workOrderSignoff,
      { id, orderItemId: s.orderItemId, signerName: 'Aisyah Rahman', signature },
      tech,
    );
  }
  const returnPhoto = await uploadPhoto(request, tech, 'return', '#888');
  await call(request, api.workOrderReturn, { id, photos: [returnPhoto] }, tech);
  await call(request, api.workOrderDeliver, { id }, sales);
  return signoffs;
}
