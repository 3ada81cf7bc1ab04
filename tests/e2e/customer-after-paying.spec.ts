import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatDate, formatRM } from '../../src/shared/lib/format';
import { handoverSlots } from '../../src/shared/contract/work-order-names';
import { api } from '../support/api';
import { call } from '../support/api-call';
import {
  bookAndPay,
  customerLogin,
  customerPage,
  finishAndHandBack,
  PASSWORD,
  STAFF,
  staffPage,
  uploadPhoto,
  checkInBody,
  type Session,
} from './staff-support';
import { appUrl } from './support';

/*
 * After paying, as a first-time customer on a phone: the success page says what was paid, what was
 * bought, when and where and what to do next; the order list shows every item and a status coloured
 * by what it means; a completed order can be booked again and rated, and the store manager reads
 * the rating on the manager desk. Booking and the workshop's steps go through the API (the staff
 * journeys cover those screens); everything the customer and the manager see goes through the UI.
 */

interface Booked {
  id: number;
  orderNo: string;
  actualPaySen: number;
  date: string;
  slot: string;
  storeName: string;
  car: { specId: number; year: number };
  tyre: { id: number; name: string };
  wiper: { id: number; name: string };
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

let customer: Session;
let booked: Booked;

/** The workshop's steps through the API: accept, handover, group photo, work, sign-offs, return photos, delivery. */
async function completeInstallation(request: APIRequestContext, orderNo: string) {
  const tech = await call(request, api.staffLogin, { phone: STAFF.technician, password: PASSWORD });
  const id = (await call(request, api.workOrderPage, { keyword: orderNo }, tech)).list[0]!.id;
  await call(request, api.workOrderAccept, { id }, tech);
  const photos: Record<string, string> = {};
  for (const [i, slot] of handoverSlots.entries())
    photos[slot] = await uploadPhoto(request, tech, 'handover', `#${i}${i}3`);
  await call(
    request,
    api.workOrderHandover,
    { id, photos, cameEarly: true, ...(await checkInBody(request, tech)) },
    tech,
  );
  await finishAndHandBack(request, id, tech);
}

const cardOf = (page: Page, orderNo: string) => page.locator('li.orders-card').filter({ hasText: orderNo });

test.beforeAll(async ({ request }) => {
  customer = await customerLogin(request);
  // four tyres and a wiper blade fitted at the demo workshop
  const { wiper, ...rest } = await bookAndPay(request, customer, { tyres: 4, wipers: 1, platePrefix: 'WAP' });
  if (!wiper) throw new Error('no wiper blade booked');
  booked = { ...rest, wiper };
});

test('the success page says what was paid, what was bought, and when and where to bring the car', async ({
  browser,
}) => {
  const page = await customerPage(browser, customer);
  await page.goto(appUrl(`/pages/pay/pay?orderId=${booked.id}`));
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText(formatRM(booked.actualPaySen)).first()).toBeVisible();

  const next = page.getByTestId('paid-next-step');
  await expect(next.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(next).toContainText(
    `Bring your car to ${booked.storeName} on ${formatDate(booked.date, 'en')} at ${booked.slot}.`,
  );
  const bought = page.getByTestId('paid-items');
  await expect(bought.getByRole('list').first().getByRole('listitem')).toHaveCount(2);
  await expect(bought).toContainText(`${booked.tyre.name} × 4`);
  await expect(bought).toContainText(`${booked.wiper.name} × 1`);
  await expect(bought).toContainText(formatRM(booked.actualPaySen));
  await expect(page.getByRole('link', { name: 'View order' })).toBeVisible();
  await page.getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/group=upcoming/);
  await page.context().close();
});

