import { expect, test } from '@playwright/test';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { PASSWORD, STAFF, staffPage } from './staff-support';
import { appUrl, freshPhone, latestOtp, malaysiaDate } from './support';

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

test('a manager approves a sign-up on the manager desk, then finds exactly that approval in the office audit log', async ({
  browser,
  request,
}) => {
  // a technician signs up for the manager's store
  const phone = freshPhone().replace('+6017', '+6016');
  const name = `Audit Iman ${phone.slice(-4)}`;
  const stores = (await call(request, api.storeList, { pageSize: 100 })).list;
  await call(request, api.sendSms, { phone, scene: 'staffRegister' });
  await call(request, api.staffRegister, {
    phone,
    name,
    company: 'Roda Auto Sdn. Bhd.',
    storeId: stores.find((s) => s.code === 'WS-KUL-001')!.id,
    role: 'technician',
    password: 'Kedai2026!',
    confirmPassword: 'Kedai2026!',
    code: await latestOtp(request, phone),
    agree: true,
  });
  // what the filters below found before: the manager's sign-up decisions today (other journeys make some)
  const login = await call(request, api.staffLogin, { phone: STAFF.manager, password: PASSWORD });
  const managerId = login.userInfo.id;
  const today = malaysiaDate(0);
  const filter = { actorId: managerId, section: 'people', from: today, to: today } as const;
  const before = (await call(request, api.officeAuditPage, { filter }, login)).total;

  const manager = await staffPage(browser, STAFF.manager);
  await manager.setViewportSize({ width: 1280, height: 900 });
  await manager.goto(appUrl('/pages-staff/manager/ManagerDesk?section=signups'));
  const signup = manager.getByTestId('signup-row').filter({ hasText: name });
  await signup.getByRole('button', { name: 'Approve' }).click();
  await expect(signup).toHaveCount(0);

  await manager.goto(appUrl('/office/audit'));
  await expect(manager.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const filters = manager.getByRole('search', { name: 'Filter the audit log' });
  await filters.getByLabel('Person').selectOption(String(managerId));
  await filters.getByLabel('Section').selectOption({ label: 'People' });
  await filters.getByLabel('From date').fill(today);
  await filters.getByLabel('To date').fill(today);
  await filters.getByRole('button', { name: 'Show' }).click();
  // the filters live in the address, so the search can be shared
  await expect(manager).toHaveURL(
    new RegExp(`person=${managerId}.*section=people|section=people.*person=${managerId}`),
  );
  await expect(manager.getByText(before === 0 ? '1 entry' : `${before + 1} entries`, { exact: true })).toBeVisible();
  const entries = manager.getByTestId('audit-entry');
  await expect(entries).toHaveCount(Math.min(before + 1, 20));
  // the newest is the approval, in words: the action, who, what changed
  const approval = entries.first();
  await expect(approval).toContainText(`Sign-up approved ${name}`);
  await expect(approval).toContainText('Store manager');
  await expect(approval.getByRole('row', { name: /Status/ })).toContainText(/Waiting for approval\s*Active/);
  await expect(approval.getByRole('row', { name: /Role/ })).toContainText('Technician');
  await expect(entries.filter({ hasText: name })).toHaveCount(1);

  // another section has none of it; Clear shows the whole log again
  await filters.getByLabel('Section').selectOption({ label: 'Stock' });
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(manager.getByTestId('audit-entry').filter({ hasText: name })).toHaveCount(0);
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(filters.getByLabel('Section')).toHaveValue('');
  await expect(manager).toHaveURL(/\/office\/audit$/);
});
