import { expect, test } from '@playwright/test';
import { appUrl, freshPhone, logIn, watchConsole } from './support';

test.describe('three languages', () => {
  test('stores en / en_us on first start', async ({ page }) => {
    await page.goto(appUrl('/'));
    await expect(page.getByRole('navigation').getByText('Store')).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('country')])).toEqual([
      'en',
      'en_us',
    ]);
  });

  test('switching to Malay and to Chinese translates the screens and asks for login', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto(appUrl('/?tab=me'));
    await page.getByRole('radio', { name: 'Bahasa Melayu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log masuk' })).toBeVisible();
    await expect(page.getByLabel('Nombor telefon bimbit')).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('country')])).toEqual([
      'ms',
      'ms_my',
    ]);

    await page.goto(appUrl('/'));
    await expect(page.getByRole('heading', { name: 'Produk dan perkhidmatan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Saya' })).toBeVisible();
    await page.goto(appUrl('/pages/faq/faq'));
    await expect(page.getByRole('heading', { level: 1, name: 'Soalan Lazim' })).toBeVisible();

    await page.goto(appUrl('/?tab=me'));
    await page.getByRole('radio', { name: '简体中文' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
    await page.goto(appUrl('/'));
    await expect(page.getByRole('heading', { name: '产品与服务' })).toBeVisible();
    await expect(page.getByRole('link', { name: '我的' })).toBeVisible();
    expect(errors()).toEqual([]);
  });

  test('switching language while logged in asks, logs out and opens login', async ({ page, request }) => {
    await logIn(page, request, freshPhone());
    await page.getByRole('radio', { name: 'Bahasa Melayu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Change and log out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log masuk' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('key'))).toBeNull();
  });

  test('server content follows the language', async ({ page }) => {
    await page.goto(appUrl('/pages-common/useragree/AboutUs'));
    const english = await page.locator('main article').innerText();
    await page.evaluate(() => {
      localStorage.setItem('language', 'zh-Hans');
      localStorage.setItem('country', 'zh_cn');
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '关于我们' })).toBeVisible();
    await expect(page.locator('main article')).not.toHaveText(english);
  });
});
