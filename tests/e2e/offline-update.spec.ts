import { expect, test, type BrowserContext } from '@playwright/test';
import { cpSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  acceptUpdate,
  controllerBuild,
  enqueueJson,
  launchPersistentPhone,
  openControlled,
  outboxEntries,
  publishAndBuild,
  startServer,
  stopServer,
} from './offline-support';
import { api } from '../support/api';
import { workerPort } from './worker-ports';

/*
 * The update flow of DESIGN §5 end to end, on a server of its own (a deploy restarts it):
 * build A is running with a worker in control and an entry in the outbox; the admin publishes
 * 1.0.1 with `npm run release` and deploys build B; the phone's version check finds it, the
 * non-cancellable modal appears, confirm activates B, the page reloads once under it, the
 * outbox is untouched and build A's chunks are still served.
 */
const port = workerPort(7);
const baseURL = `http://127.0.0.1:${port}`;
test('publish a release: the modal appears, confirm puts the new build in control, the outbox is untouched', async () => {
  test.setTimeout(240_000);
  const work = mkdtempSync(path.join(tmpdir(), 'roda-update-'));
  const dist = path.join(work, 'dist');
  const dataDir = path.join(work, 'data');
  const suiteDist = process.env.E2E_DIST_DIR ?? path.resolve('dist');
  expect(existsSync(path.join(suiteDist, 'sw.js'))).toBe(true);
  cpSync(suiteDist, dist, { recursive: true });
  const env = { DIST_DIR: dist, DATA_DIR: dataDir };

  let server = await startServer(port, env);
  let context: BrowserContext | null = null;
  try {
    context = await launchPersistentPhone(path.join(work, 'profile'), baseURL);
    const page = context.pages()[0] ?? (await context.newPage());
    await openControlled(page, '/');
    // first run on a phone: the version is only stored
    await expect.poll(() => page.evaluate(() => localStorage.getItem('versionApp'))).toBe('1.0.0');
    await page.evaluate(() => localStorage.setItem('carInfoApp', JSON.stringify({ plate: 'WXY 1234' })));
    // an entry that cannot go (no login): it must survive the update as it is
    await enqueueJson(page, api.workOrderHandover, { id: 1, draft: true });
    await expect.poll(async () => (await outboxEntries(page))[0]?.state).toBe('waitingLogin');
    const before = await outboxEntries(page);
    const buildA = await controllerBuild(page);
    const oldAssets = readdirSync(path.join(dist, 'assets'));

    // the admin: publish 1.0.1 and deploy build B (the server restarts on the new files)
    await stopServer(server);
    publishAndBuild({ version: '1.0.1', dataDir, dist, buildId: 'update-test-b' });
    server = await startServer(port, env);

    // chunks of the previous build keep loading for tabs still open on it
    for (const name of oldAssets.filter((n) => n.endsWith('.js')).slice(0, 5)) {
      const response = await page.request.get(`/app/assets/${name}`);
      expect(response.status(), name).toBe(200);
    }

    // the phone's check (on load) sees 1.0.1 > 1.0.0: clears carInfoApp, stores it, updates the worker
    await page.reload();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('New version released, Please update immediately~', { timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('versionApp'))).toBe('1.0.1');
    expect(await page.evaluate(() => localStorage.getItem('carInfoApp'))).toBeNull();
    // non-cancellable: no cancel button, Escape does nothing
    await expect(dialog.getByRole('button')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    // requests keep reaching the old worker while it is swapped out, which starts it again and
    // parks the hand-over in Chromium: the page leaves for the hand-over page outside the scope
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.evaluate(() => {
      setInterval(() => void fetch('/app/manifest.webmanifest', { cache: 'no-store' }).catch(() => undefined), 20);
    });
    await acceptUpdate(page, 'update-test-b');
    expect(buildA).not.toBe('update-test-b');
    expect(await outboxEntries(page)).toEqual(before);
    expect(visited).toContain('/app-handover');
    expect(new URL(page.url()).pathname).toBe('/app/');

    // the hand-over page goes back only to a path of the app
    await page.goto('/app-handover?to=%2Fmedia%2Fseed%2Fnone.jpg');
    await expect(page).toHaveURL(/\/app\/$/);
  } finally {
    await context?.close();
    await stopServer(server);
  }
});
