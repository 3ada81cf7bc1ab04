import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { placeTyreInstallation } from './checkout-support';
import { appUrl, freshPhone, logIn, openDates } from './support';

/**
 * Checkout as a first-time customer meets it: only the workshop's real hours are offered, every
 * refused field says so beside itself and takes the focus, and what was typed once is remembered.
 */

type Spec = Awaited<ReturnType<typeof specsOf>>[number];
const specsOf = (request: APIRequestContext) => call(request, api.vehicleSpecList, {});

async function customerWithMyvi(page: Page, request: APIRequestContext, phone = freshPhone()) {
  const myvi = (await specsOf(request)).find(
    (s) => s.make === 'Perodua' && s.model === 'Myvi' && s.variant === '1.5AV',
  ) as Spec;
  await logIn(page, request, phone);
  await expect(page).toHaveURL(/tab=me/);
  await page.evaluate((car) => localStorage.setItem('carInfoApp', JSON.stringify(car)), {
    specId: myvi.id,
    make: myvi.make,
    model: myvi.model,
    year: myvi.yearTo,
    variant: myvi.variant,
    engine: myvi.engine,
    transmission: myvi.transmission,
  });
  return myvi;
}

const times = (page: Page) => page.getByRole('group', { name: 'Appointment time' }).getByRole('button');
const timeButton = (page: Page, time: string) =>
  page.getByRole('group', { name: 'Appointment time' }).getByRole('button', { name: new RegExp(`^${time}`) });

test('only the workshop’s real hours are offered, on the hour, the others greyed with the reason', async ({
  page,
  request,
}) => {
  const myvi = await customerWithMyvi(page, request);
  const tyre = (
    await call(request, api.productPage, { category: 'tyres', car: { specId: myvi.id, year: myvi.yearTo } })
  ).list[0];
  const stores = (await call(request, api.storeList, { pageSize: 100 })).list;
  // a workshop that closes at 17:30: a job starting at 17:00 would run past closing
  const early = stores.find((s) => s.kind === 'workshop' && s.closes === '17:30' && s.openDays.length >= 6);
  expect(early, 'the seed has a workshop closing at 17:30').toBeDefined();
  await page.goto(appUrl(`/pages-shop/good/PlaceAnOrder?productId=${tyre?.id}&quantity=4`));
  await expect(page.getByText('Choose a workshop to see the places left.')).toBeVisible();
  await expect(times(page)).toHaveText(
    ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'].map((t) => new RegExp(`^${t}`)),
  );

  await page.getByRole('button', { name: 'Choose a store' }).click();
  await page.getByRole('button', { name: `Choose ${early?.name}` }).click();
  const [day] = await openDates(request, early?.id ?? 0, 1);
  await page.locator(`button[data-date="${day}"]`).click();
  await expect(timeButton(page, '17:00')).toBeDisabled();
  await expect(timeButton(page, '17:00')).toContainText('Closed');
  await expect(timeButton(page, '10:00')).toBeEnabled();
  await expect(timeButton(page, '10:00')).toContainText('left');
  await timeButton(page, '10:00').click();
  const name = page.getByLabel('Your name');
  if (await name.isVisible()) await name.fill('Aisyah Rahman');
  await page.getByLabel('Car plate number').fill('wxy 1234');
  await expect(page.getByTestId('actual-payment')).toHaveText(/^RM /);
});

