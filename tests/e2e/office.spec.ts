import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { malaysiaDateOf } from '../../src/shared/lib/malaysia-time';
import { csvRows } from './office-support';
import { appUrl } from './support';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { staffPage } from './staff-support';

/** The company account of the seed (server/seed/demo-accounts.ts). */
const COMPANY = '+60122000004';

type Spec = { id: number; make: string; model: string; variant: string; yearFrom: number; yearTo: number | null };

test.describe('back office', () => {
  test('the company adds a product that fits a Myvi 1.5AV; a customer with that car finds it, another car does not', async ({
    browser,
    request,
  }) => {
    const page = await staffPage(browser, COMPANY);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(appUrl('/office/products'));
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Add product' }).click();

    const sku = `E2E-DASH-${Date.now()}`;
    const name = `Roda Test Dash Cam ${Date.now()}`;
    await page.getByLabel('SKU').fill(sku);
    await page.getByLabel('Brand').fill('Roda Test');
    await page.getByLabel('Category').selectOption('dashcam');
    await page.getByLabel('Name (English)').fill(name);
    await page.getByLabel('Name (Malay)').fill(`${name} (BM)`);
    await page.getByLabel('Name (Chinese)').fill(`${name}（中文）`);
    await page.getByLabel('Description (English)').fill('A dash cam for the office journey.');
    await page.getByLabel('Description (Malay)').fill('Kamera papan pemuka untuk ujian pejabat.');
    await page.getByLabel('Description (Chinese)').fill('办公室测试用的行车记录仪。');
    await page.getByRole('textbox', { name: 'Price (RM)', exact: true }).fill('321.50');
    await page.getByLabel('Labour (RM, optional)').fill('45');
    await page.getByLabel('Warehouse stock (mail orders)').fill('7');
    await page.getByLabel('Only these cars').check();
    await page.getByLabel('Make').fill('Perodua');
    await page.getByLabel('Model').fill('Myvi');
    await page.getByLabel('From year').fill('2018');
    await page.getByLabel('To year').fill('2024');
    await page.getByLabel('Variant (optional)').fill('1.5AV');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByText('Saved')).toBeVisible();
    // the labour is kept and read back in RM
    await page.goto(appUrl(`/office/products?keyword=${sku}`));
    await page.getByRole('link', { name: new RegExp(name) }).click();
    await expect(page.getByLabel('Labour (RM, optional)')).toHaveValue('45.00');

    // the customer's search, with the car they chose, at once
    const specs = await call(request, api.vehicleSpecList, {});
    const myvi = specs.find((s) => s.make === 'Perodua' && s.model === 'Myvi' && s.variant === '1.5AV');
    const other = specs.find((s) => s.make !== 'Perodua');
    expect(myvi && other).toBeTruthy();
    const search = (car: Spec) =>
      call(request, api.productPage, {
        keyword: name,
        category: 'dashcam',
        car: { specId: car.id, year: Math.max(car.yearFrom, 2021) },
      });
    expect((await search(myvi!)).list.map((p) => p.name)).toContain(name);
    expect((await search(other!)).list.map((p) => p.name)).not.toContain(name);

    // and it is in the audit log
    await page.goto(appUrl('/office/audit'));
    await expect(page.getByText(sku).first()).toBeVisible();
  });

  test('the product CSV downloads in RM and words; a file with one bad row is refused whole, naming that row', async ({
    browser,
  }) => {
    const page = await staffPage(browser, COMPANY);
    await page.goto(appUrl('/office/import'));
    const download = page.waitForEvent('download');
    const dayBefore = malaysiaDateOf(new Date());
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    const days = [dayBefore, malaysiaDateOf(new Date())];
    expect(days.map((day) => `roda-products-${day}.csv`)).toContain(file.suggestedFilename());
    const products = csvRows(await readFile((await file.path())!, 'utf8'));
    // the seed's Petronas Syntium 800 at RM 169.00, for every car; no cell holds JSON
    expect(products.find((p) => p.sku === 'MNT-OIL-PET-800')).toMatchObject({
      price_rm: '169.00',
      fitment: 'all cars',
    });
    expect(products.every((p) => /^\d+\.\d{2}$/.test(p.price_rm ?? ''))).toBe(true);
    expect(products.flatMap((p) => Object.values(p).filter((cell) => /^[{[]/.test(cell)))).toEqual([]);

    const header =
      'sku,category,brand,name_en,name_ms,name_zh,description_en,description_ms,description_zh,price_rm,original_price_rm,labour_rm,stock,size,colour,image,active,specs,fitment';
    const row = (sku: string, price: string) =>
      `${sku},dashcam,Roda Test,Cam ${sku},Kamera ${sku},记录仪 ${sku},Desc,Huraian,说明,${price},,0.00,3,,,maintenance.svg,true,,all cars`;
    const stamp = Date.now();
    const csv = [header, row(`CSV-OK-${stamp}`, '129.00'), row(`CSV-BAD-${stamp}`, '129.005')].join('\n');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(
      page.getByText('Row 3: column price_rm must be an amount in RM with at most two decimals, such as 129.00'),
    ).toBeVisible();
    // nothing can be imported until every row is right
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  });

  test("the office's styles come with the office: none in the document every customer loads, applied once in the office", async ({
    browser,
    request,
  }) => {
    // index.html carries the shell's stylesheets inline for the first paint (scripts/inline-css.ts)
    const document = await (await request.get(appUrl('/pages/home/home'))).text();
    expect(document).toContain('<style>');
    expect(document.includes('.office-'), 'the document carries back-office rules').toBe(false);

    const page = await staffPage(browser, COMPANY);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(appUrl('/office/products'));
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    // office.css: the section menu sticks to the top on a phone
    await expect(page.locator('.office-bar')).toHaveCSS('position', 'sticky');
    await page.locator('.office-bar').getByRole('link', { name: 'Workshops' }).click();
    await expect(page.getByRole('heading', { name: 'Workshops', level: 1 })).toBeVisible();
    await expect(page.locator('.office-bar')).toHaveCSS('position', 'sticky');
    // the office's rules came once, with its shell's chunk, however many sections were opened
    const officeSheets = await page.evaluate(
      () =>
        [...window.document.styleSheets].filter((sheet) =>
          [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText === '.office-bar'),
        ).length,
    );
    expect(officeSheets).toBe(1);
  });

  test('a section still on its way shows its loading inside the office, the navigation staying', async ({
    browser,
  }) => {
    // the service worker would answer the chunk from its cache, past the held request below
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(appUrl('/pages/login/PhoneLogin?mode=staff'));
    await page.getByLabel('Mobile number').fill(COMPANY.replace('+60', '0'));
    await page.getByLabel('Password').fill('Roda2026!');
    await page.getByRole('button', { name: 'Staff log in' }).click();
    await expect(page).toHaveURL(/tab=workdesk/);
    await page.goto(appUrl('/office/dashboard'));
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    // every script asked for from here on waits until the test lets it through: a slow line
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Audit log' }).click();
    const loading = page.getByRole('main').getByRole('status').filter({ hasText: 'Loading…' });
    await expect(loading).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Payments' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await expect(loading).toHaveCount(0);
    await context.close();
  });

  test('a technician is not let in', async ({ browser }) => {
    const page = await staffPage(browser, '+60122000002');
    await page.goto(appUrl('/office/products'));
    await expect(page.getByText('Not allowed', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Staff log in' })).toBeVisible();
  });
});
