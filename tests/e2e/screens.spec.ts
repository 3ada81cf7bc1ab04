import { expect, test, type Page } from '@playwright/test';
import { brokenWords, overflow, rawKeys, variableParts } from './screen-checks';
import { openScreen, screenContext, screens, type Language, type ScreenData } from './screens-support';
import { screenDataOnce, showOneFixedDate } from './screens-steady';

/**
 * Every screen, with data in every list: no horizontal overflow and no word broken inside at
 * 320 px, no raw message key on screen, and a visual check (committed baselines) at 390 px in the
 * three languages and at 320 px in English. Regenerate baselines after a deliberate change with
 * `npx playwright test tests/e2e/screens.spec.ts --update-snapshots`.
 */

// one browser context per language and width walks all the screens
test.setTimeout(240_000);

let data: ScreenData;
test.beforeAll(async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  data = await screenDataOnce(request, baseURL ?? '');
});

const languages: Language[] = ['en', 'ms', 'zh-Hans'];
const shot = (page: Page) => ({
  animations: 'disabled' as const,
  caret: 'hide' as const,
  mask: variableParts(page),
  maxDiffPixelRatio: 0.02,
});

for (const language of languages) {
  test(`every screen in ${language}: no raw key, nothing sticks out or breaks a word at 320 px, looks as approved`, async ({
    browser,
  }) => {
    for (const who of ['guest', 'customer', 'technician', 'manager', 'sales'] as const) {
      const { context, page } = await screenContext(browser, data, who, language);
      await page.clock.setFixedTime(Date.now());
      await showOneFixedDate(page);
      for (const screen of screens(data).filter((s) => s.who === who)) {
        await page.setViewportSize({ width: 390, height: 844 });
        await openScreen(page, screen.path, screen.ready);
        expect.soft(await rawKeys(page), `${screen.name} shows raw keys`).toEqual([]);
        await expect
          .soft(page, `${screen.name} at 390 px`)
          .toHaveScreenshot(`${screen.name}-${language}-390.png`, shot(page));

        await page.setViewportSize({ width: 320, height: 844 });
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        expect.soft(await overflow(page), `${screen.name} overflows at 320 px`).toEqual([]);
        expect.soft(await brokenWords(page), `${screen.name} breaks words at 320 px`).toEqual([]);
        if (language === 'en') {
          await expect.soft(page, `${screen.name} at 320 px`).toHaveScreenshot(`${screen.name}-en-320.png`, shot(page));
        }
      }
      await context.close();
    }
  });
}

// extra work found on the car, the staff side: last, so its work order is in no baseline above
test('extra work on the staff work order: the findings and the add-finding form, at 390 and 320 px', async ({
  browser,
  request,
}) => {
  const { seedStaffFindings, shootPhoneDecision, shootStaffFindings } = await import('./extra-work-screens');
  const workOrderId = await seedStaffFindings(request, data);
  for (const language of languages)
    for (const width of [390, 320]) {
      await shootStaffFindings(browser, data, workOrderId, language, width);
      await shootPhoneDecision(browser, data, workOrderId, language, width);
    }
});

// extra work found on the car, the customer's side: orders of customers of their own, in no baseline above
test("extra work on the customer's order: the quote, the decided quote and its payment, at 390 and 320 px", async ({
  browser,
  request,
}) => {
  const { seedCustomerExtraWork, shootCustomerExtraWork } = await import('./extra-work-customer-screens');
  const seeded = await seedCustomerExtraWork(request, data);
  for (const language of languages)
    for (const width of [390, 320]) await shootCustomerExtraWork(browser, data, seeded, language, width);
});
