import { expect, test, type Page } from '@playwright/test';
import { appUrl } from './support';

/** How far the sheet's panel is from its resting place, in px (0 once it has slid in). */
const panelOffset = (page: Page) =>
  page.locator('dialog[open] .roda-sheet__panel').evaluate((panel) => {
    const { m42 } = new DOMMatrixReadOnly(getComputedStyle(panel).transform);
    return Math.round(m42);
  });

/** The animations running on the page frame (the element around every page). */
const frameAnimations = (page: Page) =>
  page.evaluate(
    () =>
      document.getAnimations().filter((a) => (a.effect as KeyframeEffect | null)?.target?.parentElement?.id === 'root')
        .length,
  );

async function openCarSheet(page: Page) {
  await page.goto(appUrl('/'));
  await page.getByRole('button', { name: /Select your car/ }).click();
  return page.getByRole('dialog', { name: 'Car' });
}

test.describe('motion', () => {
  test('a sheet slides in and out before its dialog closes; a new page rises in', async ({ page }) => {
    const sheet = await openCarSheet(page);
    await expect(sheet).toBeVisible();
    // on its way in, the panel starts below its resting place, then settles at 0
    await expect.poll(() => panelOffset(page)).toBe(0);
    await sheet.getByRole('button', { name: 'Close' }).click();
    // while it slides out the dialog is still open, marked as leaving
    await expect(page.locator('dialog.roda-sheet[data-leaving]')).toHaveCount(1);
    await expect(sheet).toBeHidden();
    await expect(page.locator('dialog.roda-sheet .roda-sheet__panel')).toHaveCount(0);

    // pages after the first rise in (framer-motion's animate on the page frame)
    await page.getByRole('link', { name: 'Cart' }).click();
    await expect.poll(() => frameAnimations(page), { intervals: [20] }).toBeGreaterThan(0);
    await expect(page).toHaveURL(/ShopCart/);
  });

  test('with reduced motion, sheets and pages appear at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const sheet = await openCarSheet(page);
    await expect(sheet).toBeVisible();
    expect(await panelOffset(page)).toBe(0);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
    await page.getByRole('link', { name: 'Cart' }).click();
    await expect(page).toHaveURL(/ShopCart/);
    expect(await frameAnimations(page)).toBe(0);
  });
});