test('the order list shows every item of an order, and each status on the colour of what it means', async ({
  browser,
  request,
}) => {
  // a second order, left unpaid: it waits for the customer
  const stores = (await call(request, api.storeList, { pageSize: 100 })).list;
  const storeId = stores.find((s) => s.code === 'WS-KUL-001')!.id;
  const unpaid = await call(
    request,
    api.orderAdd,
    {
      orderType: 'pickup',
      lines: [{ productId: booked.wiper.id, quantity: 2 }],
      car: booked.car,
      plate: 'WAP 1',
      storeId,
    },
    customer,
  );
  const page = await customerPage(browser, customer);
  await page.goto(appUrl('/pages-order/list/OrderList?group=all'));
  const card = cardOf(page, booked.orderNo);
  const items = card.getByTestId('order-card-items').getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(booked.tyre.name);
  await expect(items.nth(0)).toContainText('× 4');
  await expect(items.nth(1)).toContainText(booked.wiper.name);
  await expect(items.nth(1)).toContainText('× 1');
  await expect(card.locator('.orders-status')).toHaveText('Upcoming service');
  await expect(card.locator('.orders-status')).toHaveAttribute('data-tone', 'progress');

  const waiting = cardOf(page, unpaid.orderNo).locator('.orders-status');
  await expect(waiting).toHaveText('Pending payment');
  await expect(waiting).toHaveAttribute('data-tone', 'attention');
  await page.context().close();
});

test('a completed order is rated once, the manager reads it, and Book again opens checkout with the same items', async ({
  browser,
  request,
}) => {
  await completeInstallation(request, booked.orderNo);
  const page = await customerPage(browser, customer);
  await page.goto(appUrl('/pages-order/list/OrderList?group=completed'));
  await expect(cardOf(page, booked.orderNo).locator('.orders-status')).toHaveAttribute('data-tone', 'success');
  await cardOf(page, booked.orderNo).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();

  // the stars are a radio group: labelled, and the arrows move between them
  const rating = page.getByTestId('order-rating');
  await expect(rating.getByRole('heading', { name: 'Rate this order' })).toBeVisible();
  await rating.getByRole('button', { name: 'Send rating' }).click();
  await expect(rating.getByText('Please choose 1 to 5 stars')).toBeVisible();
  await expect(rating.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();
  await rating.getByRole('radio', { name: '5 stars' }).check();
  await page.keyboard.press('ArrowLeft');
  await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
  const comment = `Balanced all four tyres while I waited ${booked.orderNo}`;
  await rating.getByLabel('Comment (optional)').fill(comment);
  await rating.getByRole('button', { name: 'Send rating' }).click();
  await expect(rating.getByRole('heading', { name: 'Your rating' })).toBeVisible();
  await expect(rating.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(rating).toContainText(comment);
  await page.reload();
  await expect(page.getByTestId('order-rating').getByRole('heading', { name: 'Your rating' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send rating' })).toHaveCount(0);

  // book again: the same products, quantities and car in a new checkout
  await page.getByRole('button', { name: 'Book again' }).click();
  await expect(page).toHaveURL(/PlaceAnOrder\?lines=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Place an order' })).toBeVisible();
  const goods = page.locator('section[aria-labelledby="checkout-goods"]');
  await expect(goods).toContainText(booked.tyre.name);
  await expect(goods).toContainText('× 4');
  await expect(goods).toContainText(booked.wiper.name);
  await expect(goods).toContainText('× 1');
  await expect(page.getByText('Perodua Myvi', { exact: false }).first()).toBeVisible();
  // a reload keeps the same purchase
  await page.reload();
  await expect(page.locator('section[aria-labelledby="checkout-goods"]')).toContainText(booked.wiper.name);
  await page.context().close();

  // the store manager reads it on the manager desk
  const manager = await staffPage(browser, STAFF.manager);
  await manager.goto(appUrl('/pages-staff/manager/ManagerDesk?section=ratings'));
  const row = manager.getByTestId('rating-row').filter({ hasText: booked.orderNo });
  await expect(row).toContainText(comment);
  await expect(row.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(manager.getByTestId('store-rating-average')).toContainText(/ratings?/);
  await manager.context().close();
});
