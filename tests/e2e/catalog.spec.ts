import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { ResponseOf } from '../../src/shared/contract/define-call';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { appUrl, freshPhone, logIn, watchConsole } from './support';

type Product = ResponseOf<typeof api.productPage>['list'][number];

/** The texts each journey looks for, per interface language. */
const languages = [
  {
    locale: 'en',
    country: 'en_us',
    header: 'en_us',
    selectCar: 'Car: Select your car',
    engineAndGearbox: ['1.5L Petrol', 'Automatic'],
    wipers: 'Wipers',
    sizesOf: /Sizes that fit your Perodua Myvi/,
    productDetails: 'Product details',
    fits: 'Fits your car',
    increase: 'Increase',
    addToCart: 'Add to cart',
    cartItems: (n: number) => (n === 1 ? 'Cart, 1 item' : `Cart, ${n} items`),
    cart: 'Cart',
    quantityOf: 'Quantity of',
    remove: 'Remove',
    incompatible:
      'The product is not compatible with your selected vehicle and cannot be purchased. Please choose a different vehicle',
  },
  {
    locale: 'ms',
    country: 'ms_my',
    header: 'ms_my',
    selectCar: 'Kereta: Pilih kereta anda',
    // the catalogue's engine and gearbox words read in Malay
    engineAndGearbox: ['1.5L Petrol', 'Automatik'],
    wipers: 'Pengelap cermin',
    sizesOf: /Saiz yang sesuai untuk Perodua Myvi/,
    productDetails: 'Butiran produk',
    fits: 'Sesuai dengan kereta anda',
    increase: 'Tambah',
    addToCart: 'Tambah ke troli',
    cartItems: (n: number) => `Troli, ${n} item`,
    cart: 'Troli',
    quantityOf: 'Kuantiti',
    remove: 'Buang',
    incompatible:
      'Produk ini tidak serasi dengan kenderaan yang anda pilih dan tidak boleh dibeli. Sila pilih kenderaan lain',
  },
] as const;

const rm = (sen: number) => `RM ${Math.floor(sen / 100).toLocaleString('en-MY')}.${String(sen % 100).padStart(2, '0')}`;

