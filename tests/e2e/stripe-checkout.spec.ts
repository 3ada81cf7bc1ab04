import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startFakeStripe, type FakeStripe } from '../../server/testing/fake-stripe/fake-stripe';
import { placeTyreInstallation } from './checkout-support';
import { startServer, stopServer } from './offline-support';
import { workerPort } from './worker-ports';

/*
 * Real money's path in a real browser: Roda configured for Stripe (PAYMENT_GATEWAY=stripe), the
 * real SDK talking to a local fake of Stripe's API on 127.0.0.1 that serves the hosted Checkout
 * page and signs its webhooks. A second Roda process on its own database, beside the suite's
 * sandbox server, so the rest of the suite keeps the sandbox.
 */
const port = workerPort(11);
const base = `http://127.0.0.1:${port}`;
const secretKey = 'sk_test_roda_journey';
const webhookSecret = 'whsec_roda_journey';

test.use({ baseURL: base });
test.describe.configure({ mode: 'serial' });

let stripe: FakeStripe;
let roda: ChildProcess | null = null;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // made here, not when the file loads: the runner loads it in more than one process
  dataDir = mkdtempSync(path.join(tmpdir(), 'roda-e2e-stripe-'));
  stripe = await startFakeStripe({ secretKey, webhookSecret, webhookUrl: `${base}/pay/stripe/webhook` });
  roda = await startServer(port, {
    DATA_DIR: dataDir,
    DIST_DIR: process.env.E2E_DIST_DIR ?? path.resolve('dist'),
    PUBLIC_BASE_URL: base,
    PAYMENT_GATEWAY: 'stripe',
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stripe.url,
    // reconciliation every 2 s, so the journey without a webhook ends within the test
    PAYMENT_CHECK_SECONDS: '2',
    OTP_IP_HOURLY_LIMIT: '100000',
    OTP_PHONE_HOURLY_LIMIT: '1000',
  });
});

test.afterAll(async () => {
  if (roda) await stopServer(roda);
  await stripe?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('pays by card on Stripe’s page, waits in the app while Stripe confirms, and is paid once the webhook arrives', async ({
  page,
  request,
}) => {
  const orderId = await placeTyreInstallation(page, request);
  const methods = page.getByRole('group', { name: 'Choose how to pay' });
  await expect(methods.getByRole('radio')).toHaveCount(3);
  await expect(methods.getByLabel(/Touch 'n Go/)).toHaveCount(0);
  await expect(page.getByText('Test payments: no real money is taken.')).toBeVisible();
  await methods.getByLabel(/Credit or debit card/).check();

  stripe.withholdWebhooks = true;
  await page.getByRole('button', { name: /^Pay RM/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_`));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/app/pages/pay/pay\\?orderId=${orderId}`));
  // Stripe has the money and the browser is back, but Stripe's API is out of reach: nothing is paid
  // on the browser's word, and reconciliation cannot ask
  stripe.down = true;
  try {
    await expect(page.getByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();
    await page.waitForTimeout(3000);
    await expect(page.getByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();
    stripe.withholdWebhooks = false;
    await stripe.deliverWithheld();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  } finally {
    stripe.down = false;
    stripe.withholdWebhooks = false;
  }
  // the webhook is what paid it
  const completed = stripe.events.filter((e) => e.type === 'checkout.session.completed').map((e) => e.id);
  const handled = stripe.deliveries.filter((d) => completed.includes(d.eventId));
  expect(handled.map((d) => [d.status, JSON.parse(d.body) as unknown])).toEqual([
    [200, { received: true, outcome: 'applied' }],
  ]);
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByText('Upcoming service', { exact: true })).toBeVisible();
});

test('pays by FPX, its bank chosen on Stripe’s page, and with the webhook lost reconciliation ends it paid', async ({
  page,
  request,
}) => {
  const orderId = await placeTyreInstallation(page, request);
  await page
    .getByRole('group', { name: 'Choose how to pay' })
    .getByLabel(/FPX online banking/)
    .check();

  stripe.withholdWebhooks = true;
  try {
    await page.getByRole('button', { name: /^Pay RM/ }).click();
    await expect(page).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_`));
    await page.getByLabel(/bank/i).selectOption('maybank2u');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/pages/pay/pay\\?orderId=${orderId}`));
    await expect(page.getByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();
    // no webhook ever comes: the server asks Stripe itself
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 30_000 });
  } finally {
    stripe.withholdWebhooks = false;
  }
  const completed = stripe.withheld.filter((e) => e.type === 'checkout.session.completed');
  expect(completed.length).toBeGreaterThan(0);
});
