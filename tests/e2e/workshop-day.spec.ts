import { expect, test } from '@playwright/test';
import { formatPlate } from '../../src/shared/lib/plate';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { brokenWords, overflow, rawKeys } from './screen-checks';
import { bookAndPay, COMPANY, customerLogin, PASSWORD, STAFF, staffPage } from './staff-support';
import { appUrl } from './support';

/*
 * A workshop's day (docs/product.md#workshop-day): staff start on their own day, and the manager
 * sees a day's appointments by hour and technician, each technician's load and the day's takings.
 */

test("the manager starts on today, then reads a day's jobs by hour and technician and today's takings", async ({
  browser,
  request,
}) => {
  const customer = await customerLogin(request);
  const order = await bookAndPay(request, customer, { platePrefix: 'WDY' });
  const manager = await staffPage(browser, STAFF.manager);

  // the start screen: today at the workshop, with a way to the whole day
  const today = manager.getByTestId('my-day');
  await expect(today.getByRole('heading', { name: /^Today/ })).toBeVisible();
  await expect(today).toContainText(/Takings so far: RM/);
  await today.getByRole('link', { name: 'See the whole day by hour and technician' }).click();
  await expect(manager).toHaveURL(/section=day/);
  await expect(manager.getByRole('tab', { name: 'Schedule', selected: true })).toBeVisible();

  // today's takings count the order paid a moment ago, as the office's figures do
  await expect(manager.getByTestId('day-takings')).toHaveText(/^RM\s?[\d,]+\.\d{2}$/);
  await expect(manager.getByText(/^from [1-9]\d* paid orders?$/)).toBeVisible();

  // the order's day: its job under its hour, not yet held by anyone
  await manager.getByLabel('Date').fill(order.date);
  await expect(manager).toHaveURL(new RegExp(`date=${order.date}`));
  const hour = manager.getByRole('region', { name: order.slot });
  const job = hour.locator(`[data-testid="day-job"][data-order-no="${order.orderNo}"]`);
  await expect(job).toContainText(formatPlate(order.plate));
  await expect(job).toContainText('Not assigned');
  await expect(manager.getByRole('button', { name: /^Not assigned/ })).toBeVisible();

  // the technician accepts it: the job is theirs and counts in their load
  const technician = await call(request, api.staffLogin, { phone: STAFF.technician, password: PASSWORD });
  const workOrderId = (await call(request, api.workOrderPage, { keyword: order.orderNo }, technician)).list[0]!.id;
  await call(request, api.workOrderAccept, { id: workOrderId }, technician);
  await manager.reload();
  const name = (technician.userInfo as { name: string }).name;
  await expect(job).toContainText(`Technician: ${name}`);
  const load = manager.getByTestId('technician-load').getByRole('button', { name });
  await expect(load).toContainText(/\d+ jobs?/);
  await load.click();
  await expect(load).toHaveAttribute('aria-pressed', 'true');
  await expect(job).toBeVisible();
  await expect(manager.getByTestId('day-job').getByText('Not assigned')).toHaveCount(0);
  await job.click();
  await expect(manager).toHaveURL(new RegExp(`WorkOrderDetail\\?id=${workOrderId}`));

  // the day reads well on a small phone in every language
  await manager.goto(appUrl(`/pages-staff/manager/ManagerDesk?section=day&date=${order.date}`));
  await manager.setViewportSize({ width: 320, height: 740 });
  for (const language of ['en', 'ms', 'zh-Hans']) {
    await manager.evaluate((lang) => localStorage.setItem('language', lang), language);
    await manager.reload();
    await expect(manager.getByTestId('day-job').first()).toBeVisible();
    expect(await rawKeys(manager), language).toEqual([]);
    expect(await overflow(manager), language).toEqual([]);
    expect(await brokenWords(manager), language).toEqual([]);
  }
});

test('a technician starts on the jobs booked for them today', async ({ browser }) => {
  const technician = await staffPage(browser, STAFF.technician);
  const today = technician.getByTestId('my-day');
  await expect(today.getByRole('heading', { name: /^Today/ })).toBeVisible();
  await expect(today).toContainText(/booked for you/);
  // money is for managers
  await expect(today).not.toContainText('Takings');
  await expect(technician.getByRole('tab', { name: 'All' })).toBeVisible();
});

test('the company, with no workshop of its own, starts on the Workdesk without a day to ask for', async ({
  browser,
}) => {
  const company = await staffPage(browser, COMPANY);
  const asked: string[] = [];
  company.on('request', (r) => {
    if (r.url().endsWith(api.staffDayPlan.path)) asked.push(r.url());
  });
  await company.reload();
  await expect(company.getByRole('tab', { name: 'All' })).toBeVisible();
  await expect(company.getByTestId('my-day')).toHaveCount(0);
  expect(asked).toEqual([]);
});
