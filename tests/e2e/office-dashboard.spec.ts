import { expect, test } from '@playwright/test';
import { formatNumber, formatRM } from '../../src/shared/lib/format';
import { api } from '../support/api';
import { approveInSandbox, call } from '../support/api-call';
import { appUrl } from './support';
import { COMPANY, pickupWithRefund } from './office-support';
import {
  approvePadsDeclineLabour,
  customerLogin,
  PASSWORD,
  quotePadsAndLabour,
  staffPage,
  STAFF,
  workOrderInService,
} from './staff-support';

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
    await expect(page.getByText('No extra work in this range')).toBeVisible();
  });

  test('the dashboard shows extra work: quotes sent, approval rate and extra revenue per store and technician', async ({
    browser,
    request,
  }) => {
    // one quote of the demo technician (pads and labour): the customer approves the pads, declines
    // the labour and pays for the pads; the figures over the last 30 days move by exactly that
    const company = await call(request, api.staffLogin, { phone: COMPANY, password: PASSWORD });
    const before = await call(request, api.officeExtraWorkSummary, {}, company);
    const { customer, order, id, tech, pads } = await workOrderInService(request, 'WOX');
    const lines = await quotePadsAndLabour(request, tech, id, pads.id);
    const decided = await approvePadsDeclineLabour(request, customer, order.id, lines);
    const payment = await call(
      request,
      api.orderExtraWorkPay,
      { orderId: order.id, chargeId: decided.charges[0]!.id },
      customer,
    );
    await approveInSandbox(request, payment.reference);
    const after = await call(request, api.officeExtraWorkSummary, {}, company);
    expect(after.totals).toMatchObject({
      quotes: before.totals.quotes + 1,
      linesQuoted: before.totals.linesQuoted + 2,
      linesApproved: before.totals.linesApproved + 1,
      linesDeclined: before.totals.linesDeclined + 1,
      extraRevenueSen: before.totals.extraRevenueSen + payment.amountSen,
    });

    const page = await staffPage(browser, COMPANY);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(appUrl('/office/dashboard'));
    const card = page.getByRole('region', { name: 'Extra work', exact: true });
    const kpi = (name: string) => card.locator('.office-kpi').filter({ hasText: name }).locator('dd');
    const rate = `${formatNumber(Math.round(after.totals.approvalRate * 1000) / 10)}%`;
    await expect(kpi('Quotes sent')).toContainText(formatNumber(after.totals.quotes));
    await expect(kpi('Quotes sent')).toContainText(`${formatNumber(after.totals.linesQuoted)} lines quoted`);
    await expect(kpi('Lines approved')).toContainText(`${formatNumber(after.totals.linesDeclined)} declined`);
    await expect(kpi('Approval rate')).toContainText(rate);
    await expect(kpi('Extra revenue')).toHaveText(formatRM(after.totals.extraRevenueSen));

    // one row per store and per technician, each with its quotes, approval rate and revenue
    const store = after.stores.find((s) => s.storeName === order.storeName)!;
    const storeRow = card
      .getByRole('table', { name: 'Per store' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: order.storeName }) });
    await expect(storeRow.getByRole('cell')).toHaveText([
      formatNumber(store.quotes),
      formatNumber(store.linesQuoted),
      formatNumber(store.linesApproved),
      formatNumber(store.linesDeclined),
      `${formatNumber(Math.round(store.approvalRate * 1000) / 10)}%`,
      formatRM(store.extraRevenueSen),
    ]);
    const ravi = after.technicians.find((r) => r.technicianName === 'Ravi Kumar (Technician)')!;
    const techRow = card
      .getByRole('table', { name: 'Per technician' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: ravi.technicianName }) });
    await expect(techRow).toContainText(formatRM(ravi.extraRevenueSen));
    await expect(techRow).toContainText(`${formatNumber(Math.round(ravi.approvalRate * 1000) / 10)}%`);

    // on a small phone the tables scroll inside their frame; the page does not
    await page.setViewportSize({ width: 320, height: 800 });
    const frame = card.getByRole('region', { name: 'Per technician' });
    await expect.poll(() => frame.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
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
