import { expect, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';
import { malaysiaParts } from '../../src/shared/lib/appointment';
import { api } from '../support/api';
import { call, developmentOtp } from '../support/api-call';

export const DEMO_PHONE = '+60123456789';

let nextPhone = 0;
/** A fresh Malaysian mobile number per login, so the server's OTP cooldown never bites between tests. */
export function freshPhone(): string {
  nextPhone += 1;
  const tail = String((Date.now() % 1_000_000) * 10 + nextPhone)
    .padStart(7, '0')
    .slice(-7);
  return `+6017${tail}`;
}

/** Every route of spec §2 with the heading its page shows in English. */
export const specRoutes: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: 'Roda' },
  { path: '/pages/index/index', heading: 'Roda' },
  { path: '/pages/home/home', heading: 'Search parts and services' },
  { path: '/pages/login/PhoneLogin', heading: 'Log in' },
  { path: '/pages/pay/pay', heading: 'Payment' },
  { path: '/pages/faq/faq', heading: 'FAQ' },
  { path: '/pages-shop/good/GoodDetails', heading: 'Product details' },
  { path: '/pages-shop/good/PlaceAnOrder', heading: 'Place an order' },
  { path: '/pages-shop/good/ChangeGood', heading: 'Change product' },
  { path: '/pages-shop/good/GoodsEmpty', heading: 'Find a part' },
  { path: '/pages-shop/cart/ShopCart', heading: 'Cart' },
  { path: '/pages-store/list/StoreList', heading: 'Workshops' },
  { path: '/pages-store/list/StoreListType', heading: 'Workshops by service' },
  { path: '/pages-order/list/OrderList', heading: 'My orders' },
  { path: '/pages-order/list/OrderDetails', heading: 'Order details' },
  { path: '/pages-order/refund/RefundOrder', heading: 'Refunds' },
  { path: '/pages-order/refund/RequestRefund', heading: 'Request a refund' },
  { path: '/pages-order/pay/OrderPay', heading: 'Order payment' },
  { path: '/pages-common/person/MineInfo', heading: 'My profile' },
  { path: '/pages-common/feedback/FeedBack', heading: 'Feedback' },
  { path: '/pages-common/useragree/AboutUs', heading: 'About us' },
  { path: '/pages-common/useragree/Policy', heading: 'Privacy policy' },
  { path: '/pages-common/useragree/UserAgree', heading: 'User agreement' },
  { path: '/pages-common/message/MessageList', heading: 'Messages' },
  { path: '/pages-common/message/MessageDetail', heading: 'Message' },
  { path: '/pages-common/car/CarList', heading: 'My cars' },
  { path: '/pages-common/car/AddCar', heading: 'Add a car' },
  { path: '/pages-common/complaint/ComplaintList', heading: 'Complaints' },
  { path: '/pages-common/complaint/AddComplaint', heading: 'File a complaint' },
];

/** Staff routes of issue 7 (not in spec §2), with their English headings. */
export const staffRoutes: { path: string; heading: string | RegExp }[] = [
  { path: '/pages/login/StaffRegister', heading: 'Staff sign-up' },
  { path: '/pages-staff/workorder/WorkOrderDetail', heading: 'Work order' },
  { path: '/pages-staff/workorder/Handover', heading: 'Vehicle handover' },
  { path: '/pages-staff/manager/ManagerDesk', heading: 'Manager desk' },
  { path: '/pages-staff/orders/GoodsDesk', heading: 'Goods desk' },
  { path: '/pages-staff/orders/GoodsOrder', heading: 'Goods order' },
];

/** Collects console errors and uncaught page errors; call the returned function to read them. */
export function watchConsole(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return () => errors;
}

export function appUrl(path: string): string {
  return `/app${path === '/' ? '/' : path}`;
}

/** The OTP the server's development SMS store holds for a phone. */
export function latestOtp(request: APIRequestContext, phone = DEMO_PHONE): Promise<string> {
  return developmentOtp(request, phone);
}

/** Logs in through the Phone login screen with the OTP from the development store. */
export async function logIn(page: Page, request: APIRequestContext, phone = DEMO_PHONE): Promise<void> {
  await page.goto(appUrl('/pages/login/PhoneLogin'));
  await page.getByLabel(/Mobile number|Nombor telefon bimbit|手机号码/).fill(phone.replace('+60', '0'));
  await page.getByRole('button', { name: /Get code|Dapatkan kod|获取验证码/ }).click();
  await expect(page.getByRole('button', { name: /Resend|Hantar semula|重新发送/ })).toBeVisible();
  const code = await latestOtp(request, phone);
  await page
    .getByLabel(/Verification code|Kod pengesahan|验证码/)
    .first()
    .fill(code);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^(Log in|Log masuk|登录)$/ }).click();
}

/** The Malaysian calendar date `days` from now ('YYYY-MM-DD'). */
export function malaysiaDate(days: number): string {
  const p = malaysiaParts(new Date(Date.now() + days * 86_400_000));
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * The first date from `days` ahead, a week at a time (same weekday, same look on screen), on which
 * the workshop still has a place at `slot`. Suites book the demo workshop again on every run and
 * retry, and a public holiday may close it on a fixed date; this keeps them off a full or closed day.
 */
export async function bookableDate(
  request: APIRequestContext,
  storeId: number,
  days: number,
  slot: string,
): Promise<string> {
  for (let week = 0; week < 8; week++) {
    const date = malaysiaDate(days + week * 7);
    const slots = await call(request, api.storeSlots, { storeId, date });
    if (slots.some((s) => s.slot === slot && s.closedReason === null)) return date;
  }
  throw new Error(`no bookable ${slot} at store ${storeId} in eight weeks from ${malaysiaDate(days)}`);
}

/**
 * The first `count` dates from tomorrow on which the store is open (the picker greys out a public
 * holiday or a closure): a journey that picks "tomorrow" in the date chips must not land on one.
 */
export async function openDates(request: APIRequestContext, storeId: number, count: number): Promise<string[]> {
  const closedDays = await call(request, api.storeClosedDays, { storeId, from: malaysiaDate(1), days: 14 });
  const closed = new Set(closedDays.map((d) => d.date));
  const open = Array.from({ length: 14 }, (_, i) => malaysiaDate(i + 1)).filter((d) => !closed.has(d));
  expect(open.length, `open days of store ${storeId} in the next two weeks`).toBeGreaterThanOrEqual(count);
  return open.slice(0, count);
}
