import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { malaysiaDateOf } from '../../src/shared/lib/malaysia-time';
import { appUrl } from './support';
import { COMPANY, csvRows, pickupWithRefund } from './office-support';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { customerLogin, staffPage, STAFF } from './staff-support';

test.describe('back office: orders and refunds', () => {
  test('the company finds an order by plate, reads its timeline and rejects the refund with a reason', async ({
    browser,
    request,
  }) => {
    const customer = await customerLogin(request);
    const order = await pickupWithRefund(request, customer);
    const page = await staffPage(browser, COMPANY);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(appUrl('/office/orders'));
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await page.getByLabel('Plate').fill(order.plate.replace(' ', '').toLowerCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('1 order', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(order.orderNo) }).click();

    await expect(page.getByRole('heading', { name: `Order ${order.orderNo}` })).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    // every entry in words, as the customer reads it
    await expect(timeline.getByText('Paid, ready for self-pickup')).toBeVisible();
    const refund = page.getByTestId('office-refund');
    await expect(refund).toContainText('Bought the wrong model');
    await expect(refund).toContainText('Pending review');

    // a rejection needs a reason, and asks first
    await refund.getByRole('button', { name: 'Reject refund' }).click();
    await expect(refund.getByRole('alert')).toHaveText('Enter the reason the customer will read');
    await refund.getByLabel('Reason for rejecting (the customer reads it)').fill('The seal is broken');
    await refund.getByRole('button', { name: 'Reject refund' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('Refund rejected').first()).toBeVisible();
    await expect(refund).toContainText('The seal is broken');
    await expect(refund.getByRole('button', { name: 'Approve refund' })).toHaveCount(0);

    // the customer's order shows the decision; the audit log has it
    const seen = await call(request, api.orderFind, { id: order.id }, customer);
    expect(seen.refund).toMatchObject({ status: 'rejected', reviewNote: 'The seal is broken' });
    await page.goto(appUrl('/office/audit'));
    await expect(page.getByText(order.orderNo).first()).toBeVisible();
  });

  test('the store manager on a phone sees their store’s orders and exports the search as CSV in RM and Malaysia time', async ({
    browser,
    request,
  }) => {
    const customer = await customerLogin(request);
    const order = await pickupWithRefund(request, customer);
    const page = await staffPage(browser, STAFF.manager);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(appUrl(`/office/orders?orderNo=${order.orderNo}`));
    await expect(page.getByRole('link', { name: new RegExp(order.orderNo) })).toBeVisible();
    // no store filter: a manager sees only their own store
    await expect(page.getByLabel('Store', { exact: true })).toHaveCount(0);
    const download = page.waitForEvent('download');
    const dayBefore = malaysiaDateOf(new Date());
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    // named by the Malaysian date (not UTC's, a day behind before 08:00 in Malaysia)
    const days = [dayBefore, malaysiaDateOf(new Date())];
    expect(days.map((day) => `roda-orders-${day}.csv`)).toContain(file.suggestedFilename());
    const csv = await readFile((await file.path())!, 'utf8');
    const rows = csvRows(csv);
    expect(rows).toHaveLength(1);
    // as an accountant opens it: amounts in RM with two decimals, times in Malaysia time, no JSON
    const placed = await call(request, api.orderFind, { id: order.id }, customer);
    const malaysia = (iso: string) =>
      new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(rows[0]).toMatchObject({
      order_no: order.orderNo,
      created_at_myt: malaysia(placed.createdAt),
      total_rm: (placed.price.totalSen / 100).toFixed(2),
      paid_rm: (placed.price.actualPaySen / 100).toFixed(2),
    });
    const { total_rm = '', paid_at_myt = '', created_at_myt = '' } = rows[0] ?? {};
    expect(total_rm).toMatch(/^\d+\.\d{2}$/);
    expect(paid_at_myt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(paid_at_myt >= created_at_myt).toBe(true);
    expect(Object.values(rows[0] ?? {}).filter((cell) => /^[{[]/.test(cell))).toEqual([]);

    // an end date before the start is refused with the server's message
    await page.getByLabel('From date').fill('2026-03-02');
    await page.getByLabel('To date').fill('2026-03-01');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toHaveText('The end date must be on or after the start date');
  });
});
