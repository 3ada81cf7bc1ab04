import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { outboxEntries } from './offline-support';
import {
  bookAndPay,
  customerLogin,
  customerPage,
  fillCheckIn,
  PASSWORD,
  STAFF,
  staffPage,
  jpeg,
} from './staff-support';
import { appUrl, malaysiaDate } from './support';

/*
 * The customer follows the work on their car (docs/product.md#handover): the technician hands the
 * car over on the staff screens with photos and remarks, and the customer's order page, already
 * open, shows the step, the remarks and the photos when they come back to it; a photo opens
 * enlarged and closes again.
 */

/** No serious or critical axe-core violation in the part of the page given. */
async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** The customer comes back to the app (the tab is shown again). */
const comeBack = (page: Page) =>
  page.evaluate(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

test.setTimeout(120_000);

test('the customer sees the step, remarks and photos of the handover, and enlarges a photo', async ({
  browser,
  request,
}) => {
  const customer = await customerLogin(request);
  const order = await bookAndPay(request, customer, { platePrefix: 'WCW' });

  // the technician accepts: the customer's order shows where the work is, and no photos yet
  const tech = await call(request, api.staffLogin, { phone: STAFF.technician, password: PASSWORD });
  const workOrderId = (await call(request, api.workOrderPage, { keyword: order.orderNo }, tech)).list[0]!.id;
  await call(request, api.workOrderAccept, { id: workOrderId }, tech);

  const page = await customerPage(browser, customer);
  await page.goto(appUrl(`/pages-order/list/OrderDetails?id=${order.id}`));
  const work = page.getByRole('region', { name: 'Work on your car' });
  await expect(work).toBeVisible();
  await expect(work.locator('[aria-current="step"]')).toContainText('Waiting to receive your car');
  await expect(work.locator('[data-step="accept"]')).toContainText('Accepted by the technician');
  await expect(work.locator('[data-step="accept"] time')).toBeVisible();
  await expect(work.getByText('Photos appear here when the workshop receives your car.')).toBeVisible();

  // the technician hands the car over on the staff screens: two angles and remarks
  const technician = await staffPage(browser, STAFF.technician);
  await technician.goto(appUrl('/?tab=workdesk'));
  const card = technician.locator(`[data-testid="work-order-card"][data-order-no="${order.orderNo}"]`);
  await card.click();
  await technician.getByRole('link', { name: 'Start the vehicle handover' }).click();
  await technician.getByRole('button', { name: 'The customer came early' }).click();
  await technician.getByLabel('Front left 45°').setInputFiles({
    name: 'front.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpeg('#c33'),
  });
  await technician.getByLabel('Engine compartment').setInputFiles({
    name: 'engine.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpeg('#33c'),
  });
  await technician.getByLabel('Handover remarks').fill('Keys x2, wheel lock in glovebox');
  await fillCheckIn(technician, '61 500');
  // the check-in's outline, gauge and signature, as a screen reader and the keyboard meet them
  await expectAccessible(technician, 'form.wo-form');
  await technician.getByRole('button', { name: 'Complete the handover' }).click();
  await technician.getByRole('dialog').getByRole('button', { name: 'Complete the handover' }).click();
  await expect(technician.getByTestId('work-order-status')).toHaveText('In service');
  await expect.poll(async () => (await outboxEntries(technician)).length, { timeout: 30_000 }).toBe(0);
  // and, while working, an estimate and a remark
  await call(
    request,
    api.workOrderProgress,
    {
      id: workOrderId,
      estimatedCompletionAt: `${malaysiaDate(4)}T17:30:00+08:00`,
      remarks: 'Balancing the new tyre',
      draft: true,
    },
    tech,
  );

  // the customer comes back to the open page: the new step, the remarks and the photos, no reload
  await comeBack(page);
  await expect(work.locator('[aria-current="step"]')).toContainText('Taking the group photo', { timeout: 15_000 });
  await expect(work.locator('[data-step="handover"]')).toContainText('Car handed over to the workshop');
  await expect(work.locator('[data-step="handover"] time')).toBeVisible();
  await expect(work.getByText('Estimated completion')).toBeVisible();
  const remarks = work.getByTestId('order-work-remarks');
  await expect(remarks).toContainText('Keys x2, wheel lock in glovebox');
  await expect(remarks).toContainText('Balancing the new tyre');
  // the car as it came in: mileage, fuel and the dent on the outline, signed by the customer
  const checkedIn = work.getByTestId('check-in-summary');
  await expect(checkedIn).toContainText('61,500 km');
  await expect(checkedIn).toContainText('1/2');
  await expect(checkedIn).toContainText('Rear bumper: Dent');
  await expect(checkedIn).toContainText('Aisyah Rahman');
  await expect(work.getByText('Photos appear here when the workshop receives your car.')).toHaveCount(0);
  const front = work.getByRole('button', { name: 'Front left 45°' });
  await expect(front).toBeVisible();
  await expect(work.getByRole('button', { name: 'Engine compartment' })).toBeVisible();
  await expect(front.locator('img')).toHaveJSProperty('complete', true);
  expect(await front.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page, '[data-testid="order-work"]');

  // a photo opens enlarged, turns to the next, and closes with Escape back to its thumbnail
  await front.click();
  const viewer = page.getByRole('dialog', { name: 'Front left 45°' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'Front left 45°' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectAccessible(page, 'dialog[open]');
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(page.getByRole('dialog', { name: 'Engine compartment' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(front).toBeFocused();
  // and with its close button
  await front.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
