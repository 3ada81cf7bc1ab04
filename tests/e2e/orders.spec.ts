import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { malaysiaParts } from '../../src/shared/lib/appointment';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { appUrl, freshPhone, logIn, malaysiaDate, openDates, watchConsole } from './support';

type Spec = {
  id: number;
  make: string;
  model: string;
  variant: string;
  yearTo: number;
  engine: string;
  transmission: string;
};
type Product = { id: number; name: string };
type Store = { id: number; name: string; kind: string; openDays: number[]; opens: string; closes: string };

/** No serious or critical axe-core violation on the screen as it is now. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

interface Seed {
  myvi: Spec;
  tyre: Product;
  dashcam: Product;
  workshop: Store;
  outlet: Store;
  /** The workshop's next three open days (a public holiday may close tomorrow). */
  days: [string, string, string];
}

let seed: Seed;

test.beforeAll(async ({ request }) => {
  const specs = await call(request, api.vehicleSpecList, {});
  const myvi = specs.find((s) => s.make === 'Perodua' && s.model === 'Myvi' && s.variant === '1.5AV') as Spec;
  const car = { specId: myvi.id, year: myvi.yearTo };
  const tyre = (await call(request, api.productPage, { category: 'tyres', car })).list[0] as Product;
  const dashcam = (await call(request, api.productPage, { category: 'dashcam' })).list[0] as Product;
  const stores = (await call(request, api.storeList, { pageSize: 100 })).list;
  const workshop = stores.find(
    (s) => s.kind === 'workshop' && s.openDays.length === 7 && s.opens <= '09:00' && s.closes >= '18:00',
  ) as Store;
  const outlet = stores.find((s) => s.kind === 'outlet') as Store;
  const days = (await openDates(request, workshop.id, 3)) as Seed['days'];
  seed = { myvi, tyre, dashcam, workshop, outlet, days };
});

/** Logs a fresh customer in and chooses the Myvi as the car (local storage carInfoApp). */
async function customerWithMyvi(page: Page, request: APIRequestContext) {
  await logIn(page, request, freshPhone());
  await expect(page).toHaveURL(/tab=me/);
  const { myvi } = seed;
  await page.evaluate((car) => localStorage.setItem('carInfoApp', JSON.stringify(car)), {
    specId: myvi.id,
    make: myvi.make,
    model: myvi.model,
    year: myvi.yearTo,
    variant: myvi.variant,
    engine: myvi.engine,
    transmission: myvi.transmission,
  });
}

