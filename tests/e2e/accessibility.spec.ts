import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { appUrl } from './support';

const screens = [
  { name: 'entry / Store tab', path: '/', ready: 'Products and services' },
  { name: 'Home search with results', path: '/pages/home/home?make=Perodua&brand=Bosch', ready: 'Search results' },
  { name: 'Phone login', path: '/pages/login/PhoneLogin', ready: 'Welcome to Roda' },
  { name: 'FAQ', path: '/pages/faq/faq', ready: 'FAQ' },
  { name: 'Me tab', path: '/?tab=me', ready: 'You are not logged in' },
  { name: 'Order tab', path: '/?tab=order', ready: 'Order' },
  { name: 'Policy', path: '/pages-common/useragree/Policy', ready: 'Privacy policy' },
];

test.describe('accessibility (axe-core)', () => {
  for (const screen of screens) {
    test(`${screen.name} has no serious or critical violation`, async ({ page }) => {
      await page.goto(appUrl(screen.path));
      await expect(page.getByRole('heading', { name: screen.ready }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
});
