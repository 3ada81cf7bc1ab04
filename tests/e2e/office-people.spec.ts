import { expect, test } from '@playwright/test';
import { STAFF, staffPage } from './staff-support';
import { appUrl } from './support';

test('a manager cannot change or deactivate their own account, only their staff’s', async ({ browser }) => {
  const manager = await staffPage(browser, STAFF.manager);
  await manager.setViewportSize({ width: 1280, height: 900 });
  await manager.goto(appUrl('/office/people'));
  const rows = manager.getByTestId('person-row');
  const own = rows.filter({ hasText: /200\s?0003/ });
  await expect(own).toContainText('Your own account');
  await expect(own.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  await expect(own.getByRole('combobox')).toHaveCount(0);
  const technician = rows.filter({ hasText: /200\s?0002/ });
  await expect(technician.getByRole('button', { name: 'Deactivate' })).toBeVisible();
});
