import { devices, expect, test, type Browser } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openControlled, startServer, stopServer } from './offline-support';
import { appUrl } from './support';
import { PASSWORD } from './staff-support';
import { workerPort } from './worker-ports';

/*
 * Publish a release from the back office; a phone on the previous version gets the "New version
 * released" modal. On a server of its own (as offline-update.spec.ts): a release on the suite's
 * shared server would ask every later journey's phone to update. A release ships with a deploy:
 * build B is deployed first (the phone keeps running A), then the company publishes 1.0.1.
 */
const port = workerPort(10);
const baseURL = `http://127.0.0.1:${port}`;
const COMPANY = '+60122000004';

async function companyPage(browser: Browser) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(appUrl('/pages/login/PhoneLogin?mode=staff'));
  await page.getByLabel('Mobile number').fill(COMPANY.replace('+60', '0'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Staff log in' }).click();
  await expect(page).toHaveURL(/tab=workdesk/);
  return page;
}

test('the company publishes 1.0.1 from the office; a phone on 1.0.0 gets the update modal; adoption counts it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const work = mkdtempSync(path.join(tmpdir(), 'roda-release-'));
  const dist = path.join(work, 'dist');
  cpSync(process.env.E2E_DIST_DIR ?? path.resolve('dist'), dist, { recursive: true });
  const env = { DIST_DIR: dist, DATA_DIR: path.join(work, 'data') };
  let server = await startServer(port, env);
  try {
    // a phone running the current release under build A (its first check stores 1.0.0)
    const phoneContext = await browser.newContext({
      ...devices['Pixel 7'],
      baseURL,
      viewport: { width: 390, height: 844 },
    });
    const phone = await phoneContext.newPage();
    await openControlled(phone, '/');
    await expect.poll(() => phone.evaluate(() => localStorage.getItem('versionApp'))).toBe('1.0.0');

    // deploy build B (the server restarts on the new files); the release is not published yet
    await stopServer(server);
    const build = spawnSync(
      process.execPath,
      [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', dist],
      { env: { ...process.env, NODE_ENV: 'production', VITE_BUILD_ID: 'office-release-b' }, encoding: 'utf8' },
    );
    expect(build.status, build.stderr).toBe(0);
    server = await startServer(port, env);

    const office = await companyPage(browser);
    await office.goto(appUrl('/office/releases'));
    await expect(office.getByRole('heading', { name: 'Releases', level: 1 })).toBeVisible();
    await office.getByLabel('Version', { exact: true }).fill('1.0.1');
    await office.getByLabel('Minimum supported version').fill('1.0.0');
    await office.getByLabel('Notes in English').fill('Faster search and clearer slots.');
    await office.getByLabel('Notes in Malay').fill('Carian lebih pantas dan slot lebih jelas.');
    await office.getByLabel('Notes in Chinese').fill('搜索更快，时段更清楚。');
    await office.getByRole('button', { name: 'Publish release' }).click();
    await office.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(office.getByText('Faster search and clearer slots.')).toBeVisible();

    // the phone's next check on load stores 1.0.1 (the dictionary may answer from a cache for a few
    // seconds after the publish, so it may take a reload or two); the waiting worker asks to update
    await expect(async () => {
      await phone.reload();
      await expect
        .poll(() => phone.evaluate(() => localStorage.getItem('versionApp')), { timeout: 5_000 })
        .toBe('1.0.1');
    }).toPass({ timeout: 45_000 });
    await expect(phone.getByRole('dialog')).toContainText('New version released, Please update immediately~', {
      timeout: 15_000,
    });

    // adoption: the phone and the office browser were seen
    await office.reload();
    await expect(office.getByRole('list', { name: 'Devices per version' })).toBeVisible();
    await phoneContext.close();
    await office.context().close();
  } finally {
    await stopServer(server);
  }
});
