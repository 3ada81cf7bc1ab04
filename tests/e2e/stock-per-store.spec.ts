import { expect, test } from '@playwright/test';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { COMPANY, PASSWORD, staffPage } from './staff-support';
import { appUrl, freshPhone, logIn } from './support';

/**
 * Stock per store (docs/decisions/025-stock-per-store.md), as a customer meets it: the store they
 * chose sold its last units meanwhile, so the order is refused with the store and the product named,
 * and the store list offers the stores that have it first, the others greyed with what they lack.
 */
test('a pickup at a store without the stock is refused with the reason and offered the stores that have it', async ({
  browser,
  page,
  request,
}) => {
  const company = await call(request, api.staffLogin, { phone: COMPANY, password: PASSWORD });
  // a product of its own, so no other journey buys these units
  const dashcam = (await call(request, api.productPage, { category: 'dashcam' })).list[0]!;
  const { product } = await call(request, api.officeProductFind, { id: dashcam.id }, company);
  const name = `Shelf Cam ${Date.now() % 100_000}`;
  const sku = `SHELF-${Date.now()}`;
  const saved = await call(
    request,
    api.officeProductSave,
    {
      product: {
        ...product,
        sku,
        name: { en: name, ms: name, zh: name },
        originalPriceSen: null,
        stock: 0,
      },
    },
    company,
  );
  const stores = (await call(request, api.storeList, { purpose: 'pickup', pageSize: 100 })).list;
  const [sold, stocked] = [stores[0]!, stores[stores.length - 1]!];
  const count = (place: number, quantity: number) =>
    call(request, api.officeProductStockSave, { productId: saved.id, place, quantity }, company);
  await count(sold.id, 2);

  // the other store's count is entered at the office, as its staff counted it
  const office = await staffPage(browser, COMPANY);
  await office.setViewportSize({ width: 1280, height: 900 });
  await office.goto(appUrl(`/office/products/${saved.id}`));
  const stock = office.getByRole('region', { name: 'Stock at each place' });
  await stock.getByLabel('Find a store').fill(stocked.name);
  await stock.getByLabel(stocked.name, { exact: true }).fill('5');
  await stock.getByRole('row', { name: stocked.name }).getByRole('button', { name: 'Save' }).click();
  await expect(office.getByText(`Stock saved for ${stocked.name}`)).toBeVisible();
  // and one unit goes back to the warehouse, recorded
  await stock.getByRole('combobox', { name: /^From\b/ }).selectOption({ label: `${stocked.name} (5)` });
  await stock.getByRole('combobox', { name: /^To\b/ }).selectOption({ label: 'Warehouse (mail orders)' });
  await stock.getByLabel('Units to move').fill('1');
  await stock.getByRole('button', { name: 'Move units' }).click();
  await expect(office.getByText('Units moved')).toBeVisible();
  // the store's count shows what is left, not what was typed before the move
  await expect(stock.getByLabel(stocked.name, { exact: true })).toHaveValue('4');
  await expect(stock.getByRole('row', { name: stocked.name }).getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(stock.getByRole('table', { name: 'Latest moves' }).getByRole('row').nth(1)).toContainText(stocked.name);
  await office.goto(appUrl('/office/audit'));
  await expect(office.getByText('Stock counted').first()).toBeVisible();
  await expect(office.getByText('Stock moved').first()).toBeVisible();

  await logIn(page, request, freshPhone());
  await expect(page).toHaveURL(/tab=me/);
  await page.goto(appUrl(`/pages-shop/good/PlaceAnOrder?productId=${saved.id}&quantity=2`));
  await page.getByLabel('Self pickup at a store').check();
  const yourName = page.getByLabel('Your name');
  if (await yourName.isVisible()) await yourName.fill('Aisyah Rahman');
  await page.getByRole('button', { name: 'Choose a store' }).click();
  await page.getByRole('button', { name: `Choose ${sold.name}` }).click();
  await expect(page.getByTestId('actual-payment')).toHaveText(/^RM /);

  // meanwhile the store sells its last two
  await count(sold.id, 0);
  await page.getByRole('button', { name: 'Submit order' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: `${sold.name} has only 0 of ${name}` });
  await expect(refusal).toContainText('Choose a store that has it.');
  await expect(page).toHaveURL(/PlaceAnOrder/);

  await refusal.getByRole('button', { name: 'See the stores that have it' }).click();
  await expect(page.getByText('Stores that have everything in your order come first.')).toBeVisible();
  const cards = page.getByRole('list', { name: 'Stores' }).locator('.stores-card');
  await expect(cards.first().getByRole('heading')).toHaveText(stocked.name);
  const soldCard = cards.filter({ has: page.getByRole('heading', { name: sold.name, exact: true }) });
  await expect(soldCard).toContainText(`Not in stock here: ${name}`);
  await expect(soldCard.getByRole('button', { name: `Choose ${sold.name}` })).toBeDisabled();

  await page.getByRole('button', { name: `Choose ${stocked.name}` }).click();
  await expect(page.getByText(stocked.name)).toBeVisible();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/OrderPay\?orderId=\d+/);
  const { places } = await call(request, api.officeProductStock, { productId: saved.id }, company);
  expect(places.find((p) => p.place === stocked.id)?.quantity).toBe(2);

  // the store's low-stock list now names it
  await office.goto(appUrl('/office/stock'));
  await office.getByLabel('Place').selectOption({ label: stocked.name });
  await expect(office.getByRole('row', { name: new RegExp(name) })).toContainText('2');

  // and a recount of that store comes back as a CSV: previewed, confirmed, saved
  const file = `sku,place,quantity\r\n${sku},${stocked.code},9\r\n`;
  await office
    .getByLabel('Choose a CSV file')
    .setInputFiles({ name: 'count.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  const counts = office.getByRole('region', { name: 'Counts by CSV' });
  await expect(counts.getByRole('listitem').filter({ hasText: 'changed' }).first()).toContainText('1');
  await counts.getByRole('button', { name: 'Import' }).click();
  await office.getByRole('dialog').getByRole('button', { name: 'Import' }).click();
  await expect(office.getByText('1 count saved')).toBeVisible();
  const recounted = await call(request, api.officeProductStock, { productId: saved.id }, company);
  expect(recounted.places.find((p) => p.place === stocked.id)?.quantity).toBe(9);
  await office.context().close();
});
