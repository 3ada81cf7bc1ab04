import { expect, test, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { COMPANY } from './office-support';
import { staffPage } from './staff-support';
import { addDays, malaysiaDateOf } from '../../src/shared/lib/malaysia-time';
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
  test('a Malay banner is checked before "Publish?", dated, moved up, drafted, then published to Malay readers only', async ({
    browser,
  }) => {
    const page = await staffPage(browser, COMPANY);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(appUrl('/office/content'));
    await expect(page.getByRole('heading', { name: 'Home banners', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Add banner' }).click();

    const stamp = Date.now();
    const title = `Jualan Raya ${stamp}`;
    await page.getByLabel('Title (English)').fill(`Raya sale ${stamp}`);
    await page.getByLabel('Title (Chinese)').fill(`开斋节促销 ${stamp}`);
    await page.getByLabel('Shown to').selectOption('ms');
    await page.getByLabel('Category', { exact: true }).selectOption('tyres');
    const jpeg = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Picture').setInputFiles({ name: 'raya.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    // the preview shows the uploaded picture before anything is published
    const preview = page.getByRole('complementary', { name: 'Preview' });
    await expect(preview.locator('img')).toHaveAttribute('src', /\/media\/uploads\//);

    // the Malay title is missing: said beside it, focused, and "Publish?" is not asked
    await page.getByRole('button', { name: 'Publish' }).click();
    const malayTitle = page.getByLabel('Title (Malay)');
    await expect(malayTitle).toHaveAttribute('aria-invalid', 'true');
    await expect(malayTitle).toHaveAccessibleDescription('Enter the title in Malay');
    await expect(malayTitle).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await malayTitle.fill(title);
    await expect(malayTitle).not.toHaveAttribute('aria-invalid', 'true');
    await expect(preview.getByText(title)).toBeVisible();

    // its days on Home, the last before the first refused beside the last day
    const today = malaysiaDateOf(new Date());
    await page.getByLabel('First day (optional)').fill(addDays(today, 1));
    await page.getByLabel('Last day (optional)').fill(today);
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByLabel('Last day (optional)')).toHaveAccessibleDescription(
      /The last day must be on or after the first day/,
    );
    await page.getByLabel('First day (optional)').fill(today);
    await page.getByLabel('Last day (optional)').fill(addDays(today, 30));
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByRole('heading', { name: 'Home banners', level: 1 })).toBeVisible();

    // the new draft comes first, with its days; moved down, then back up, the list follows
    const titles = page.locator('.office-banner-row__title');
    await expect(titles.first()).toHaveText(title);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await expect(row.getByText('Draft')).toBeVisible();
    await expect(row.getByText(/^From .+ to .+$/)).toBeVisible();
    await page.getByRole('button', { name: `Move down: ${title}` }).click();
    await expect(titles.nth(1)).toHaveText(title);
    const up = page.getByRole('button', { name: `Move up: ${title}` });
    await up.click();
    await expect(titles.first()).toHaveText(title);
    await expect(page.getByRole('button', { name: `Move down: ${title}` })).toBeFocused();

    // a draft is not on Home
    const malay = await homeIn(browser, 'ms', 'ms_my');
    await expect(malay.locator('img[src*="/media/"]').first()).toBeAttached();
    await expect(malay.getByRole('img', { name: title })).toHaveCount(0);

    await page.getByRole('link', { name: title }).click();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    await expect(row.getByText('On Home')).toBeVisible();

    // a Malay reader opening Home now (Home's banners are cached for a while on a phone that has them)
    const malayNow = await homeIn(browser, 'ms', 'ms_my');
    await expect(malayNow.getByRole('img', { name: title })).toBeAttached();
    const english = await homeIn(browser, 'en', 'en_us');
    await expect(english.locator('img[src*="/media/"]').first()).toBeAttached();
    await expect(english.getByRole('img', { name: `Raya sale ${stamp}` })).toHaveCount(0);
  });
});
