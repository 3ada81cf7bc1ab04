import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { overflow } from './screen-checks';
import { appUrl, watchConsole } from './support';
import { customerLogin, customerPage } from './staff-support';

/** The category names the page shows in English (src/shared/lib/labels.ts). */
const CATEGORY_NAMES: Record<string, string> = {
  maintenance: 'Maintenance',
  tyres: 'Tyres',
  tint: 'Solar tint film',
  dashcam: 'Dashcams',
  brake_pads: 'Brake pads',
  wipers: 'Wipers',
  car_seats: 'Car seats',
};

/** No serious or critical axe-core violation on the screen as it is now. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** The Cheras workshop of the seed (+60391017735) as the store page's call answers it. */
async function cheras(request: APIRequestContext) {
  const { list } = await call(request, api.storeList, { keyword: 'Cheras', pageSize: 100 });
  const store = list.find((s) => s.phone === '+60391017735');
  expect(store, 'the Cheras workshop of the seed').toBeDefined();
  return call(request, api.storeDetail, { storeId: store!.id });
}

test.describe('the store page', () => {
  test('opens from the store list with hours, services, address, a call link and directions', async ({
    page,
    request,
  }) => {
    const store = await cheras(request);
    const errors = watchConsole(page);
    await page.goto(appUrl('/pages-store/list/StoreList?state=Kuala%20Lumpur&city=Cheras'));
    const card = page.locator('.stores-card').filter({ hasText: store.name });
    // the card's phone is written the Malaysian way too
    await expect(card.getByRole('link', { name: '03-9101 7735' })).toHaveAttribute('href', 'tel:+60391017735');
    await card.getByRole('link', { name: `Details of ${store.name}` }).click();

    await expect(page).toHaveURL(new RegExp(`/pages-store/list/StoreDetail\\?storeId=${store.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Store details' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: store.name })).toBeVisible();
    await expect(page.getByText('Workshop', { exact: true })).toBeVisible();
    await expect(page.getByText(`${store.address}, ${store.postcode} ${store.city}, ${store.state}`)).toBeVisible();

    // the week, Monday first; a day off says so; today is marked
    const rows = page.getByRole('table', { name: 'Opening hours by weekday' }).getByRole('row');
    await expect(rows).toHaveCount(7);
    for (const [i, day] of store.week.entries()) {
      await expect(rows.nth(i).getByRole('cell')).toHaveText(
        day.hours ? `${day.hours.opens}–${day.hours.closes}` : 'Closed',
      );
    }
    await expect(rows.nth(0).getByRole('rowheader')).toHaveText(/^Mon/);
    await expect(page.locator('tr[aria-current="date"]')).toHaveCount(1);
    await expect(page.locator('tr[aria-current="date"]')).toContainText('Today');
    await expect(
      page.getByText(/^(Open now · closes at \d\d:\d\d|Closed now( · opens .+ at \d\d:\d\d)?)$/),
    ).toBeVisible();

    const services = page.locator('.store-page__services li');
    await expect(services).toHaveText(store.services.map((code) => CATEGORY_NAMES[code] ?? code));
    for (const closure of store.closures) {
      if (closure.name) await expect(page.getByText(closure.name).first()).toBeVisible();
    }

    await expect(page.getByRole('link', { name: '03-9101 7735' })).toHaveAttribute('href', 'tel:+60391017735');
    const waze = page.getByRole('link', { name: /^Navigate with Waze/ });
    await expect(waze).toHaveAttribute('href', `https://waze.com/ul?ll=${store.lat},${store.lng}&navigate=yes`);
    const maps = page.getByRole('link', { name: /^Directions in Google Maps/ });
    await expect(maps).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${store.lat},${store.lng}`,
    );
    for (const link of [waze, maps]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expectAccessible(page);

    // a deep link and a reload land on the same page
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: store.name })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/pages-store\/list\/StoreList/);
    await page.waitForLoadState('networkidle');
    expect(errors()).toEqual([]);
  });

  test('nothing sticks out sideways at 320 px, on the page and on the list', async ({ page, request }) => {
    const store = await cheras(request);
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(appUrl(`/pages-store/list/StoreDetail?storeId=${store.id}`));
    await expect(page.getByRole('link', { name: /^Directions in Google Maps/ })).toBeVisible();
    expect(await overflow(page)).toEqual([]);
    await page.goto(appUrl('/pages-store/list/StoreListType?purpose=install'));
    await expect(page.getByRole('link', { name: /^Details of / }).first()).toBeVisible();
    expect(await overflow(page)).toEqual([]);
  });

  test('checkout’s store choice keeps its Choose button beside the details link', async ({ page }) => {
    await page.goto(appUrl('/pages-store/list/StoreListType?purpose=install'));
    const first = page.locator('.stores-card').first();
    await expect(first.getByRole('button', { name: /^Choose / })).toBeVisible();
    await expect(first.getByRole('link', { name: /^Details of / })).toBeVisible();
  });

  test('an unknown or missing store says so and leads back to the workshops', async ({ page }) => {
    await page.goto(appUrl('/pages-store/list/StoreDetail?storeId=999999'));
    await expect(page.getByText('Store not found')).toBeVisible();
    await page.goto(appUrl('/pages-store/list/StoreDetail'));
    await expect(page.getByText('Store not found')).toBeVisible();
    await page.getByRole('link', { name: 'All workshops' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Workshops' })).toBeVisible();
  });

  test("an order's store opens the store page, its phone written the Malaysian way", async ({ browser, request }) => {
    const store = await cheras(request);
    const customer = await customerLogin(request);
    const dashcam = (await call(request, api.productPage, { category: 'dashcam' })).list[0]!;
    const order = await call(
      request,
      api.orderAdd,
      {
        orderType: 'pickup',
        lines: [{ productId: dashcam.id, quantity: 1 }],
        plate: `WSP ${Math.floor(Math.random() * 9000) + 1000}`,
        storeId: store.id,
        customerName: 'Store Page',
      },
      customer,
    );
    const page = await customerPage(browser, customer);
    try {
      await page.goto(appUrl(`/pages-order/list/OrderDetails?id=${order.id}`));
      const section = page.getByRole('region', { name: 'Self-pickup store' });
      await expect(section.getByRole('link', { name: '03-9101 7735' })).toHaveAttribute('href', 'tel:+60391017735');
      await section.getByRole('link', { name: store.name }).click();
      await expect(page.getByRole('heading', { level: 2, name: store.name })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Navigate with Waze/ })).toBeVisible();
    } finally {
      await call(request, api.orderCancel, { id: order.id, reason: 'Store page test' }, customer);
      await page.context().close();
    }
  });
});
