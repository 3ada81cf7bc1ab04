import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startFakeMyInvois, type FakeMyInvois } from '../../server/testing/fake-myinvois/fake-myinvois';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { pdfText } from '../support/pdf-text';
import { formatRM } from '../../src/shared/lib/format';
import { placeTyreInstallation } from './checkout-support';
import { startServer, stopServer } from './offline-support';
import { appUrl } from './support';
import { COMPANY, PASSWORD } from './staff-support';
import { workerPort } from './worker-ports';

/*
 * A paid order's documents in a real browser (docs/decisions/023-receipts-and-einvoices.md): the
 * receipt PDF from the payment's result, an e-invoice asked for with a TIN and validated by a
 * local fake of LHDN's MyInvois, then a refund approved and its refund document. A Roda process of
 * its own whose e-invoice job runs every second, beside the suite's server.
 */
const port = workerPort(12);
const base = `http://127.0.0.1:${port}`;

test.use({ baseURL: base, acceptDownloads: true });
test.describe.configure({ mode: 'serial' });

let fake: FakeMyInvois;
let roda: ChildProcess | null = null;
let dataDir = '';

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'roda-e2e-einvoice-'));
  fake = await startFakeMyInvois();
  roda = await startServer(port, {
    DATA_DIR: dataDir,
    DIST_DIR: process.env.E2E_DIST_DIR ?? path.resolve('dist'),
    PUBLIC_BASE_URL: base,
    MYINVOIS_API_URL: fake.url,
    EINVOICE_CHECK_SECONDS: '1',
    OTP_IP_HOURLY_LIMIT: '100000',
    OTP_PHONE_HOURLY_LIMIT: '1000',
  });
  // the company connects Roda to MyInvois in the office (the seed has no keys)
  const company = await call(request, api.staffLogin, { phone: COMPANY, password: PASSWORD });
  const settings = await call(request, api.officeTaxSettings, {}, company);
  await call(
    request,
    api.officeTaxSettingsSave,
    {
      companyName: settings.companyName,
      brn: settings.brn,
      tin: settings.tin,
      sstNo: settings.sstNo ?? '',
      msicCode: '45205',
      addressLine1: settings.addressLines[0] ?? '',
      addressLine2: settings.addressLines[1] ?? '',
      city: settings.city,
      postcode: settings.postcode,
      stateCode: '14',
      phone: settings.phone,
      email: settings.email,
      myinvoisClientId: fake.clientId,
      myinvoisClientSecret: fake.clientSecret,
      myinvoisEnvironment: 'preprod',
    },
    company,
  );
});

test.afterAll(async () => {
  if (roda) await stopServer(roda);
  await fake?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Clicks a download button and answers the saved file's text. */
async function downloadedText(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return pdfText(readFileSync(await download.path()));
}

test('pays, downloads the receipt, asks for an e-invoice with a TIN, sees it validated, and gets a refund document', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const orderId = await placeTyreInstallation(page, request);
  await page.getByRole('button', { name: /^Pay RM/ }).click();
  await page.getByLabel(/FPX/).first().check();
  await page.locator('#bank').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  // the result page says what was paid and when to come, and offers the receipt
  const receipts = page.getByRole('region', { name: 'Receipts and e-invoice' });
  await expect(receipts.getByText(/RC-\d{6}/)).toBeVisible();
  const receiptNo =
    (
      await receipts
        .getByText(/RC-\d{6}/)
        .first()
        .textContent()
    )?.match(/RC-\d{6}/)?.[0] ?? '';
  const receipt = (await downloadedText(page, receipts.getByRole('button', { name: /Download PDF/ }).first())).replace(
    /\s+/g,
    ' ',
  );
  const customer = await page.evaluate(() => ({
    userKey: localStorage.getItem('key') ?? '',
    secret: localStorage.getItem('key.secret') ?? '',
  }));
  const order = await call(request, api.orderFind, { id: orderId }, customer);
  expect(receipt).toContain(receiptNo);
  expect(receipt).toContain(order.orderNo);
  // a long product name wraps in its column: its beginning is on one line
  expect(receipt).toContain((order.items[0]?.name ?? 'the tyre').slice(0, 14));
  expect(receipt).toContain(`Service tax 8% ${formatRM(order.price.serviceTaxSen)}`);
  expect(receipt).toContain(`Total ${formatRM(order.price.actualPaySen)}`);

  // asks for an e-invoice in a company's name from the order
  await page.goto(appUrl(`/pages-order/list/OrderDetails?id=${orderId}`));
  await page.getByRole('button', { name: 'Request an e-invoice' }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('radio', { name: /Company/ }).check();
  await sheet.getByRole('button', { name: 'Send request' }).click();
  // nothing typed yet: every problem beside its field, the first one focused
  await expect(sheet.getByRole('textbox', { name: /TIN/ })).toHaveAttribute('aria-invalid', 'true');
  await sheet.getByRole('textbox', { name: /TIN/ }).fill('C25845632020');
  await sheet.getByRole('textbox', { name: /SSM registration number/ }).fill('202001234567');
  await sheet.getByRole('textbox', { name: /Company name/ }).fill('Syarikat Aisyah Logistik Sdn. Bhd.');
  await sheet.getByRole('textbox', { name: 'Email' }).fill('accounts@aisyah.example.my');
  await sheet.getByRole('textbox', { name: 'Address' }).fill('8 Jalan Tun Razak');
  await sheet.getByRole('textbox', { name: 'City' }).fill('Kuala Lumpur');
  await sheet.getByRole('textbox', { name: 'Postcode' }).fill('50400');
  await sheet.getByRole('combobox', { name: 'State' }).selectOption({ label: 'WP Kuala Lumpur' });
  await sheet.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Thank you: your request is in.', { exact: false })).toBeVisible();

  // the job sends it within a second or two; LHDN's fake validates it
  await expect
    .poll(() => fake.documents.find((d) => d.codeNumber === `EI-${receiptNo}`)?.status, { timeout: 30_000 })
    .toBe('Submitted');
  const atLhdn = fake.documents.find((d) => d.codeNumber === `EI-${receiptNo}`);
  fake.settle(atLhdn?.uuid ?? '', 'Valid');
  await expect(page.getByText('Validated by LHDN')).toBeVisible({ timeout: 30_000 });
  const link = page.getByRole('link', { name: /View on MyInvois/ });
  await expect(link).toHaveAttribute('href', new RegExp(`${atLhdn?.uuid}/share/`));

  // a refund, once approved, brings the refund document
  const asked = await call(
    request,
    api.refundRequest,
    { orderId, reason: 'Wrong size', contact: '0123456789' },
    customer,
  );
  // the order is at another workshop than the demo manager's: the company reviews it
  const company = await call(request, api.staffLogin, { phone: COMPANY, password: PASSWORD });
  await call(request, api.staffRefundReview, { id: asked.id, approve: true, note: 'OK' }, company);
  await page.reload();
  const refundDocument = page.getByRole('region', { name: 'Receipts and e-invoice' }).getByText(/RF-\d{6}/);
  await expect(refundDocument).toBeVisible({ timeout: 30_000 });
  const refund = await downloadedText(
    page,
    page
      .getByRole('region', { name: 'Receipts and e-invoice' })
      .getByRole('button', { name: /Download PDF/ })
      .last(),
  );
  expect(refund).toContain(receiptNo);
  expect(refund).toMatch(/Refund/);
});
