import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { api } from '../support/api';
import { call } from '../support/api-call';
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

/**
 * A fresh customer with a Myvi books one tyre fitted at the every-day workshop (the third open
 * day, 11:00) through the app's checkout; the page ends on OrderPay. Answers the order's id.
 */
export async function placeTyreInstallation(page: Page, request: APIRequestContext): Promise<number> {
  const specs = await call(request, api.vehicleSpecList, {});
  const myvi = specs.find((s) => s.make === 'Perodua' && s.model === 'Myvi' && s.variant === '1.5AV') as Spec;
  const tyre = (
    await call(request, api.productPage, {
      category: 'tyres',
      car: { specId: myvi.id, year: myvi.yearTo },
    })
  ).list[0];
  const stores = (await call(request, api.storeList, { pageSize: 100 })).list;
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
  return Number(new URL(page.url()).searchParams.get('orderId'));
}