async function chooseStore(page: Page, store: Store) {
  await page.getByRole('button', { name: /Choose a store|Change store/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workshops by service' })).toBeVisible();
  await page.getByRole('button', { name: `Choose ${store.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Place an order' })).toBeVisible();
  await expect(page.getByText(store.name, { exact: true })).toBeVisible();
}

/** Checkout asks a customer without a profile name for it, once (issue 13). */
async function fillNameIfAsked(page: Page) {
  const name = page.getByLabel('Your name');
  if (await name.isVisible()) await name.fill('Aisyah Rahman');
}

const timeButton = (page: Page, time: string) =>
  page.getByRole('group', { name: 'Appointment time' }).getByRole('button', { name: new RegExp(`^${time}`) });
const dateButton = (page: Page, date: string) => page.locator(`button[data-date="${date}"]`);

/** Opens PlaceAnOrder for 4 tyres and fills an installation at the every-day workshop. */
async function fillTyreInstallation(page: Page, date: string, time: string) {
  await page.goto(appUrl(`/pages-shop/good/PlaceAnOrder?productId=${seed.tyre.id}&quantity=4`));
  await expect(page.getByText('Perodua Myvi', { exact: false }).first()).toBeVisible();
  await fillNameIfAsked(page);
  await page.getByLabel('Car plate number').fill('wxy 1234');
  await chooseStore(page, seed.workshop);
  await expect(page.getByLabel('Car plate number')).toHaveValue('wxy 1234');
  await dateButton(page, date).click();
  await timeButton(page, time).click();
}

/** Submits the order and lands on OrderPay; returns the order id. */
async function submitOrder(page: Page): Promise<number> {
  await expect(page.getByTestId('actual-payment')).toHaveText(/^RM /);
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/OrderPay\?orderId=\d+/);
  return Number(new URL(page.url()).searchParams.get('orderId'));
}

/** OrderPay -> the sandbox gateway -> FPX with a bank -> the outcome. */
async function payOnGateway(page: Page, outcome: 'Approve payment' | 'Cancel and return to Roda' = 'Approve payment') {
  await expect(page.getByRole('heading', { level: 1, name: 'Order payment' })).toBeVisible();
  await expect(page.getByText('Time left to pay')).toBeVisible();
  await page.getByRole('button', { name: /^Pay RM/ }).click();
  await expect(page.getByText('Sandbox gateway')).toBeVisible();
  await page.getByLabel(/FPX/).first().check();
  await page.locator('#bank').selectOption({ index: 1 });
  await page.getByRole('button', { name: outcome }).click();
  await expect(page).toHaveURL(/\/app\/pages\/pay\/pay\?orderId=\d+/);
}

test.describe('checkout, payment, orders and refunds', () => {
  test('buys 4 tyres with installation tomorrow at 10:00, pays by FPX and sees it under upcoming services', async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page);
    await customerWithMyvi(page, request);
    await fillTyreInstallation(page, seed.days[0], '10:00');
    const price = page.getByRole('definition');
    await expect(page.getByText('Service tax (8%)')).toBeVisible();
    await expect(price.first()).toHaveText(/^RM /);
    await expectAccessible(page);
    await submitOrder(page);
    await expect(page.getByText('Time left to pay')).toBeVisible();
    await expectAccessible(page);
    await payOnGateway(page);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'My orders' }).click();
    await expect(page).toHaveURL(/group=upcoming/);
    await expect(page.getByRole('tab', { name: /Upcoming services/, selected: true })).toBeVisible();
    await expect(page.getByText(seed.tyre.name).first()).toBeVisible();
    await expect(page.getByText(/Appointment: .* 10:00/).first()).toBeVisible();
    await expectAccessible(page);
    expect(errors().filter((e) => !e.includes('favicon'))).toEqual([]);
  });

  test('tells each appointment rule before calling the server', async ({ page, request }) => {
    await customerWithMyvi(page, request);
    await fillTyreInstallation(page, seed.days[1], '10:00');
    const alert = page.locator('.appointment [role="alert"]');
    // only the workshop's hours are offered; a time kept from an older draft still gets its rule's message
    await expect(timeButton(page, '08:00')).toHaveCount(0);
    await expect(timeButton(page, '09:30')).toHaveCount(0);
    const keepTime = (time: string) =>
      page.evaluate((kept) => {
        const draft = JSON.parse(sessionStorage.getItem('roda.checkoutDraft') ?? '{}') as Record<string, unknown>;
        sessionStorage.setItem('roda.checkoutDraft', JSON.stringify({ ...draft, time: kept }));
      }, time);
    await keepTime('08:00');
    await page.reload();
    await expect(alert).toHaveText('The earliest appointment is 9:00 am. Please rebook');
    await expect(timeButton(page, '08:00')).toHaveAttribute('aria-pressed', 'true');
    await keepTime('18:00');
    await page.reload();
    await expect(alert).toHaveText('The latest appointment is 5:00 pm. Please rebook');

    // today: the hours that have passed or are less than 4 hours away are greyed with the reason
    const p = malaysiaParts(new Date(Date.now() + 3_600_000));
    const nextHour = Math.ceil(p.minuteOfDay / 60) * 60;
    // (not on a day the workshop is closed: a public holiday greys today out)
    const today = dateButton(page, malaysiaDate(0));
    if (nextHour >= 9 * 60 && nextHour <= 17 * 60 && (await today.isEnabled())) {
      await today.click();
      const soon = timeButton(page, `${String(nextHour / 60).padStart(2, '0')}:00`);
      await expect(soon).toBeDisabled();
      await expect(soon).toHaveText(/Too soon/);
    }

    // yesterday: a draft kept from the day before
    await page.evaluate((date) => {
      const draft = JSON.parse(sessionStorage.getItem('roda.checkoutDraft') ?? '{}') as Record<string, unknown>;
      sessionStorage.setItem('roda.checkoutDraft', JSON.stringify({ ...draft, date, time: '10:00' }));
    }, malaysiaDate(-1));
    await page.reload();
    await expect(alert).toHaveText('The appointment time has already passed. Please rebook');
    await page.getByRole('button', { name: 'Submit order' }).click();
    await expect(page).toHaveURL(/PlaceAnOrder/);

    // no time chosen
    await page.evaluate(() => {
      const draft = JSON.parse(sessionStorage.getItem('roda.checkoutDraft') ?? '{}') as Record<string, unknown>;
      delete draft.time;
      sessionStorage.setItem('roda.checkoutDraft', JSON.stringify(draft));
    });
    await page.reload();
    await dateButton(page, seed.days[1]).click();
    await page.getByRole('button', { name: 'Submit order' }).click();
    await expect(alert).toHaveText('Please select an appointment time period or choose another date');
  });

  test('an abandoned payment shows pending payment, then the order is paid from OrderPay', async ({
    page,
    request,
  }) => {
    await customerWithMyvi(page, request);
    await fillTyreInstallation(page, seed.days[1], '11:00');
    const orderId = await submitOrder(page);
    await page.getByRole('button', { name: /^Pay RM/ }).click();
    await expect(page.getByText('Sandbox gateway')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`OrderPay\\?orderId=${orderId}`));
    await expect(page.getByText('Pending payment')).toBeVisible();
    await payOnGateway(page);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

    // reschedule under the same rules
    await page.getByRole('link', { name: 'View order' }).click();
    await page.getByRole('button', { name: 'Reschedule' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.locator(`button[data-date="${seed.days[2]}"]`).click();
    // the workshop's own hours only, each with the places left
    await expect(
      sheet.getByRole('group', { name: 'Appointment time' }).getByRole('button', { name: /^08:30/ }),
    ).toHaveCount(0);
    await expect(
      sheet.getByRole('group', { name: 'Appointment time' }).getByRole('button', { name: /^16:00/ }),
    ).toHaveText(/left/);
    await sheet
      .getByRole('group', { name: 'Appointment time' })
      .getByRole('button', { name: /^16:00/ })
      .click();
    await sheet.getByRole('button', { name: 'Confirm new time' }).click();
    await expect(page.locator('.orders-appointment')).toHaveText(/16:00$/);
    // the status history tells the new time as people write dates, not as ISO
    const history = page.locator('.orders-timeline');
    await expect(history).toContainText(/Appointment rescheduled · \w{3}, \d{1,2} \w{3} \d{4}, 16:00/);
    await expect(history).not.toContainText(seed.days[2]);
  });

  test('lists stores nearest first when the device shares its location, and copes with a refusal', async ({
    page,
    context,
  }) => {
    await page.goto(appUrl('/pages-store/list/StoreList'));
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText('Location was not shared. You can still filter by state and city.')).toBeVisible();

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 3.139, longitude: 101.6869 }); // Kuala Lumpur
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText('Sorted by distance from you')).toBeVisible();
    await expectAccessible(page);
    await expect(page.locator('.stores-card').first()).toContainText(/\d+\.\d km/);

    await page.getByRole('button', { name: /Select state and city/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sabah', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Kota Kinabalu', exact: true }).click();
    await expect(page.locator('.stores-card').first().or(page.getByText('No stores found'))).toBeVisible();
    for (const card of await page.locator('.stores-card').all()) await expect(card).toContainText('Sabah');
  });

  test('cancelling on the gateway shows cancelled by customer, and pay again works', async ({ page, request }) => {
    await customerWithMyvi(page, request);
    await fillTyreInstallation(page, seed.days[1], '14:00');
    await submitOrder(page);
    await payOnGateway(page, 'Cancel and return to Roda');
    await expect(page.getByRole('heading', { name: 'Payment cancelled by customer' })).toBeVisible();
    await page.getByRole('link', { name: 'Pay again' }).click();
    await payOnGateway(page);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  });

  test('requests a refund, revokes it and requests again', async ({ page, request }) => {
    await customerWithMyvi(page, request);
    await fillTyreInstallation(page, seed.days[2], '15:00');
    await submitOrder(page);
    await payOnGateway(page);
    await page.getByRole('link', { name: 'View order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    await expect(page.getByText('WXY 1234')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Request a refund' }).click();
    await page.getByRole('button', { name: 'Submit refund request' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please give a reason for the refund');
    await page.getByLabel('Reason for the refund').fill('Booked the wrong date');
    await page.getByRole('button', { name: 'Submit refund request' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
    await expect(page.locator('.orders-hero__status')).toHaveText('Pending review');
    await expect(page.getByText(/within 3 working days: by .*\(Malaysia time\)/)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Revoke refund request' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(page.locator('.orders-hero__status')).toHaveText('Revoked');

    await page.getByRole('link', { name: 'Request a refund again' }).click();
    await page.getByLabel('Reason for the refund').fill('Second thoughts');
    await page.getByRole('button', { name: 'Submit refund request' }).click();
    await expect(page.locator('.orders-hero__status')).toHaveText('Pending review');
    await expect(page.getByText('Second thoughts')).toBeVisible();
  });

  test('cancels an unpaid self-pickup order with a reason, and the pickup order shows its code once paid', async ({
    page,
    request,
  }) => {
    await customerWithMyvi(page, request);
    for (const step of ['cancel', 'pay'] as const) {
      await page.goto(appUrl(`/pages-shop/good/PlaceAnOrder?productId=${seed.dashcam.id}&quantity=1`));
      await page.getByLabel('Self pickup at a store').check();
      await fillNameIfAsked(page);
      await page.getByLabel('Car plate number').fill('VAA 1');
      await chooseStore(page, seed.outlet);
      await submitOrder(page);
      if (step === 'cancel') {
        await page.getByRole('link', { name: 'View order' }).click();
        await page.getByRole('button', { name: 'Cancel order' }).click();
        const sheet = page.getByRole('dialog');
        await sheet.getByRole('button', { name: 'Cancel order' }).click();
        await expect(sheet.getByRole('alert')).toHaveText('Please give a reason for cancelling');
        await sheet.getByLabel('Other reason').check();
        await sheet.getByLabel('Your reason').fill('Bought one at the shop');
        await sheet.getByRole('button', { name: 'Cancel order' }).click();
        await expect(sheet).toBeHidden();
        await expect(page.locator('.orders-hero__status')).toHaveText('Cancelled');
        await expect(page.getByText('Bought one at the shop', { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Delete order' })).toBeVisible();
      } else {
        await payOnGateway(page);
        await page.getByRole('link', { name: 'View order' }).click();
        await expect(page.locator('.orders-hero__status')).toHaveText('Pending self-pickup');
        await expect(page.getByRole('heading', { name: 'Self-pickup code' })).toBeVisible();
        await expect(page.locator('.orders-pickup-code')).toHaveText(/^\d{6}$/);
        await expect(page.getByRole('heading', { name: 'Self-pickup store' })).toBeVisible();
        await expect(page.getByText(seed.outlet.name)).toBeVisible();
      }
    }
  });

  test('a mail-delivery order takes an address and shows shipping fields', async ({ page, request }) => {
    await customerWithMyvi(page, request);
    await page.goto(appUrl(`/pages-shop/good/PlaceAnOrder?productId=${seed.dashcam.id}&quantity=1`));
    await page.getByLabel('Mail delivery').check();
    // a mail order asks no plate; each refused field says so beside itself, with the words every other screen uses
    await expect(page.getByLabel('Car plate number')).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit order' }).click();
    await expect(page.getByLabel('Your name')).toHaveAccessibleDescription('Please enter your name');
    await fillNameIfAsked(page);
    const recipient = page.getByLabel('Recipient name');
    await recipient.fill('');
    await page.getByRole('button', { name: 'Submit order' }).click();
    await expect(recipient).toHaveAccessibleDescription("Please enter the recipient's name");
    await recipient.fill('Aisyah');
    await page.getByLabel('Phone number').fill('999');
    await page.getByRole('button', { name: 'Submit order' }).click();
    await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription('Please check the phone number format');
    await page.getByLabel('Phone number').fill('0123456789');
    await page.getByLabel('Address line 1').fill('Lot 5, Jalan Tuaran');
    await page.getByLabel('Postcode').fill('5');
    await page.getByRole('button', { name: 'Submit order' }).click();
    await expect(page.getByLabel('Postcode')).toHaveAccessibleDescription('Please enter a 5-digit postcode');
    await page.getByLabel('Postcode').fill('88400');
    await page.getByRole('button', { name: /Select state and city/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sabah', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Kota Kinabalu', exact: true }).click();
    await expect(page.getByText('Shipping fee')).toBeVisible();
    await submitOrder(page);
    await payOnGateway(page);
    await page.getByRole('link', { name: 'View order' }).click();
    await expect(page.locator('.orders-hero__status')).toHaveText('Pending receipt of goods');
    await expect(page.getByRole('heading', { name: 'Delivery' })).toBeVisible();
    await expect(page.getByText(/Lot 5, Jalan Tuaran, 88400 Kota Kinabalu, Sabah/)).toBeVisible();
    await expect(page.getByText('Tracking number')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Self-pickup code' })).toHaveCount(0);
  });
});
