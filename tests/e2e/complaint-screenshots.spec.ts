import { expect, test, type Page } from '@playwright/test';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { bookAndPay, customerLogin, STAFF, staffPage, uploadPhoto } from './staff-support';
import { appUrl } from './support';

/*
 * Managers see what customers sent (docs/product.md#complaint): the screenshots of a complaint, on
 * the manager desk and in the back office's order, each one enlargeable.
 */

/** Opens the first screenshot of `scope` enlarged, checks the image shows, and closes it. */
async function enlargeFirst(page: Page, scope: ReturnType<Page['locator']>) {
  await scope.getByRole('button', { name: 'Screenshot 1' }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  const image = viewer.getByRole('img', { name: 'Screenshot 1' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
}

test('the manager sees the screenshots of a complaint on the desk and in the office, and enlarges them', async ({
  browser,
  request,
}) => {
  const customer = await customerLogin(request);
  const order = await bookAndPay(request, customer, { platePrefix: 'CPS' });
  const screenshots = [
    await uploadPhoto(request, customer, 'complaint', '#2a6'),
    await uploadPhoto(request, customer, 'complaint', '#a26'),
  ];
  const content = `The booking ${order.orderNo} was moved without asking`;
  await call(request, api.complaintAdd, { orderId: order.id, content, screenshots }, customer);

  const manager = await staffPage(browser, STAFF.manager);
  await manager.goto(appUrl('/pages-staff/manager/ManagerDesk?section=complaints'));
  const row = manager.getByTestId('complaint-row').filter({ hasText: content });
  await expect(row.getByRole('list', { name: 'Screenshots the customer sent' }).getByRole('listitem')).toHaveCount(2);
  await enlargeFirst(manager, row);

  await manager.setViewportSize({ width: 1280, height: 900 });
  await manager.goto(appUrl(`/office/orders/${order.id}`));
  await expect(manager.getByRole('heading', { name: `Order ${order.orderNo}` })).toBeVisible();
  const complaint = manager.getByTestId('office-complaint').filter({ hasText: content });
  await expect(complaint).toContainText('Pending');
  await expect(complaint.getByRole('listitem')).toHaveCount(2);
  await enlargeFirst(manager, complaint);
});
