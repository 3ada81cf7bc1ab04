import { expect, test } from '@playwright/test';
import { appUrl, specRoutes, staffRoutes, watchConsole } from './support';

test.describe('every route of the spec', () => {
  for (const route of [...specRoutes, ...staffRoutes]) {
    test(`${route.path} opens by deep link and by reload without console errors`, async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(appUrl(route.path));
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors()).toEqual([]);
    });
  }

  test('search parameters reach the page', async ({ page }) => {
    await page.goto(appUrl('/pages-store/list/StoreList?state=Sabah&city=Kota%20Kinabalu'));
    await expect(page.getByRole('button', { name: /Kota Kinabalu, Sabah/ })).toBeVisible();
    await page.goto(appUrl('/pages/home/home?make=Perodua&brand=Bosch&priceMin=10&priceMax=200'));
    await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter Part brand: Bosch' })).toBeVisible();
    await expect(page.getByText('RM 10.00 – RM 200.00')).toBeVisible();
  });

  test('the back button goes home when the page was opened directly, otherwise back one page', async ({ page }) => {
    await page.goto(appUrl('/pages/faq/faq'));
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/app\/$/);
    await page.goto(appUrl('/?tab=me'));
    await page.getByRole('button', { name: 'About us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/tab=me/);
  });

  test('an unknown path shows a not-found page', async ({ page }) => {
    await page.goto(appUrl('/no/such/page'));
    await expect(page.getByText('Page not found')).toBeVisible();
  });
});
