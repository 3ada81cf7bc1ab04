import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { pdfText } from '../support/pdf-text';
import {
  customerPage,
  finishAndHandBack,
  quotePadsAndLabour,
  STAFF,
  staffPage,
  workOrderInService,
} from './staff-support';
import { appUrl } from './support';

/*
 * Extra work found on the car, the customer's side (docs/product.md#extra-work): the quotation
 * reaches the customer's inbox; on the order they see the finding's photo and each line's price
 * with service tax, approve the brake pads and decline the labour (confirmed before it is sent),
 * and pay the charge through the gateway. The technician sees it paid and completes the work; the
 * charge's receipt lists the pads; the declined line stays on the order's record in Malay and
 * Chinese too. The technician's offline recording of a finding is extra-work-staff.spec.ts's.
 */

test.setTimeout(180_000);
test.use({ acceptDownloads: true });

/** A paid installation in service with an urgent finding quoting brake pads that fit and labour alone. */
async function quotedWorkOrder(request: APIRequestContext) {
  const { customer, order, id, tech, pads } = await workOrderInService(request, 'WXC');
  await quotePadsAndLabour(request, tech, id, pads.id, 'Front pads worn to 2 mm');
  return { customer, order, tech, id, pads };
}

/** Clicks a download button and answers the saved PDF's text on one line. */
async function downloadedText(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return pdfText(readFileSync(await download.path())).replace(/\s+/g, ' ');
}

test('the customer approves one quoted line and declines the other, pays, and the receipt lists the extra line', async ({
  browser,
  request,
}) => {
  const { customer, order, tech, id, pads } = await quotedWorkOrder(request);

  // the quotation reaches the inbox, as urgent
  const inbox = await call(request, api.messagePage, { pageSize: 10 }, customer);
  expect(inbox.list.map((m) => m.title)).toContain('Urgent: extra work found on your car');

  // the technician keeps the work order open while the customer decides
  const technician = await staffPage(browser, STAFF.technician);
  await technician.clock.install();
  await technician.goto(appUrl(`/pages-staff/workorder/WorkOrderDetail?id=${id}`));
  const findings = technician.getByTestId('findings');
  const techPads = findings.getByTestId('quoted-line').filter({ hasText: pads.name });
  await expect(techPads).toContainText('Waiting for the customer');

  const page = await customerPage(browser, customer);
  const details = appUrl(`/pages-order/list/OrderDetails?id=${order.id}`);
  await page.goto(details);
  const section = page.getByTestId('extra-work');
  await expect(section.getByRole('heading', { name: 'Extra work found on your car' })).toBeVisible();
  await expect(section).toContainText('Front pads worn to 2 mm');
  await expect(section.getByRole('img', { name: 'Brakes · Brake pads, photo 1' })).toBeVisible();
  const padsLine = section.getByTestId('extra-line').filter({ hasText: pads.name });
  const labourLine = section.getByTestId('extra-line').filter({ hasText: 'Bleed the brake fluid' });
  // RM 80 of labour and 8% service tax on it
  await expect(labourLine).toContainText('RM 86.40');
  await expect(labourLine).toContainText('Service tax RM 6.40');
  await expect(labourLine).toContainText('Waiting for your decision');

  await padsLine.getByRole('radio', { name: 'Approve' }).check();
  await labourLine.getByRole('radio', { name: 'Decline' }).check();
  await section.getByRole('button', { name: 'Send my decisions' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Send your decisions?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(labourLine).toHaveAttribute('data-status', 'declined');
  await expect(labourLine).toContainText(/Declined on /);
  await expect(padsLine).toContainText('Approved, awaiting payment');

  // the charge of the approved pads, paid through the gateway
  const charge = section.getByTestId('extra-charge');
  await expect(charge).toContainText('Waiting for payment');
  await section.getByRole('link', { name: /^Pay RM/ }).click();
  await expect(page).toHaveURL(/OrderPay\?orderId=\d+&chargeId=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Extra work payment' })).toBeVisible();
  await expect(page.getByText('Time left to pay')).toHaveCount(0);
  await page.getByRole('button', { name: /^Pay RM/ }).click();
  await expect(page.getByText('Sandbox gateway')).toBeVisible();
  await page.getByLabel(/FPX/).first().check();
  await page.locator('#bank').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/app\/pages\/pay\/pay\?orderId=\d+&reference=[^&]+&chargeId=\d+/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText('Extra work on your car')).toBeVisible();

  // the charge's receipt lists the pads, and only them
  const receipts = page.getByRole('region', { name: 'Receipts and e-invoice' });
  await expect(receipts.getByRole('button', { name: /Download PDF/ })).toHaveCount(2);
  const texts = [
    await downloadedText(page, receipts.getByRole('button', { name: /Download PDF/ }).nth(0)),
    await downloadedText(page, receipts.getByRole('button', { name: /Download PDF/ }).nth(1)),
  ];
  const extraReceipt = texts.find((text) => text.includes(pads.name.slice(0, 14)));
  expect(extraReceipt, 'a receipt listing the approved pads').toBeDefined();
  expect(extraReceipt).not.toContain('Bleed the brake fluid');

  // the technician's work order, open in front all along, shows the pads paid within 30 s, no reload
  await expect(techPads).toContainText('Waiting for the customer');
  await technician.clock.runFor(31_000);
  await expect(techPads).toContainText('Paid');
  await expect(findings.getByTestId('quoted-line').filter({ hasText: 'Bleed the brake fluid' })).toContainText(
    /Declined on /,
  );
  // then signs off every line, the pads too, and the car goes back to the customer
  const signedOff = await finishAndHandBack(request, id, tech);
  expect(signedOff, 'the tyre and the paid pads').toHaveLength(2);

  // the declined line stays on the order's record, in every language
  for (const [language, declined] of [
    ['en', /Declined on /],
    ['ms', /Ditolak pada /],
    ['zh-Hans', /拒绝/],
  ] as const) {
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.goto(details);
    const record = page.getByTestId('extra-work');
    await expect(record.getByTestId('extra-line').filter({ hasText: 'Bleed the brake fluid' })).toContainText(declined);
    await expect(record.getByTestId('extra-charge')).toHaveAttribute('data-status', 'paid');
    await expect(record.getByRole('radio')).toHaveCount(0);
  }
});
