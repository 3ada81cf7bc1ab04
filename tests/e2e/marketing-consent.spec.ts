import { expect, test } from '@playwright/test';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { COMPANY, customerLogin, customerPage, staffPage } from './staff-support';
import { appUrl, freshPhone } from './support';

/*
 * Marketing consent and the data requests log (docs/product.md#marketing-consent,
 * docs/product.md#data-requests-log): a customer turns offers by SMS on and off in Me >
 * Notifications and sees since when; the company finds a customer's request in the office's log.
 */

test('a customer turns offers by SMS on, sees since when, and turns them off again', async ({ browser, request }) => {
  const customer = await customerLogin(request);
  const page = await customerPage(browser, customer);
  await page.goto(appUrl('/pages-common/notifications/NotificationSettings'));
  const card = page.getByTestId('marketing-consent');
  await expect(card.getByRole('heading', { name: 'Offers and service reminders' })).toBeVisible();
  await expect(card.getByText('Notices about your orders, appointments and refunds are always sent')).toBeVisible();
  const sms = card.getByRole('switch', { name: 'By SMS' });
  const push = card.getByRole('switch', { name: 'By push notification' });
  // off until chosen
  await expect(sms).not.toBeChecked();
  await expect(push).not.toBeChecked();
  await expect(card.getByText(/Since /)).toHaveCount(0);

  await sms.click();
  await expect(sms).toBeChecked();
  await expect(card.getByText(/^Since .+\d{4}$/)).toBeVisible();
  await expect(push).not.toBeChecked();

  // the choice is the server's: a reload reads it back
  await page.reload();
  await expect(sms).toBeChecked();
  await sms.click();
  await expect(sms).not.toBeChecked();
  await expect(card.getByText(/^Off since .+\d{4}$/)).toBeVisible();
  const consents = await call(request, api.marketingConsentList, {}, customer);
  expect(consents.list.find((c) => c.channel === 'sms')).toMatchObject({ granted: false });
  await page.context().close();
});

test('the company reads a customer’s request for a copy of their data in the office’s data requests log', async ({
  browser,
  request,
}) => {
  const phone = freshPhone();
  const customer = await customerLogin(request, phone);
  const asked = await call(request, api.dataExportRequest, {}, customer);
  expect(asked.id).toBeGreaterThan(0);
  const page = await staffPage(browser, COMPANY);
  await page.goto(appUrl('/office/data-requests'));
  await expect(page.getByRole('heading', { name: 'Data requests', level: 1 })).toBeVisible();
  const row = page.getByTestId('data-request').filter({ hasText: phone });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Copy of data');
  await expect(row).toContainText('The customer');
  // the kind's tab keeps it; the other kind's does not
  await page.getByRole('link', { name: 'Account deletion' }).click();
  await expect(page).toHaveURL(/kind=deletion/);
  await expect(page.getByTestId('data-request').filter({ hasText: phone })).toHaveCount(0);
  await page.context().close();
});
