import { expect, test, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { COMPANY } from './office-support';
import { staffPage } from './staff-support';
import { appUrl } from './support';

/** Home, as a visitor reading the app in one language. */
async function homeIn(browser: Browser, language: 'en' | 'ms', country: 'en_us' | 'ms_my') {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(
    ([l, c]) => {
      localStorage.setItem('language', l!);
      localStorage.setItem('country', c!);
    },
    [language, country],
  );
  const page = await context.newPage();
  await page.goto(appUrl('/pages/home/home'));
  return page;
}

test.describe('back office: content', () => {
  test('a Malay banner, drafted, previewed and published, shows to Malay readers only', async ({ browser }) => {
    const page = await staffPage(browser, COMPANY);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(appUrl('/office/content'));
    await expect(page.getByRole('heading', { name: 'Home banners', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Add banner' }).click();

    const stamp = Date.now();
    const title = `Jualan Raya ${stamp}`;
    await page.getByLabel('Title (English)').fill(`Raya sale ${stamp}`);
    await page.getByLabel('Title (Malay)').fill(title);
    await page.getByLabel('Title (Chinese)').fill(`开斋节促销 ${stamp}`);
    await page.getByLabel('Shown to').selectOption('ms');
    await page.getByLabel('Category code, product id or page path').fill('tyres');
    const jpeg = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Picture').setInputFiles({ name: 'raya.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    // the preview shows the Malay title over the uploaded picture before anything is published
    const preview = page.getByRole('complementary', { name: 'Preview' });
    await expect(preview.getByText(title)).toBeVisible();
    await expect(preview.locator('img')).toHaveAttribute('src', /\/media\/uploads\//);
    await expect(preview.getByText('Draft')).toBeVisible();
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByRole('heading', { name: 'Home banners', level: 1 })).toBeVisible();

    // a draft is not on Home
    const malay = await homeIn(browser, 'ms', 'ms_my');
    await expect(malay.locator('img[src*="/media/"]').first()).toBeAttached();
    await expect(malay.getByRole('img', { name: title })).toHaveCount(0);

    await page.getByRole('link', { name: `Edit Raya sale ${stamp}` }).click();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published').first()).toBeVisible();

    // a Malay reader opening Home now (Home's banners are cached for a while on a phone that has them)
    const malayNow = await homeIn(browser, 'ms', 'ms_my');
    await expect(malayNow.getByRole('img', { name: title })).toBeAttached();
    const english = await homeIn(browser, 'en', 'en_us');
    await expect(english.locator('img[src*="/media/"]').first()).toBeAttached();
    await expect(english.getByRole('img', { name: `Raya sale ${stamp}` })).toHaveCount(0);
  });
});
