import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { chromiumArgs, fullChromiumPath } from './browser';
import { placeTyreInstallation } from './checkout-support';
import { appUrl } from './support';

// notices need Chromium itself: the headless shell refuses every notification permission
test.use({ launchOptions: { executablePath: fullChromiumPath, args: chromiumArgs } });

/** A fresh customer pays an installation of one tyre in the sandbox; the page ends on the payment result. */
async function payAnInstallation(page: Page, request: APIRequestContext): Promise<number> {
  const orderId = await placeTyreInstallation(page, request);
  await page.getByRole('button', { name: /^Pay RM/ }).click();
  await page.getByLabel(/FPX/).first().check();
  await page.locator('#bank').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  return orderId;
}

test('a paid customer turns notices on, gets a pushed notice from the service worker and its tap opens the order', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  // Chromium asks Google's push service for an address when subscribing, and it is out of reach
  // here (no internet): the page's PushManager hands out a local address with real P-256 keys
  // instead. Everything after it is real: the subscribe call to the server, the worker's push
  // handler (through CDP below), the notification, unsubscribing.
  await context.addInitScript(() => {
    const KEY = 'e2e-push-subscription';
    const b64 = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    type Stored = { endpoint: string; keys: { p256dh: string; auth: string } };
    const asSubscription = (stored: Stored) => ({
      endpoint: stored.endpoint,
      expirationTime: null,
      toJSON: () => ({ ...stored, expirationTime: null }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.getSubscription = async function getSubscription() {
      const stored = localStorage.getItem(KEY);
      return (stored ? asSubscription(JSON.parse(stored) as Stored) : null) as PushSubscription | null;
    };
    PushManager.prototype.subscribe = async function subscribe() {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const stored: Stored = {
        endpoint: `${location.origin}/e2e-push/${crypto.randomUUID()}`,
        keys: {
          p256dh: b64(await crypto.subtle.exportKey('raw', pair.publicKey)),
          auth: b64(crypto.getRandomValues(new Uint8Array(16)).buffer),
        },
      };
      localStorage.setItem(KEY, JSON.stringify(stored));
      return asSubscription(stored) as unknown as PushSubscription;
    };
  });
  const cdp = await context.newCDPSession(page);
  // this context's registration of the app's worker (ids are per browser context)
  let registrationId = '';
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations)
      if (!r.isDeleted && r.scopeURL === `${baseURL}/app/`) registrationId = r.registrationId;
  });
  await cdp.send('ServiceWorker.enable');

  const orderId = await payAnInstallation(page, request);
  const offer = page.getByTestId('push-offer');
  await expect(offer.getByRole('heading', { name: 'Get updates on this phone' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await offer.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByText('Notifications are on for this phone')).toBeVisible();
  await expect(offer).toBeHidden();

  // the server has this browser's subscription: Me > Notifications reads it back as on
  await page.goto(appUrl('/pages-common/notifications/NotificationSettings'));
  const toggle = page.getByRole('switch', { name: 'Notifications on this phone' });
  await expect(toggle).toBeChecked();

  // the push service is out of reach here: CDP hands the service worker the payload the server sends
  await expect.poll(() => registrationId).not.toBe('');
  const url = `/app/pages-order/list/OrderDetails?id=${orderId}`;
  const deliver = () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL ?? '',
      registrationId,
      data: JSON.stringify({ title: 'Work finished', body: 'Your car is ready for collection.', url, tag: 'msg-1' }),
    });
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        url: (n.data as { url: string }).url,
      }));
    });
  // delivered again while nothing is shown: a push to a worker that is still starting may be dropped,
  // and the same tag replaces the notice rather than adding one
  let tries = 0;
  await expect
    .poll(async () => {
      const now = await shown();
      if (now.length === 0 && tries++ % 4 === 0) await deliver();
      return now;
    })
    .toEqual([
      { title: 'Work finished', body: 'Your car is ready for collection.', tag: 'msg-1', url: `${baseURL}${url}` },
    ]);

  // a tap opens data.url: the order's screen
  const [notice] = await shown();
  await page.goto(notice?.url ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();

  // turning it off is honoured at once: the browser has no subscription and the switch reads off
  await page.goto(appUrl('/pages-common/notifications/NotificationSettings'));
  await page.getByRole('switch', { name: 'Notifications on this phone' }).click();
  await expect(page.getByText('Notifications are off for this phone')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Notifications on this phone' })).not.toBeChecked();
  const subscribed = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.pushManager.getSubscription()) !== null;
  });
  expect(subscribed).toBe(false);
});