/** No serious or critical axe-core violation on the page as it is now. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

async function chooseMyvi(
  page: Page,
  selectCar: string,
  engineAndGearbox: readonly string[] = ['1.5L Petrol', 'Automatic'],
) {
  await page.getByRole('button', { name: selectCar }).click();
  const popup = page.getByRole('dialog');
  for (const option of ['Perodua', 'Myvi', '2021', '1.5AV', ...engineAndGearbox]) {
    await popup.getByRole('button', { name: option, exact: true }).click();
  }
  await expect(page.getByRole('dialog')).toBeHidden();
}

for (const lang of languages) {
  test.describe(`catalog, fitment and cart in ${lang.locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(appUrl('/'));
      await page.evaluate(
        ({ locale, country }) => {
          localStorage.setItem('language', locale);
          localStorage.setItem('country', country);
        },
        { locale: lang.locale, country: lang.country },
      );
    });

    test('a Myvi owner finds fitting wipers, fills the cart, changes and removes lines', async ({ page, request }) => {
      const errors = watchConsole(page);
      await logIn(page, request, freshPhone());
      await expect(page).toHaveURL(/tab=me/);

      await page.goto(appUrl('/pages/home/home'));
      await chooseMyvi(page, lang.selectCar, lang.engineAndGearbox);
      await page.getByRole('button', { name: lang.wipers, exact: true }).click();
      await expect(page).toHaveURL(/category=wipers/);
      await expect(page).toHaveURL(/make=Perodua/);

      // the car's sizes above the results, and only products of those sizes
      await expect(page.getByRole('heading', { name: lang.sizesOf })).toBeVisible();
      await expect(page.getByText('24" / 14" / 12"')).toBeVisible();
      const list = page.getByRole('list', { name: /Products|Produk/ });
      await expect(list.getByRole('link').first()).toBeVisible();
      const texts = await list.getByRole('link').allInnerTexts();
      expect(texts.length).toBeGreaterThanOrEqual(3);
      for (const text of texts) expect(text).toMatch(/\b(24|14|12)"/);
      await expectAccessible(page);

      // the same list from the server, to know prices
      const specs = await call(request, api.vehicleSpecList, {});
      const myvi = specs.find(
        (s) =>
          s.model === 'Myvi' &&
          s.variant === '1.5AV' &&
          s.transmission === 'Automatic' &&
          s.yearFrom <= 2021 &&
          s.yearTo >= 2021,
      )!;
      const car = { specId: myvi.id, year: 2021 };
      const fitting = (
        await call(request, api.productPage, { category: 'wipers', car, pageSize: 10 }, null, { language: lang.header })
      ).list;
      const [first, second] = fitting as [Product, Product];

      // first product: two of it
      await list.getByRole('link', { name: new RegExp(escapeRegExp(first.name)) }).click();
      await expect(page.getByRole('heading', { level: 1, name: lang.productDetails })).toBeVisible();
      await expect(page.getByText(lang.fits)).toBeVisible();
      await expect(page.getByText(rm(first.priceSen)).first()).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: lang.increase, exact: true }).click();
      await page.getByRole('button', { name: lang.addToCart }).click();
      await expect(page.getByRole('link', { name: lang.cartItems(2) })).toBeVisible();

      // second product: one
      await page.goBack();
      await list.getByRole('link', { name: new RegExp(escapeRegExp(second.name)) }).click();
      await expect(page.getByRole('heading', { level: 2, name: second.name })).toBeVisible();
      await page.getByRole('button', { name: lang.addToCart }).click();
      await expect(page.getByRole('link', { name: lang.cartItems(3) })).toBeVisible();

      // the cart: two lines, totals in RM
      await page.getByRole('link', { name: lang.cartItems(3) }).click();
      await expect(page.getByRole('heading', { level: 1, name: lang.cart })).toBeVisible();
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      const total = (lines: [Product, number][]) =>
        lines.reduce((sum, [p, q]) => sum + (p.priceSen + p.labourSen) * q, 0);
      await expect(page.getByTestId('cart-total')).toHaveText(
        rm(
          total([
            [first, 2],
            [second, 1],
          ]),
        ),
      );

      // change a quantity
      await page
        .getByRole('group', { name: `${lang.quantityOf} ${second.name}` })
        .getByRole('button', { name: lang.increase, exact: true })
        .click();
      await expect(page.getByTestId('cart-total')).toHaveText(
        rm(
          total([
            [first, 2],
            [second, 2],
          ]),
        ),
      );

      // remove one line, after confirming
      await page.getByRole('button', { name: `${lang.remove} ${first.name}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: lang.remove, exact: true }).click();
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expect(page.getByTestId('cart-total')).toHaveText(rm(total([[second, 2]])));

      // the badge follows
      await page.goto(appUrl('/pages/home/home'));
      await expect(page.getByRole('link', { name: lang.cartItems(2) })).toBeVisible();

      // the chosen car survives a reload
      await page.reload();
      await expect(page.getByRole('button', { name: /Perodua Myvi 2021 1\.5AV/ })).toBeVisible();
      expect(errors().filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    });

    test('a wiper that does not fit the chosen Myvi is refused with the spec message', async ({ page, request }) => {
      await page.goto(appUrl('/pages/home/home'));
      await chooseMyvi(page, lang.selectCar, lang.engineAndGearbox);
      const misfit = (
        await call(request, api.productPage, {
          category: 'wipers',
          keyword: '21"',
          pageSize: 10,
        })
      ).list[0]!;
      await page.goto(appUrl(`/pages-shop/good/GoodDetails?id=${misfit.id}`));
      await expect(page.getByRole('alert').filter({ hasText: lang.incompatible })).toBeVisible();
      await expect(page.getByRole('button', { name: lang.addToCart })).toBeDisabled();
      await expectAccessible(page);
    });
  });
}

test("a screen's stylesheet comes with its chunk: the document holds only the shell's, and nothing is fetched twice or missing", async ({
  page,
  request,
}) => {
  // the document inlines the shell's stylesheets and names each by a disabled link (scripts/inline-css.ts)
  const document = await (await request.get(appUrl('/pages/home/home'))).text();
  expect(document).toContain('<style>');
  expect(document.includes('.product-card'), "the document carries the results screen's rules").toBe(false);
  const inlined = [...document.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map((m) => m[1]!);
  expect(inlined.length).toBeGreaterThan(0);

  const stylesheets: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.css')) stylesheets.push({ path: pathname, status: response.status() });
  });
  const errors = watchConsole(page);
  await page.goto(appUrl('/pages/home/home'));
  await chooseMyvi(page, 'Car: Select your car');
  await page.getByRole('button', { name: 'Wipers', exact: true }).click();
  const first = page.getByRole('list', { name: 'Products' }).getByRole('link').first();
  await expect(first).toBeVisible();
  // catalog.css, which came with the results' chunk: a card lays its picture and text side by side
  await expect(page.locator('.product-card').first()).toHaveCSS('display', 'flex');
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product details' })).toBeVisible();

  expect(stylesheets.length, 'no screen stylesheet was fetched').toBeGreaterThan(0);
  expect(stylesheets.filter((s) => s.status !== 200)).toEqual([]);
  expect(stylesheets.filter((s) => inlined.includes(s.path))).toEqual([]);
  expect(errors()).toEqual([]);
});

test('adding to the cart asks a logged-out visitor to log in, then comes back', async ({ page }) => {
  await page.goto(appUrl('/pages/home/home'));
  await chooseMyvi(page, 'Car: Select your car');
  await page.getByRole('button', { name: 'Wipers', exact: true }).click();
  await page.getByRole('list', { name: 'Products' }).getByRole('link').first().click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(decodeURIComponent(page.url())).toMatch(/redirect=\/pages-shop\/good\/GoodDetails\?id=\d+/);

  await page.goto(appUrl('/pages-shop/cart/ShopCart'));
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('ChangeGood offers only wipers that fit, and opens the one chosen', async ({ page, request }) => {
  await page.goto(appUrl('/pages/home/home'));
  await chooseMyvi(page, 'Car: Select your car');
  const misfit = (
    await call(request, api.productPage, {
      category: 'wipers',
      keyword: '21"',
      pageSize: 10,
    })
  ).list[0]!;
  await page.goto(appUrl(`/pages-shop/good/GoodDetails?id=${misfit.id}`));
  await page.getByRole('link', { name: 'See products that fit your car' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change product' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Products' });
  await expect(list.getByRole('button').first()).toBeVisible();
  for (const text of await list.getByRole('button').allInnerTexts()) expect(text).toMatch(/\b(24|14|12)"/);
  await expectAccessible(page);
  await list.getByRole('button').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product details' })).toBeVisible();
  await expect(page.getByText('Fits your car')).toBeVisible();
});

test('a cart line can be swapped for another product that fits', async ({ page, request }) => {
  await logIn(page, request, freshPhone());
  await expect(page).toHaveURL(/tab=me/);
  await page.goto(appUrl('/pages/home/home'));
  await chooseMyvi(page, 'Car: Select your car');
  await page.getByRole('button', { name: 'Wipers', exact: true }).click();
  const first = page.getByRole('list', { name: 'Products' }).getByRole('link').first();
  await first.click();
  const name = await page.getByRole('heading', { level: 2 }).first().innerText();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('link', { name: 'Change', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change product' })).toBeVisible();
  const other = page.getByRole('list', { name: 'Products' }).getByRole('button').filter({ hasNotText: name }).first();
  const otherName = (await other.innerText()).split('\n')[1]!;
  await other.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByTestId('cart-line').filter({ hasText: otherName })).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

test('a vehicle query on the clipboard is pasted only after asking', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(appUrl('/pages/home/home'));
  await expect(page.getByRole('button', { name: 'Car: Select your car' })).toBeVisible();
  await page.evaluate(() => navigator.clipboard.writeText('Perodua Myvi 2021 wiper'));
  await page.getByRole('button', { name: 'Paste from clipboard' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Perodua Myvi 2021 wiper');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Keyword')).toHaveValue('');
  await page.getByRole('button', { name: 'Paste from clipboard' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Paste' }).click();
  await expect(page.getByLabel('Keyword')).toHaveValue('wiper');
  await expect(page.getByText(/Recognised Perodua Myvi 2021/)).toBeVisible();
});

test('GoodsEmpty takes a call-back request from a visitor', async ({ page }) => {
  await page.goto(appUrl('/pages-shop/good/GoodsEmpty'));
  await expect(page.getByRole('link', { name: 'Back to search' })).toBeVisible();
  await page.getByLabel('Part you need').fill('Roof rack for a Saga');
  await page.getByLabel('Your name').fill('Hafiz');
  await page.getByLabel('Mobile number').fill('013-555 1234');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(
    page.getByText('Our sales team will look for Roof rack for a Saga and call you at 013-555 1234.'),
  ).toBeVisible();
  await expectAccessible(page);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
