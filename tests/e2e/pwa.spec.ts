import { expect, test } from '@playwright/test';
import { appUrl } from './support';

test.describe('installable app', () => {
  test('serves a manifest with the icons, colours and scope of the issue', async ({ request }) => {
    const response = await request.get('/app/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: { sizes: string; purpose?: string; src: string }[];
    };
    expect(manifest).toMatchObject({
      short_name: 'Roda',
      start_url: '/app/',
      scope: '/app/',
      display: 'standalone',
      theme_color: '#FDCF32',
      background_color: '#F9FAFB',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const image = await request.get(`/app/${icon.src}`);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test('registers the service worker, which then serves the shell for deep links', async ({ page }) => {
    await page.goto(appUrl('/'));
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/app\/$/);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.goto(appUrl('/pages/faq/faq'));
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  });
});
