import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { api } from '../support/api';
import { call, type ApiSession } from '../support/api-call';
import { appUrl, freshPhone, latestOtp, logIn, watchConsole } from './support';

/** A real small image (PNG), different per seed so every upload is its own file. */
async function png(seed: number): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({
    create: { width: 48, height: 48, channels: 3, background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: 120 } },
  })
    .png()
    .toBuffer();
  return { name: `photo-${seed}.png`, mimeType: 'image/png', buffer };
}

async function pngs(count: number, from = 1) {
  return Promise.all(Array.from({ length: count }, (_, i) => png(from + i)));
}

/** Logs a fresh customer in and waits for the Me tab. */
async function logInFresh(page: Page, request: APIRequestContext): Promise<string> {
  const phone = freshPhone();
  await logIn(page, request, phone);
  await expect(page).toHaveURL(/\/app\/\?tab=me$/);
  return phone;
}

/** The session the logged-in page holds (its key and secret), to call the API as it. */
async function sessionOf(page: Page): Promise<ApiSession> {
  return page.evaluate(() => ({
    userKey: localStorage.getItem('key') ?? '',
    secret: localStorage.getItem('key.secret') ?? '',
  }));
}

/** Places a self-pickup order for a dashcam at an outlet, as the logged-in customer. */
async function placePickupOrder(page: Page, request: APIRequestContext): Promise<{ id: number; orderNo: string }> {
  const session = await sessionOf(page);
  const products = await call(request, api.productPage, { category: 'dashcam' }, session);
  const stores = await call(request, api.storeList, { pageSize: 100 }, session);
  const outlet = stores.list.find((s) => s.kind === 'outlet');
  expect(outlet).toBeTruthy();
  return call(
    request,
    api.orderAdd,
    {
      orderType: 'pickup',
      lines: [{ productId: products.list[0]!.id, quantity: 1 }],
      plate: 'VAA 1',
      storeId: outlet!.id,
    },
    session,
  );
}

/** Chooses a car in the brand selector: the named make and model, then the first option of each step. */
async function chooseCar(page: Page, make: string, model: string) {
  await page.getByRole('button', { name: /Car:/ }).click();
  const popup = page.getByRole('dialog');
  await popup.getByRole('button', { name: make, exact: true }).click();
  await popup.getByRole('button', { name: model, exact: true }).click();
  for (let step = 0; step < 4; step++) {
    if (!(await popup.isVisible())) break;
    await popup.locator('.roda-options__option').first().click();
  }
  await expect(popup).toBeHidden();
}

