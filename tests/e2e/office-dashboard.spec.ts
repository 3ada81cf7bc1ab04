import { expect, test } from '@playwright/test';
import { appUrl } from './support';
import { COMPANY, pickupWithRefund } from './office-support';
import { customerLogin, staffPage, STAFF } from './staff-support';

test.describe('back office: dashboard', () => {
  test('the office opens on the dashboard: totals, charts with their numbers as a table, slot use', async ({
    browser,
    request,
  }) => {
    await pickupWithRefund(request, await customerLogin(request));
    const page = await staffPage(browser, COMPANY);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(appUrl('/office/'));
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const chart = page.getByRole('figure', { name: 'Orders and revenue per day' });
    await expect(chart).toBeVisible();
    await expect(chart.locator('.recharts-surface')).toBeVisible();
    // the same numbers for screen readers and for anyone who wants them
    await chart.getByText('Show the numbers').click();
    await expect(chart.getByRole('table').getByRole('row')).toHaveCount(31);
    await expect(page.getByRole('heading', { name: 'Slot use per store and hour' })).toBeVisible();

    // a range with nothing in it says so
    await page.getByLabel('From date').fill('2020-01-01');
    await page.getByLabel('To date').fill('2020-01-31');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page.getByText('No data in this range')).toBeVisible();
  });

  test('a store manager sees the dashboard on a phone without a store choice', async ({ browser, request }) => {
    await pickupWithRefund(request, await customerLogin(request));
    const page = await staffPage(browser, STAFF.manager);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(appUrl('/office/dashboard'));
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Refund rate')).toBeVisible();
    await expect(page.getByLabel('Store', { exact: true })).toHaveCount(0);
  });
});
