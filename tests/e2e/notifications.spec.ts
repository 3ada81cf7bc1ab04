import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appUrl, freshPhone, logIn, openDates } from './support';

type Spec = {
  id: number;
  make: string;
  model: string;
  variant: string;
  yearTo: number;
  engine: string;
  transmission: string;
};
type Store = { id: number; name: string; kind: string; openDays: number[]; opens: string; closes: string };

const headers = { 'content-type': 'application/json', channel: '8', sys: '10', version: '1.0.0', language: 'en_us' };

async function call<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const res = await request.post(path, { data, headers });
  const body = (await res.json()) as { code: number; data: T; msg: string };
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data;
}

/** A fresh customer with a Myvi pays an installation of one tyre; the page ends on the payment result. */
async function payAnInstallation(page: Page, request: APIRequestContext): Promise<number> {
  const specs = await call<Spec[]>(request, '/api/app/order/vehicle/car/model/list', {});
  const myvi = specs.find((s) => s.make === 'Perodua' && s.model === 'Myvi' && s.variant === '1.5AV') as Spec;
  const tyre = (
    await call<{ list: { id: number }[] }>(request, '/api/app/order/vehicle/product/app/page', {
      category: 'tyres',
      car: { specId: myvi.id, year: myvi.yearTo },
    })
  ).list[0];
  const stores = (await call<{ list: Store[] }>(request, '/api/app/order/vehicle/door/store/list', { pageSize: 100 }))
    .list;
  const workshop = stores.find(
    (s) => s.kind === 'workshop' && s.openDays.length === 7 && s.opens <= '09:00' && s.closes >= '18:00',
  ) as Store;

  await logIn(page, request, freshPhone());
  await expect(page).toHaveURL(/tab=me/);
  await page.evaluate((car) => localStorage.setItem('carInfoApp', JSON.stringify(car)), {
    specId: myvi.id,
    make: myvi.make,
    model: myvi.model,
    year: myvi.yearTo,
    variant: myvi.variant,
    engine: myvi.engine,
    transmission: myvi.transmission,
  });
  await page.goto(appUrl(`/pages-shop/good/PlaceAnOrder?productId=${tyre?.id}&quantity=1`));
  const name = page.getByLabel('Your name');
  await expect(page.getByText('Perodua Myvi', { exact: false }).first()).toBeVisible();
  if (await name.isVisible()) await name.fill('Aisyah Rahman');
  await page.getByLabel('Car plate number').fill('wxy 1234');
  await page.getByRole('button', { name: /Choose a store|Change store/ }).click();
  await page.getByRole('button', { name: `Choose ${workshop.name}` }).click();
  const [, , day] = await openDates(request, workshop.id, 3);
  await page.locator(`button[data-date="${day}"]`).click();
  await page
    .getByRole('group', { name: 'Appointment time' })
    .getByRole('button', { name: /^11:00/ })
    .click();
  await expect(page.getByTestId('actual-payment')).toHaveText(/^RM /);
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/OrderPay\?orderId=\d+/);
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
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