test.describe('my cars, profile, messages, complaints, feedback', () => {
  test('adds two cars, sets the default, edits wiper sizes and warns about dark tint', async ({ page, request }) => {
    const errors = watchConsole(page);
    await logInFresh(page, request);
    await page.getByRole('button', { name: 'My cars' }).click();
    await expect(page.getByRole('heading', { name: 'My cars' })).toBeVisible();
    await expect(page.getByText('No cars yet')).toBeVisible();

    // first car: a Perodua Myvi; the catalogue fills in its wiper sizes
    await page.getByRole('link', { name: 'Add a car' }).click();
    await chooseCar(page, 'Perodua', 'Myvi');
    const long = page.getByLabel('Long (driver)');
    await expect(long).toHaveValue(/^\d+$/);
    await expect(page.getByText('Filled in from the catalogue for this car')).toBeVisible();
    await page.getByLabel('Plate number').fill('wxy 1234');
    await page.getByRole('button', { name: 'Add car' }).click();
    await expect(page).toHaveURL(/CarList/);
    const myvi = page.getByRole('listitem').filter({ hasText: 'WXY 1234' });
    await expect(myvi.getByText('Default', { exact: true })).toBeVisible();

    // second car: a Honda City with a windscreen film darker than the law allows
    await page.getByRole('link', { name: 'Add a car' }).click();
    await chooseCar(page, 'Honda', 'City');
    await page.getByLabel('Plate number').fill('vaa-1-a');
    await expect(page.getByText(/Source: JPJ/)).toBeVisible();
    await page.getByLabel('Front windscreen').fill('60');
    await expect(page.getByRole('alert').filter({ hasText: 'Below the JPJ legal minimum of 70%' })).toBeVisible();
    await page.getByLabel('Front side windows').fill('50');
    await expect(page.getByText('Below the JPJ legal minimum of 50%')).toBeHidden();
    await page.getByRole('button', { name: 'Add car' }).click();
    await expect(page).toHaveURL(/CarList/);
    const city = page.getByRole('listitem').filter({ hasText: 'VAA 1 A' });
    await expect(city.getByText('Tint below the JPJ legal minimum')).toBeVisible();
    await expect(city.getByText('Default', { exact: true })).toBeHidden();

    // the City becomes the default, and the Home search starts from it
    await city.getByRole('button', { name: 'Set as default' }).click();
    await expect(city.getByText('Default', { exact: true })).toBeVisible();
    await expect(myvi.getByText('Default', { exact: true })).toBeHidden();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('carInfoApp') ?? '{}').model)).toBe('City');
    await expect(page.getByRole('listitem').first()).toContainText('VAA 1 A');

    // edit the Myvi's wiper sizes
    await myvi.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit car' })).toBeVisible();
    await expect(page.getByLabel('Plate number')).toHaveValue('WXY1234');
    await page.getByLabel('Long (driver)').fill('26');
    await page.getByLabel('Short (passenger)').fill('16');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/CarList/);
    await myvi.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('Long (driver)')).toHaveValue('26');
    await expect(page.getByLabel('Short (passenger)')).toHaveValue('16');

    // delete the Myvi after confirming
    await page.goBack();
    await myvi.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(myvi).toBeHidden();
    await expect(city).toBeVisible();

    // the default car pre-fills the Home search
    await page.goto(appUrl('/pages/home/home'));
    await expect(page.getByRole('button', { name: /Car:/ })).toContainText('Honda City');
    expect(errors()).toEqual([]);
  });

  test("moves a logged-out visitor's car into the account at login", async ({ page, request }) => {
    await page.goto(appUrl('/pages/home/home'));
    const specs = await call(request, api.vehicleSpecList, {});
    const spec = specs.find((s) => s.make === 'Proton') ?? specs[0];
    if (!spec) throw new Error('the catalogue has cars');
    await page.evaluate((s) => {
      localStorage.setItem(
        'carInfoApp',
        JSON.stringify({
          specId: s.id,
          make: s.make,
          model: s.model,
          year: s.yearTo,
          variant: s.variant,
          engine: s.engine,
          transmission: s.transmission,
        }),
      );
    }, spec);
    await logInFresh(page, request);
    await page.getByRole('button', { name: 'My cars' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: `${spec.make} ${spec.model}` })).toBeVisible();
  });

  test('edits the profile and changes the phone number with a code', async ({ page, request }) => {
    await logInFresh(page, request);
    await page.getByRole('button', { name: 'My profile' }).click();
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
    await page.getByLabel('Name').fill('Aisyah Rahman');
    await page.getByLabel('Email').fill('aisyah@');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please check the email format');
    await page.getByLabel('Email').fill('aisyah@example.my');
    await page.locator('input[type=file]').setInputFiles(await png(7));
    await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Name')).toHaveValue('Aisyah Rahman');
    await expect(page.getByLabel('Email')).toHaveValue('aisyah@example.my');

    const newPhone = freshPhone();
    await page.getByRole('button', { name: /Phone number/ }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByLabel('New mobile number').fill(newPhone.replace('+60', '0'));
    await sheet.getByRole('button', { name: 'Get code' }).click();
    await expect(sheet.getByRole('button', { name: /Resend in \d+s/ })).toBeVisible();
    await sheet.getByLabel('Verification code').fill(await latestOtp(request, newPhone));
    await sheet.getByRole('button', { name: 'Change phone number' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Phone number successfully changed, please log in again' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/PhoneLogin/);
    expect(await page.evaluate(() => localStorage.getItem('key'))).toBeNull();
  });

  test('files a complaint with two screenshots and lists it as pending; refuses an 11 MB image', async ({
    page,
    request,
  }) => {
    await logInFresh(page, request);
    const order = await placePickupOrder(page, request);
    await page.goto(appUrl('/pages-common/complaint/AddComplaint'));
    await expect(page.getByRole('heading', { name: 'File a complaint' })).toBeVisible();
    await page.getByLabel('Order').selectOption({ value: String(order.id) });
    await page.getByLabel('What went wrong?').fill('The dashcam was not in the box when I picked it up.');

    // 11 MB is over the upload limit: refused on the phone, nothing is sent
    await page.locator('input[type=file]').setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(11 * 1024 * 1024, 1),
    });
    await expect(
      page.getByRole('status').filter({ hasText: '1 image was left out: an image may be at most 10 MB.' }),
    ).toBeVisible();

    await page.locator('input[type=file]').setInputFiles(await pngs(2, 20));
    await expect(page.getByRole('img', { name: 'Image 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit complaint' }).click();
    await expect(page).toHaveURL(/ComplaintList/);
    const card = page.getByRole('listitem').filter({ hasText: order.orderNo });
    await expect(card.getByText('Pending')).toBeVisible();
    await expect(card).toContainText(/CP\d{12}/);
    await expect(card.getByRole('img', { name: /Screenshot/ })).toHaveCount(2);
  });

  test('sends feedback with 5 images in English', async ({ page, request }) => {
    await logInFresh(page, request);
    await page.getByRole('button', { name: 'Feedback' }).click();
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please choose a feedback type');
    await page.getByRole('radio', { name: 'Suggestion' }).check();
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your feedback');
    await page.getByLabel('Your feedback').fill('Please add more workshops in Ipoh.');
    await expect(page.getByText('Up to 5 images, each up to 5 MB.')).toBeVisible();
    await page.locator('input[type=file]').setInputFiles(await pngs(6, 40));
    await expect(
      page.getByRole('status').filter({ hasText: '1 image was left out: you can upload at most 5 images.' }),
    ).toBeVisible();
    // five pictures compressed in the page and uploaded one after another: on a busy machine, more than 10 s
    await expect(page.getByRole('img', { name: 'Image 5' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('input[type=file]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Image 1' })).toHaveCount(0);
  });

  test('sends feedback with 3 images in Malay', async ({ page, request }) => {
    await page.goto(appUrl('/'));
    await page.evaluate(() => {
      localStorage.setItem('language', 'ms');
      localStorage.setItem('country', 'ms_my');
    });
    await logIn(page, request, freshPhone());
    await expect(page).toHaveURL(/\/app\/\?tab=me$/);
    await page.goto(appUrl('/pages-common/feedback/FeedBack'));
    await expect(page.getByText('Sehingga 3 imej, setiap satu sehingga 5 MB.')).toBeVisible();
    await page.getByRole('radio').first().check();
    await page.locator('textarea').fill('Aplikasi ini sangat berguna.');
    await page.locator('input[type=file]').setInputFiles(await pngs(4, 60));
    await expect(page.locator('.roda-upload__tile img:not([alt=""])')).toHaveCount(3);
    await expect(page.locator('input[type=file]')).toHaveCount(0);
    await page.locator('button[type=submit]').click();
    await expect(page.getByRole('status').filter({ hasText: 'Terima kasih atas maklum balas anda' })).toBeVisible();
  });

  test('a message arrives when an order changes state and is marked read on open', async ({ page, request }) => {
    await logInFresh(page, request);
    const order = await placePickupOrder(page, request);
    await page.goto(appUrl('/?tab=me'));
    const messagesCell = page.getByRole('button', { name: /Messages/ });
    await expect(messagesCell.getByLabel(/^\d+ unread messages$/)).toBeVisible();
    await messagesCell.click();
    const item = page.getByRole('link').filter({ hasText: order.orderNo });
    await expect(item.getByRole('img', { name: 'Unread' })).toBeVisible();
    await item.click();
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    await expect(page.getByText(`Order ${order.orderNo} is waiting for payment.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'View order' })).toBeVisible();
    await expect
      .poll(async () => (await call(request, api.messageUnreadCount, {}, await sessionOf(page))).unreadCount)
      .toBe(0);
    await page.goBack();
    await expect(page.getByRole('link').filter({ hasText: order.orderNo })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Unread' })).toHaveCount(0);
  });

  test('the help robot answers a common question from Me', async ({ page }) => {
    await page.goto(appUrl('/?tab=me'));
    await page.getByRole('button', { name: /Help/ }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByLabel('Your question').fill('How much is the basic service package?');
    await sheet.getByRole('button', { name: 'Ask' }).click();
    await expect(sheet.getByText(/RM 159\.00/)).toBeVisible();
    await sheet.getByRole('button', { name: 'warranty' }).click();
    await expect(sheet.getByText(/30/).last()).toBeVisible();
  });

  test('the account screens have no serious or critical accessibility violation', async ({ page, request }) => {
    await logInFresh(page, request);
    await placePickupOrder(page, request);
    const screens = [
      { path: '/?tab=me', ready: 'My account' },
      { path: '/pages-common/car/CarList', ready: 'My cars' },
      { path: '/pages-common/car/AddCar', ready: 'Add a car' },
      { path: '/pages-common/person/MineInfo', ready: 'My profile' },
      { path: '/pages-common/message/MessageList', ready: 'Messages' },
      { path: '/pages-common/complaint/ComplaintList', ready: 'Complaints' },
      { path: '/pages-common/complaint/AddComplaint', ready: 'File a complaint' },
      { path: '/pages-common/feedback/FeedBack', ready: 'Feedback' },
    ];
    for (const screen of screens) {
      await page.goto(appUrl(screen.path));
      await expect(
        page
          .getByRole('heading', { name: screen.ready })
          .or(page.getByRole('navigation', { name: screen.ready }))
          .first(),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${screen.path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    }
  });
});
