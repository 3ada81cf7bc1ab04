import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api } from '../support/api';
import { call, type ApiSession } from '../support/api-call';
import { freshPhone, latestOtp, logIn, watchConsole } from './support';

/** The session the logged-in page holds, to call the API as it. */
const sessionOf = (page: Page): Promise<ApiSession> =>
  page.evaluate(() => ({
    userKey: localStorage.getItem('key') ?? '',
    secret: localStorage.getItem('key.secret') ?? '',
  }));

/** A Perodua Myvi with a plate, added as the logged-in customer. */
async function addCar(request: APIRequestContext, session: ApiSession) {
  const specs = await call(request, api.vehicleSpecList, {});
  const myvi = specs.find((s) => s.make === 'Perodua' && s.model === 'Myvi');
  expect(myvi).toBeTruthy();
  return call(request, api.carAdd, { specId: myvi!.id, year: myvi!.yearTo, plate: 'VDX 2026' }, session);
}

/** An unpaid self-pickup order of a dash cam at an outlet, which the deletion cancels. */
async function unpaidOrder(request: APIRequestContext, session: ApiSession) {
  const products = await call(request, api.productPage, { category: 'dashcam' }, session);
  const stores = await call(request, api.storeList, { pageSize: 100 }, session);
  const outlet = stores.list.find((s) => s.kind === 'outlet');
  return call(
    request,
    api.orderAdd,
    {
      orderType: 'pickup',
      lines: [{ productId: products.list[0]!.id, quantity: 1 }],
      plate: 'VDX 2026',
      storeId: outlet!.id,
    },
    session,
  );
}

const LANGUAGES = [
  {
    language: 'en',
    country: 'en_us',
    deleteMine: 'Delete my account',
    sendCode: 'Send code',
    code: 'Verification code',
    confirm: 'Delete',
    deleted: 'Your account was deleted',
    loggedOut: 'You are not logged in',
    myCars: 'My cars',
    noCars: 'No cars yet',
  },
  {
    language: 'ms',
    country: 'ms_my',
    deleteMine: 'Padam akaun saya',
    sendCode: 'Hantar kod',
    code: 'Kod pengesahan',
    confirm: 'Padam',
    deleted: 'Akaun anda telah dipadam',
    loggedOut: 'Anda belum log masuk',
    myCars: 'Kereta saya',
    noCars: 'Belum ada kereta',
  },
  {
    language: 'zh-Hans',
    country: 'zh_cn',
    deleteMine: '删除我的账户',
    sendCode: '发送验证码',
    code: '验证码',
    confirm: '删除',
    deleted: '您的账户已删除',
    loggedOut: '您尚未登录',
    myCars: '我的车辆',
    noCars: '还没有车辆',
  },
] as const;

test.describe('deleting my account', () => {
  for (const words of LANGUAGES) {
    test(`${words.language}: deletes the account with the SMS code; the phone signs up again with nothing`, async ({
      page,
      request,
    }) => {
      const errors = watchConsole(page);
      await page.addInitScript(
        ([language, country]) => {
          localStorage.setItem('language', language);
          localStorage.setItem('country', country);
        },
        [words.language, words.country] as const,
      );
      const phone = freshPhone();
      await logIn(page, request, phone);
      await expect(page).toHaveURL(/\/app\/\?tab=me$/);
      const session = await sessionOf(page);
      const car = await addCar(request, session);
      const order = await unpaidOrder(request, session);

      // from the bottom of Me to the statement, which names the unpaid order it will cancel
      await page.getByRole('button', { name: words.deleteMine }).click();
      await expect(page.getByRole('heading', { level: 1, name: words.deleteMine })).toBeVisible();
      await expect(page.getByRole('link', { name: order.orderNo })).toBeVisible();

      // a wrong code is refused beside the field, then the right one deletes
      const send = page.locator('.delete-account-code__send');
      await send.click();
      // the code is stored once the button counts down (before that the store still holds the login code)
      await expect(send).not.toHaveText(words.sendCode);
      const code = await latestOtp(request, phone);
      const field = page.getByLabel(words.code);
      await field.fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: words.deleteMine }).click();
      await page.getByRole('dialog').getByRole('button', { name: words.confirm, exact: true }).click();
      await expect(page.locator('.delete-account-form [role="alert"]')).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await field.fill(code);
      await page.getByRole('button', { name: words.deleteMine }).click();
      await page.getByRole('dialog').getByRole('button', { name: words.confirm, exact: true }).click();

      // logged out on Me, told so
      await expect(page.getByText(words.deleted)).toBeVisible();
      await expect(page).toHaveURL(/\/app\/\?tab=me$/);
      await expect(page.getByRole('heading', { name: words.loggedOut })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('key'))).toBeFalsy();

      // the same phone signs up again: a new customer without the old car or order
      await logIn(page, request, phone);
      await expect(page).toHaveURL(/\/app\/\?tab=me$/);
      await page.getByRole('button', { name: words.myCars }).click();
      await expect(page.getByText(words.noCars)).toBeVisible();
      await expect(page.getByText(car.plate)).toHaveCount(0);
      const again = await sessionOf(page);
      expect(await call(request, api.carList, {}, again)).toEqual([]);
      expect((await call(request, api.orderPage, { group: 'all' }, again)).list).toEqual([]);
      expect(errors().filter((e) => !/708|401|Failed to load resource/.test(e))).toEqual([]);
    });
  }
});

