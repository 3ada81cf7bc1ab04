import { expect, test, type Page } from '@playwright/test';
import { api } from '../support/api';
import { appUrl, freshPhone, logIn, watchConsole } from './support';

/** Chooses a car in the brand selector: the named make and model, then the first option of each step. */
async function chooseCar(page: Page, make: string, model: string) {
  await page.getByRole('button', { name: /^Car:/ }).click();
  const popup = page.getByRole('dialog');
  await popup.getByRole('button', { name: make, exact: true }).click();
  await popup.getByRole('button', { name: model, exact: true }).click();
  for (let step = 0; step < 4; step++) {
    if (!(await popup.isVisible())) break;
    await popup.locator('.roda-options__option').first().click();
  }
  await expect(popup).toBeHidden();
}

/** Adds a Perodua Myvi from the garage list, its next service due at 50,000 km and 42,000 km done. */
async function addCarDueForService(page: Page, plate: string) {
  await page.getByRole('link', { name: 'Add a car' }).click();
  await chooseCar(page, 'Perodua', 'Myvi');
  await page.getByLabel('Plate number').fill(plate);
  await expect(page.getByRole('group', { name: 'Service reminder' })).toBeVisible();
  await page.getByLabel('Next service at (km)').fill('50000');
  await page.getByLabel('Current mileage (km)').fill('42000');
  await page.getByRole('button', { name: 'Add car' }).click();
  await expect(page).toHaveURL(/CarList/);
}

test('a mileage near the service due brings a reminder whose "Book a service" opens the maintenance booking for that car', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  await logIn(page, request, freshPhone());
  await expect(page).toHaveURL(/\/app\/\?tab=me$/);

  // the garage form: a Myvi whose next service is due at 50,000 km, now at 42,000 km
  await page.getByRole('button', { name: 'My cars' }).click();
  await addCarDueForService(page, 'wsr 7001');
  const card = page.getByRole('listitem').filter({ hasText: 'WSR 7001' });
  await expect(card.getByText('Next service: 50,000 km')).toBeVisible();

  // a due mileage not above the current one is refused in the form, with the reason
  await card.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Next service at (km)').fill('41000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('The service due mileage must be above the current mileage');

  // the customer records their mileage: 300 km before the service is due
  await page.getByLabel('Next service at (km)').fill('50000');
  await page.getByLabel('Current mileage (km)').fill('49700');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/CarList/);

  // the reminder is in the message list
  await page.goto(appUrl('/pages-common/message/MessageList'));
  const reminder = page.getByRole('link', { name: /Service due soon/ });
  await expect(reminder).toBeVisible();
  await expect(reminder).toContainText('Perodua Myvi (WSR 7001) has done 49,700 km');
  await reminder.click();
  await expect(page.getByRole('heading', { name: 'Service due soon' })).toBeVisible();

  // "Book a service": the maintenance search with this car chosen, and the product opened from it is for this car
  await page.getByRole('button', { name: 'Book a service' }).click();
  await expect(page).toHaveURL(/\/app\/pages\/home\/home\?.*category=maintenance/);
  await expect(page).toHaveURL(/make=Perodua/);
  await expect(page.getByRole('button', { name: /^Car:/ })).toContainText('Perodua Myvi');
  const query = page.locator('.home-query');
  await expect(query).toContainText('Maintenance');
  await expect(query).toContainText('Perodua Myvi');
  const chosen = await page.evaluate(
    () => JSON.parse(localStorage.getItem('carInfoApp') ?? 'null') as { make?: string; model?: string } | null,
  );
  expect(chosen).toMatchObject({ make: 'Perodua', model: 'Myvi' });
  const product = page.locator('a.product-card').first();
  await expect(product).toBeVisible();
  await product.click();
  await expect(page).toHaveURL(/GoodDetails/);
  await expect(page.getByText(/Perodua Myvi/).first()).toBeVisible();
  expect(errors()).toEqual([]);
});

test('"Book a service" keeps the reminded car when this page\'s car list was loaded before the car was added', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  await logIn(page, request, freshPhone());
  await expect(page).toHaveURL(/\/app\/\?tab=me$/);
  // this page loads the garage while it is empty, and keeps that list in memory
  await page.getByRole('button', { name: 'My cars' }).click();
  await expect(page).toHaveURL(/CarList/);
  await expect(page.getByRole('link', { name: 'Add a car' })).toBeVisible();

  // the car and its mileage near the service are added in another tab (another device alike)
  const other = await page.context().newPage();
  await other.goto(appUrl('/pages-common/car/CarList'));
  await addCarDueForService(other, 'wsr 7002');
  const card = other.getByRole('listitem').filter({ hasText: 'WSR 7002' });
  await card.getByRole('button', { name: 'Edit' }).click();
  await other.getByLabel('Current mileage (km)').fill('49700');
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other).toHaveURL(/CarList/);
  await other.close();

  // back in the first page, without reloading it: the reminder's button books for that car
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/\?tab=me$/);
  await page.getByRole('button', { name: /^Messages/ }).click();
  const reminder = page.getByRole('link', { name: /Service due soon/ });
  await expect(reminder).toContainText('WSR 7002');
  await reminder.click();
  // the garage's answer is held back (a slow network): the button says it is busy, a second tap waits
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${api.carList.path}`, async (route) => {
    await released;
    await route.continue();
  });
  const book = page.getByRole('button', { name: 'Book a service' });
  await book.click();
  await expect(book).toBeDisabled();
  await expect(book).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page).toHaveURL(/\/app\/pages\/home\/home\?.*category=maintenance/);
  await expect(page).toHaveURL(/make=Perodua/);
  await expect(page.getByRole('button', { name: /^Car:/ })).toContainText('Perodua Myvi');
  expect(errors()).toEqual([]);
});
