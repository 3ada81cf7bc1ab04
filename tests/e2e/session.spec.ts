import { expect, test } from '@playwright/test';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { appUrl, freshPhone, latestOtp, logIn, watchConsole } from './support';

test.describe('phone login and the session', () => {
  test('logs in with the OTP from the server, and the session survives a reload', async ({ page, request }) => {
    const errors = watchConsole(page);
    await logIn(page, request);
    await expect(page).toHaveURL(/\/app\/\?tab=me$/);
    await expect(page.getByText('012-345 6789')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

    await page.reload();
    await expect(page.getByText('012-345 6789')).toBeVisible();
    expect(await page.evaluate(() => Boolean(localStorage.getItem('key')))).toBe(true);
    expect(errors()).toEqual([]);
  });

  test('shows every login validation message of the spec', async ({ page }) => {
    await page.goto(appUrl('/pages/login/PhoneLogin'));
    const login = page.getByRole('button', { name: /^Log in$/ });
    const alert = page.locator('.login__form [role="alert"]');

    await page.getByLabel('Mobile number').fill('12345');
    await login.click();
    await expect(alert).toHaveText('Please check the phone number format');

    await page.getByLabel('Mobile number').fill(freshPhone());
    await login.click();
    await expect(alert).toHaveText('Please read and check the agreement');

    await page.getByRole('checkbox').check();
    await login.click();
    await expect(alert).toHaveText('Please obtain the verification code');

    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('button', { name: /Resend in/ })).toBeVisible();
    await page.getByLabel('Verification code').fill('123');
    await login.click();
    await expect(alert).toHaveText('Please enter 6-digit OTP');
  });

  test('a 708 from the server logs out with the toast and goes to the entry page', async ({ page, request }) => {
    await logIn(page, request, freshPhone());
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    const session = await page.evaluate(() => ({
      userKey: localStorage.getItem('key') ?? '',
      secret: localStorage.getItem('key.secret') ?? '',
    }));

    // revoke the session behind the app's back
    await call(request, api.logout, {}, session);

    // the Me tab asks for the current user: the server answers 708
    await page.goto(appUrl('/?tab=me'));
    await expect(page.getByRole('status').filter({ hasText: 'Login expired, Please log in again ~' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/pages\/index\/index/);
    expect(await page.evaluate(() => [localStorage.getItem('key'), localStorage.getItem('info')])).toEqual([
      null,
      null,
    ]);
  });

  test('logging in from the Order tab comes back to it', async ({ page, request }) => {
    await page.goto(appUrl('/?tab=order'));
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/PhoneLogin\?redirect=/);
    const phone = freshPhone();
    await page.getByLabel('Mobile number').fill(phone.replace('+60', '0'));
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('button', { name: /Resend in/ })).toBeVisible();
    await page.getByLabel('Verification code').fill(await latestOtp(request, phone));
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /^Log in$/ }).click();
    await expect(page).toHaveURL(/\/app\/\?tab=order$/);
    await expect(page.getByRole('link', { name: 'Open my orders' })).toBeVisible();
  });

  test('logging out from Me ends the session', async ({ page, request }) => {
    await logIn(page, request, freshPhone());
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'You are not logged in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('key'))).toBeNull();
  });
});
