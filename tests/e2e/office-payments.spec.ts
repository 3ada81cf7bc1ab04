import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase, type Db } from '../../server/db/client';
import { gatewayRefunds, payments } from '../../server/db/schema';
import { applyRefundVerdict } from '../../server/payments/refund-settlement';
import { malaysiaDateOf } from '../../src/shared/lib/malaysia-time';
import { startServer, stopServer } from './offline-support';
import { pickupWithRefund } from './office-support';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { COMPANY, customerLogin, PASSWORD, staffPage } from './staff-support';
import { appUrl } from './support';
import { workerPort } from './worker-ports';

/*
 * The company's Payments section: a paid sandbox payment, a refund the gateway could not make
 * recorded as returned by bank transfer (the customer is told), the day's settlement as CSV. On a
 * server of its own: the refund's failure is the gateway's word, which the sandbox never gives, so
 * it is applied through the real path (applyRefundVerdict) on the server's database while the
 * server is stopped, as an admin's command would (office-releases.spec.ts does the same).
 */
const port = workerPort(12);
const base = `http://127.0.0.1:${port}`;

test.use({ baseURL: base });

let server: ChildProcess | null = null;
let dataDir = '';
let env: NodeJS.ProcessEnv = {};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // made here, not when the file loads: the runner loads it in more than one process
  dataDir = mkdtempSync(path.join(tmpdir(), 'roda-e2e-payments-'));
  env = {
    DATA_DIR: dataDir,
    DIST_DIR: process.env.E2E_DIST_DIR ?? path.resolve('dist'),
    OTP_IP_HOURLY_LIMIT: '100000',
    OTP_PHONE_HOURLY_LIMIT: '1000',
  };
  server = await startServer(port, env);
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The gateway's "could not return it" for the refund of an order, applied as its webhook would be. */
async function gatewayFailsRefund(orderId: number, reason: string) {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    const [row] = await database.db
      .select({ id: gatewayRefunds.id, gatewayReference: gatewayRefunds.gatewayReference })
      .from(gatewayRefunds)
      .innerJoin(payments, eq(payments.id, gatewayRefunds.paymentId))
      .where(eq(payments.orderId, orderId));
    expect(row, 'the approved refund was recorded for the gateway').toBeDefined();
    const gatewayRefundId = row?.gatewayReference ?? `re_${orderId}`;
    const outcome = await database.db.transaction((tx) =>
      applyRefundVerdict(
        tx as unknown as Db,
        { rowId: row?.id ?? 0, gatewayRefundId },
        { state: 'failed', gatewayRefundId, reason },
        new Date(),
      ),
    );
    expect(outcome).toBe('applied');
  } finally {
    await database.close();
  }
}

test('the company sees a paid sandbox payment, records a failed refund as returned by bank transfer and downloads the day’s settlement', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const customer = await customerLogin(request);
  // one order paid and kept; one paid, refunded by the company, and the gateway then fails to return it
  const kept = await pickupWithRefund(request, customer);
  const returned = await pickupWithRefund(request, customer);
  const company = await call(request, api.staffLogin, { phone: COMPANY, password: PASSWORD });
  const { refunds } = await call(request, api.officeOrderFind, { id: returned.id }, company);
  await call(request, api.officeRefundReview, { id: refunds[0]!.id, approve: true, note: '' }, company);
  await stopServer(server as ChildProcess);
  server = null;
  await gatewayFailsRefund(returned.id, 'declined');
  server = await startServer(port, env);

  const page = await staffPage(browser, COMPANY);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(appUrl('/office/payments'));
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await expect(page.getByTestId('office-pay-gateway')).toHaveText('Sandbox: no money moves');

  // the paid payment, in words
  await page.getByLabel('Order number').fill(kept.orderNo);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 payment', { exact: true })).toBeVisible();
  const paid = page.getByTestId('office-payment');
  await expect(paid).toHaveCount(1);
  await expect(paid).toContainText(kept.orderNo);
  await expect(paid).toContainText('Paid');
  await expect(paid).toContainText('FPX online banking · Maybank2u');
  await expect(paid).toContainText('Fee –');
  await expect(paid.getByRole('link', { name: kept.orderNo })).toHaveAttribute('href', `/app/office/orders/${kept.id}`);

  // the refund that needs a person
  await page.getByRole('link', { name: 'Needs a person (1)' }).click();
  await expect(page.getByText('1 payment', { exact: true })).toBeVisible();
  const refund = page.getByTestId('office-pay-refund');
  await expect(refund).toContainText('Refund failed: needs a person');
  await expect(refund).toContainText('The customer’s bank declined the refund');
  await refund.getByRole('button', { name: 'Record refund made another way' }).click();
  const form = refund.getByRole('form', { name: 'Record refund made another way' });
  await form.getByRole('button', { name: 'Record refund', exact: true }).click();
  const reference = form.getByLabel('Reference (transfer or receipt)');
  await expect(reference).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Enter the reference of the transfer or receipt')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await form.getByLabel('How the money was returned').selectOption({ label: 'Bank transfer' });
  await reference.fill('MBB-778812');
  await form.getByLabel('Note (optional)').fill('Sent to the account the customer gave by phone');
  await form.getByRole('button', { name: 'Record refund', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`The customer of order ${returned.orderNo} is told now`);
  await dialog.getByRole('button', { name: 'Record refund' }).click();
  await expect(refund).toContainText(/Returned by bank transfer, ref MBB-778812, by Roda HQ \(Company\), /);
  await expect(refund).toContainText('Sent to the account the customer gave by phone');
  await expect(page.getByRole('link', { name: 'Needs a person', exact: true })).toBeVisible();

  // the customer was told
  const order = await call(request, api.orderFind, { id: returned.id }, customer);
  expect(order.refund?.money).toMatchObject({ state: 'manual', manualMethod: 'bankTransfer' });

  // the day's settlement: two payments taken, one refund made, in RM
  const today = malaysiaDateOf(new Date());
  const settlement = page.getByRole('region', { name: 'Daily settlement' });
  await expect(settlement.getByLabel('Day')).toHaveValue(today);
  await expect(settlement.locator('.office-pay-totals > div').filter({ hasText: 'Lines' })).toContainText('3');
  const download = page.waitForEvent('download');
  await settlement.getByRole('button', { name: 'Download settlement (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`roda-settlement-${today}.csv`);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'kind,time_myt,order_no,payment_reference,gateway,gateway_id,method,amount_rm,fee_rm,net_rm,status',
  );
  expect(lines.filter((l) => l.startsWith('payment,'))).toHaveLength(2);
  const refundLine = lines.find((l) => l.startsWith('refund,'));
  expect(refundLine).toMatch(
    new RegExp(
      `^refund,${today} \\d{2}:\\d{2},${returned.orderNo},PAY\\w+,manual,MBB-778812,bankTransfer,-\\d+\\.\\d{2},,-\\d+\\.\\d{2},manual$`,
    ),
  );
});