test('a refused field shows its message beside it, is marked and takes the focus; a mail order asks no plate and starts addressed to the customer', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  await customerWithMyvi(page, request, phone);
  const dashcam = (await call(request, api.productPage, { category: 'dashcam' })).list[0];
  await page.goto(appUrl(`/pages-shop/good/PlaceAnOrder?productId=${dashcam?.id}&quantity=1`));
  const name = page.getByLabel('Your name');
  const plate = page.getByLabel('Car plate number');
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(plate).toHaveAccessibleDescription('Please enter the car plate number');
  await expect(page.getByRole('button', { name: 'Choose a store' })).toHaveAccessibleDescription(
    'Please select a store',
  );

  await name.fill('Aisyah Rahman');
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(plate).toBeFocused();
  await expect(plate).toBeInViewport();
  await plate.fill('wxy 1234');
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page.getByRole('button', { name: 'Choose a store' })).toBeFocused();

  await page.getByLabel('Mail delivery').check();
  await expect(plate).toHaveCount(0);
  await expect(page.getByLabel('Recipient name')).toHaveValue('Aisyah Rahman');
  const mobile = `0${phone.slice(3, 5)}-${phone.slice(5, 8)} ${phone.slice(8)}`;
  await expect(page.getByLabel('Phone number')).toHaveValue(mobile);
  await page.getByRole('button', { name: 'Submit order' }).click();
  const line1 = page.getByLabel('Address line 1');
  await expect(line1).toBeFocused();
  await expect(line1).toHaveAccessibleDescription('Please enter the address');
  await expect(page.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true');
});

test('what was typed once is remembered: the plate goes to the garage, a mail address is offered next time', async ({
  page,
  request,
}) => {
  await customerWithMyvi(page, request);
  const dashcam = (await call(request, api.productPage, { category: 'dashcam' })).list[0];
  const outlet = (await call(request, api.storeList, { pageSize: 100 })).list.find((s) => s.kind === 'outlet');
  // a pickup with a plate: the plate is kept on the Myvi in the garage
  await page.goto(appUrl(`/pages-shop/good/PlaceAnOrder?productId=${dashcam?.id}&quantity=1`));
  await page.getByLabel('Self pickup at a store').check();
  const name = page.getByLabel('Your name');
  if (await name.isVisible()) await name.fill('Aisyah Rahman');
  await page.getByLabel('Car plate number').fill('wxy 1234');
  await page.getByRole('button', { name: 'Choose a store' }).click();
  await page.getByRole('button', { name: `Choose ${outlet?.name}` }).click();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/OrderPay\?orderId=\d+/);
  await page.goto(appUrl('/pages-common/car/CarList'));
  await expect(page.getByText('WXY 1234')).toBeVisible();

  // the next checkout starts with that plate
  await page.goto(appUrl(`/pages-shop/good/PlaceAnOrder?productId=${dashcam?.id}&quantity=2`));
  await expect(page.getByLabel('Car plate number')).toHaveValue('WXY 1234');

  // a mail order, then the next one offers its address
  await page.getByLabel('Mail delivery').check();
  await page.getByLabel('Address line 1').fill('Lot 5, Jalan Tuaran');
  await page.getByLabel('Postcode').fill('88400');
  await page.getByRole('button', { name: /State and city/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sabah' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Kota Kinabalu' }).click();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/OrderPay\?orderId=\d+/);

  await page.goto(appUrl(`/pages-shop/good/PlaceAnOrder?productId=${dashcam?.id}&quantity=3`));
  await page.getByLabel('Mail delivery').check();
  const saved = page.getByRole('group', { name: 'Saved addresses' }).getByRole('button');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Lot 5, Jalan Tuaran');
  await page.getByLabel('Recipient name').fill('');
  await saved.click();
  await expect(page.getByLabel('Address line 1')).toHaveValue('Lot 5, Jalan Tuaran');
  await expect(page.getByLabel('Recipient name')).toHaveValue('Aisyah Rahman');
  await expect(page.getByTestId('actual-payment')).toHaveText(/^RM /);
});

test('messages stay true after paying: no "waiting for payment", and the Me badge counts what the list shows', async ({
  page,
  request,
}) => {
  await placeTyreInstallation(page, request);
  await page.getByRole('button', { name: /^Pay RM/ }).click();
  await page.getByLabel(/FPX/).first().check();
  await page.locator('#bank').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  await page.goto(appUrl('/?tab=me'));
  await expect(page.getByRole('button', { name: /Messages/ }).getByLabel(/unread messages/)).toHaveAttribute(
    'aria-label',
    '1 unread messages',
  );
  await page.goto(appUrl('/pages-common/message/MessageList'));
  await expect(page.getByText('Payment received').first()).toBeVisible();
  await expect(page.getByText(/waiting for payment/)).toHaveCount(0);
  await expect(page.getByText('1 unread')).toBeVisible();
});
