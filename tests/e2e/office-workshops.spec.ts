import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api } from '../support/api';
import { call, callRaw } from '../support/api-call';
import { appUrl, freshPhone, logIn, malaysiaDate } from './support';
import { bookAndPay, COMPANY, customerLogin, PASSWORD, staffPage, STAFF } from './staff-support';

type Spec = {
  id: number;
  make: string;
  model: string;
  variant: string;
  yearTo: number;
  engine: string;
  transmission: string;
};
type Store = { id: number; code: string; name: string };

/** The demo manager's workshop, the Myvi and a tyre that fits it. */
async function world(request: APIRequestContext) {
  const stores = (await call(request, api.storeList, { pageSize: 100 })).list;
  const store = stores.find((s) => s.code === 'WS-KUL-001') as Store;
  const specs = await call(request, api.vehicleSpecList, {});
  const myvi = specs.find((s) => s.make === 'Perodua' && s.model === 'Myvi' && s.variant === '1.5AV') as Spec;
  const car = { specId: myvi.id, year: myvi.yearTo };
  const tyre = (
    await call(request, api.productPage, {
      category: 'tyres',
      car,
    })
  ).list[0] as { id: number };
  // the first day from three days ahead that the store is open (a real holiday may already close some)
  // and nobody has booked yet: the office refuses to close a day with appointments, and other suites book
  const manager = await call(request, api.staffLogin, { phone: STAFF.manager, password: PASSWORD });
  const { settings } = await call(request, api.officeWorkshopFind, { id: store.id }, manager);
  const capacity = new Map(settings.hourCapacity.map((h) => [h.slot, h.capacity]));
  const closed = await call(request, api.storeClosedDays, {
    storeId: store.id,
    from: malaysiaDate(3),
    days: 10,
  });
  let day = '';
  for (const candidate of [3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(malaysiaDate)) {
    if (closed.some((c) => c.date === candidate)) continue;
    const slots = await call(request, api.storeSlots, {
      storeId: store.id,
      date: candidate,
    });
    const unbooked = slots.every((s) => s.closedReason === 'storeClosed' || s.remaining === capacity.get(s.slot));
    if (unbooked) {
      day = candidate;
      break;
    }
  }
  return { store, myvi, car, tyre, day };
}

async function customerWithMyvi(page: Page, request: APIRequestContext, myvi: Spec) {
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
}

test.describe('back office: workshops', () => {
  test('a store manager closes the store for a holiday; the picker stops offering that day; the server refuses it', async ({
    browser,
    page,
    request,
  }) => {
    const { store, myvi, car, tyre, day } = await world(request);
    expect(day).not.toBe('');

    // the manager, on a laptop: Workshops → their store → close it on that day
    const office = await staffPage(browser, STAFF.manager);
    await office.setViewportSize({ width: 1280, height: 900 });
    await office.goto(appUrl('/office/workshops'));
    await expect(office.getByRole('heading', { name: 'Workshops', level: 1 })).toBeVisible();
    await office.getByRole('link', { name: new RegExp(store.name) }).click();
    await expect(office.getByRole('heading', { name: store.name, level: 1 })).toBeVisible();
    await office.getByLabel('First day').fill(day);
    await office.getByLabel('Reason').fill('Deepavali open house');
    await office.getByRole('button', { name: 'Close the store' }).click();
    // nobody has booked that day: the confirmation names the store and the day
    const ask = office.getByRole('dialog');
    await expect(ask).toContainText(`Close ${store.name} on`);
    await expect(ask).toContainText('Customers cannot book that day.');
    await ask.getByRole('button', { name: 'Close the store' }).click();
    await expect(office.getByText('Deepavali open house')).toBeVisible();

    // a customer's appointment picker at that workshop: the day is there, closed, not offered
    await customerWithMyvi(page, request, myvi);
    await page.goto(appUrl(`/pages-shop/good/PlaceAnOrder?productId=${tyre.id}&quantity=4`));
    const name = page.getByLabel('Your name');
    if (await name.isVisible()) await name.fill('Aisyah Rahman');
    await page.getByRole('button', { name: /Choose a store|Change store/ }).click();
    await page.getByRole('button', { name: `Choose ${store.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Place an order' })).toBeVisible();
    const chip = page.locator(`button[data-date="${day}"]`);
    await expect(chip).toBeDisabled();
    await expect(chip).toHaveAttribute('aria-label', /closed/);
    await expect(page.locator(`button[data-date="${malaysiaDate(1)}"]`)).toBeEnabled();

    // and the server refuses a booking on that day, whatever a client sends
    const customer = await customerLogin(request);
    const refused = await callRaw(
      request,
      api.orderAdd.path,
      {
        orderType: 'install',
        lines: [{ productId: tyre.id, quantity: 1 }],
        car,
        plate: 'WXY 4321',
        storeId: store.id,
        appointmentDate: day,
        appointmentSlot: '10:00',
        customerName: 'Aisyah Rahman',
      },
      { session: customer },
    );
    expect(refused.msg).toBe('The store is closed on that day. Please choose another date');

    // the manager opens it again, after a confirm
    await office.getByRole('button', { name: /Remove closure of/ }).click();
    await office.getByRole('dialog').getByRole('button', { name: 'Remove closure', exact: true }).click();
    await expect(office.getByText('Deepavali open house')).toHaveCount(0);
    await office.close();
  });

  test('the company adds a workshop, lands on its page and changes its phone; a booked day cannot be closed', async ({
    browser,
    request,
  }) => {
    const booked = await bookAndPay(request, await customerLogin(request));
    const office = await staffPage(browser, COMPANY);
    await office.setViewportSize({ width: 1280, height: 900 });
    await office.goto(appUrl('/office/workshops'));
    await office.getByRole('link', { name: 'Add workshop' }).click();
    await expect(office.getByRole('heading', { name: 'Add workshop', level: 1 })).toBeVisible();
    // a retry finds its first store there: every run adds its own code
    const code = `ws-sel-9${String(Date.now()).slice(-2)}`;
    await office.getByLabel('Store code').fill(code);
    await office.getByLabel('Store name').fill('Roda Autocare Kajang');
    await office.getByLabel('Street address').fill('No. 3, Jalan Reko, Taman Kajang Utama');
    await office.getByLabel('State', { exact: true }).selectOption('Selangor');
    await office.getByLabel('City or town').fill('Kajang');
    await office.getByLabel('Postcode').fill('43000');
    await office.getByLabel('Phone').fill('0387331200');
    // both numbers pasted at once, as a map app copies them
    await office.getByLabel('Latitude').fill('2.9935, 101.7871');
    await expect(office.getByLabel('Longitude')).toHaveValue('101.7871');
    await office.getByRole('button', { name: 'Add workshop' }).click();
    await expect(office.getByRole('heading', { name: 'Roda Autocare Kajang', level: 1 })).toBeVisible();
    await expect(office.getByText(`${code.toUpperCase()} · Workshop · Kajang, Selangor`)).toBeVisible();

    // its phone, written another way, is kept and shown as Malaysians write it
    await expect(office.getByLabel('Phone')).toHaveValue('03-8733 1200');
    await office.getByLabel('Phone').fill('+60 3 8733 9999');
    await office.getByRole('button', { name: 'Save details' }).click();
    await expect(office.getByText('Details saved')).toBeVisible();
    await office.reload();
    await expect(office.getByLabel('Phone')).toHaveValue('03-8733 9999');

    // the demo workshop has an appointment that day: the confirmation says so and offers no way to close
    await office.goto(appUrl('/office/workshops'));
    await office.getByRole('searchbox').fill('WS-KUL-001');
    await office.getByRole('button', { name: 'Search' }).click();
    await office.getByRole('link', { name: new RegExp(booked.storeName) }).click();
    await office.getByLabel('First day').fill(booked.date);
    await office.getByLabel('Reason').fill('Renovation');
    await office.getByRole('button', { name: 'Close the store' }).click();
    const ask = office.getByRole('dialog');
    await expect(ask).toContainText(`${booked.storeName} cannot close on`);
    // other journeys book the same day in the shared database: at least this one is counted
    await expect(ask).toContainText(/(1 appointment is|\d+ appointments are) booked on .+\. Move (it|them) to/);
    await expect(ask.getByRole('button', { name: 'Close the store' })).toHaveCount(0);
    await ask.getByRole('button', { name: 'OK' }).click();
    await expect(office.locator('.office-closure-form [role="alert"]')).toContainText(
      /appointments? (is|are) booked on/,
    );
    const manager = await call(request, api.staffLogin, { phone: STAFF.manager, password: PASSWORD });
    const store = (await call(request, api.storeList, { pageSize: 100 })).list.find((s) => s.code === 'WS-KUL-001')!;
    const closures = await call(request, api.officeClosurePage, { storeId: store.id, pageSize: 100 }, manager);
    expect(closures.list.filter((c) => c.fromDate <= booked.date && c.toDate >= booked.date)).toEqual([]);
    await office.close();
  });
});
