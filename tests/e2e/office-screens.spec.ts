import { expect, test, type Page } from '@playwright/test';
import { brokenWords, overflow, rawKeys } from './screen-checks';
import { openScreen, screenContext, seedScreenData, type Language, type ScreenData } from './screens-support';

/**
 * Every back-office section as the company sees it, on a laptop (1280 px) and on a phone (390 and
 * 320 px), in the three languages: its heading shows, no raw message key, nothing sticks out
 * sideways on the phone, no word broken in two. Each shot is attached to the report for review.
 * No pixel baselines here: the office shows the live server's orders, audit rows, holidays and
 * charts, which change with the date and with every journey that ran before (decision 018).
 */

test.setTimeout(300_000);

/**
 * The shots are for a person to look at, not compared with anything: taken when asked
 * (`OFFICE_SHOTS=1`) and on a developer's machine, not in CI, where nobody opens them.
 */
const reviewShots = process.env.OFFICE_SHOTS === '1' || !process.env.CI;

let data: ScreenData;
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  data = await seedScreenData(request);
});

const sections = (d: ScreenData) => [
  'dashboard',
  'orders',
  `orders/${d.paidOrderId}`,
  'payments',
  'documents',
  'tax-settings',
  'products',
  `products/${d.productId}`,
  'import',
  'workshops',
  'workshops/new',
  `workshops/${d.storeId}`,
  'holidays',
  'people',
  'releases',
  'part-requests',
  'content',
  'content/new',
  'content/texts/faq',
  'content/texts/faq/new',
  'content/texts/robot',
  'content/texts/about',
  'audit',
];

/**
 * The pager's layout: how many lines its "page x of y" takes and on how many rows its Previous and
 * Next buttons sit (0 and 0 when the section has no pager).
 */
const pagerLayout = (page: Page) =>
  page.evaluate(() => {
    const text = document.querySelector<HTMLElement>('.office-pager > span');
    if (!text) return { textLines: 0, buttonRows: 0 };
    const buttons = [...document.querySelectorAll<HTMLElement>('.office-pager > button')];
    return {
      textLines: Math.round(text.getBoundingClientRect().height / parseFloat(getComputedStyle(text).lineHeight)),
      buttonRows: new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size,
    };
  });
/** "page x of y" reads as a line, not as a column of words squeezed between the buttons, which share a row. */
const expectPagerReadable = async (page: Page, name: string) => {
  const { textLines, buttonRows } = await pagerLayout(page);
  expect.soft(textLines, `${name}: lines of the pager's "page x of y"`).toBeLessThanOrEqual(1);
  expect.soft(buttonRows, `${name}: rows of the pager's buttons`).toBeLessThanOrEqual(1);
};

for (const language of ['en', 'ms', 'zh-Hans'] as Language[]) {
  test(`the office in ${language}: every section at 1280, 390 and 320 px reads as a product`, async ({
    browser,
  }, testInfo) => {
    for (const width of [1280, 390]) {
      const { context, page } = await screenContext(browser, data, 'company', language, width);
      for (const section of sections(data)) {
        const name = `office ${section} ${language} ${width}`;
        await page.setViewportSize({ width, height: 900 });
        await openScreen(page, `/office/${section}`);
        await expect.soft(page.locator('h1').first(), `${name}: heading`).toBeVisible();
        expect.soft(await rawKeys(page), `${name} shows raw keys`).toEqual([]);
        expect.soft(await brokenWords(page), `${name} breaks words`).toEqual([]);
        await expectPagerReadable(page, name);
        if (reviewShots) {
          const shot = testInfo.outputPath(`${section.replaceAll('/', '-')}-${language}-${width}.png`);
          await page.screenshot({ path: shot, fullPage: true });
          await testInfo.attach(name, { path: shot, contentType: 'image/png' });
        }
        if (width === 390) {
          await page.setViewportSize({ width: 320, height: 900 });
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          expect.soft(await overflow(page), `${section} overflows at 320 px`).toEqual([]);
          await expectPagerReadable(page, `${section} at 320 px`);
          if (reviewShots)
            await page.screenshot({ path: testInfo.outputPath(`${section.replaceAll('/', '-')}-${language}-320.png`) });
          expect.soft(await brokenWords(page), `${section} breaks words at 320 px`).toEqual([]);
        } else {
          expect.soft(await overflow(page), `${name} overflows`).toEqual([]);
        }
      }
      await context.close();
    }
  });
}