const EXPORT_WORDS = [
  {
    language: 'en',
    country: 'en_us',
    myData: 'My data',
    prepare: 'Prepare my data',
    ready: 'Your copy is ready',
    json: 'Data file (JSON)',
    summary: 'Readable summary',
    summaryTitle: 'Your data at Roda',
    cars: 'Cars',
  },
  {
    language: 'ms',
    country: 'ms_my',
    myData: 'Data saya',
    prepare: 'Sediakan data saya',
    ready: 'Salinan anda sudah sedia',
    json: 'Fail data (JSON)',
    summary: 'Ringkasan mudah dibaca',
    summaryTitle: 'Data anda di Roda',
    cars: 'Kereta',
  },
  {
    language: 'zh-Hans',
    country: 'zh_cn',
    myData: '我的数据',
    prepare: '准备我的数据',
    ready: '您的副本已准备好',
    json: '数据文件（JSON）',
    summary: '易读摘要',
    summaryTitle: '您在 Roda 的数据',
    cars: '车辆',
  },
] as const;

test.describe('a copy of my data', () => {
  for (const words of EXPORT_WORDS) {
    test(`${words.language}: prepares my data, downloads the data file and opens the summary`, async ({
      page,
      request,
      context,
    }) => {
      const errors = watchConsole(page);
      await page.addInitScript(
        ([language, country]) => {
          localStorage.setItem('language', language);
          localStorage.setItem('country', country);
        },
        [words.language, words.country] as const,
      );
      await logIn(page, request, freshPhone());
      await expect(page).toHaveURL(/\/app\/\?tab=me$/);
      const session = await sessionOf(page);
      const car = await addCar(request, session);
      const order = await unpaidOrder(request, session);

      await page.getByRole('button', { name: words.myData }).click();
      await expect(page.getByRole('heading', { level: 1, name: words.myData })).toBeVisible();
      await page.getByRole('button', { name: words.prepare }).click();
      // prepared by the job in the background; the page asks again until it is ready
      await expect(page.getByText(words.ready)).toBeVisible({ timeout: 30_000 });

      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: words.json }).click(),
      ]);
      expect(file.suggestedFilename()).toMatch(/^roda-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const copy = JSON.parse(await readFile((await file.path()) ?? '', 'utf8')) as {
        tables: Record<string, Record<string, unknown>[]>;
      };
      expect(copy.tables.vehicles?.map((v) => v.plate)).toContain(car.plate);
      expect(copy.tables.orders?.map((o) => o.order_no)).toContain(order.orderNo);

      const [summaryFile] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: words.summary }).click(),
      ]);
      expect(summaryFile.suggestedFilename()).toMatch(/^roda-my-data-\d{4}-\d{2}-\d{2}\.html$/);
      const summary = await context.newPage();
      await summary.setContent(await readFile((await summaryFile.path()) ?? '', 'utf8'));
      await expect(summary.getByRole('heading', { level: 1, name: words.summaryTitle })).toBeVisible();
      await expect(summary.getByRole('heading', { level: 2, name: words.cars, exact: true })).toBeVisible();
      await expect(summary.getByText(car.plate).first()).toBeVisible();
      await expect(summary.getByText(order.orderNo).first()).toBeVisible();
      await summary.close();
      expect(errors()).toEqual([]);
    });
  }
});
