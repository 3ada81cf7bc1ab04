import { chromium, devices, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { CallDefinition, PayloadOf } from '../../src/shared/contract/define-call';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { TECHNICIAN, type StaffSession } from '../support/handover-outbox';
import { appUrl } from './support';
import { chromiumArgs, chromiumPath } from './browser';

/** Logs the demo technician in through the API (the staff screens are not part of this suite). */
export function staffLogin(request: APIRequestContext): Promise<StaffSession> {
  return call(request, api.staffLogin, TECHNICIAN);
}

/** Opens the app and waits until the service worker controls the page. */
export async function openControlled(page: Page, path = '/'): Promise<void> {
  await page.goto(appUrl(path));
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 })
    .toBe(true);
}

export interface EntrySummary {
  id: string;
  path: string;
  state: string;
  idempotencyKey: string;
  lastError: { code: number; msg: string } | null;
}

/** The outbox as IndexedDB holds it (read without the app's code). */
export function outboxEntries(page: Page): Promise<EntrySummary[]> {
  return page.evaluate(
    () =>
      new Promise<EntrySummary[]>((resolve, reject) => {
        const open = indexedDB.open('roda-outbox');
        open.onupgradeneeded = () => open.result.createObjectStore('entries');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('entries', 'readonly').objectStore('entries').getAll();
          all.onsuccess = () => {
            const list = (all.result as (EntrySummary & { seq: number })[]).sort((a, b) => a.seq - b.seq);
            db.close();
            resolve(
              list.map(({ id, path, state, idempotencyKey, lastError }) => ({
                id,
                path,
                state,
                idempotencyKey,
                lastError,
              })),
            );
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/**
 * Calls the outbox API of the page (window.rodaOutbox loads the lazy chunk), the body typed as the
 * call's payload, as the app's `enqueue` types it: `enqueueJson(page, api.workOrderHandover, body)`.
 */
export async function enqueueJson<C extends CallDefinition>(
  page: Page,
  definition: C,
  body: PayloadOf<C>,
): Promise<string[]> {
  return page.evaluate(
    async ({ path, body }) => {
      type Enqueue = (input: { call: string; body: unknown }) => Promise<{ ids: string[] }>;
      const api = await (window as unknown as { rodaOutbox: () => Promise<{ enqueue: Enqueue }> }).rodaOutbox();
      return (await api.enqueue({ call: path, body })).ids;
    },
    // plain data for the page (the types were checked above)
    { path: definition.path, body: body as unknown },
  );
}

/** A server of its own (`scripts/start.mjs` on the given build and data), for journeys that restart it. */
export async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: path.resolve('.'),
    env: { ...process.env, ...env, PORT: String(port), SKIP_BUILD: '1', NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${api.health.path}`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * What an admin does to ship (with the server stopped): publish the version with
 * `npm run release`, then build the new app into `dist` under the build id `buildId`.
 */
export function publishAndBuild(options: { version: string; dataDir: string; dist: string; buildId: string }): void {
  const root = path.resolve('.');
  const release = spawnSync('npm', ['run', 'release', '--', options.version], {
    cwd: root,
    env: { ...process.env, DATA_DIR: options.dataDir },
    encoding: 'utf8',
  });
  expect(release.status, release.stderr).toBe(0);
  expect(release.stdout).toContain(`Released ${options.version}`);
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', options.dist],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production', VITE_BUILD_ID: options.buildId }, encoding: 'utf8' },
  );
  expect(build.status, build.stderr).toBe(0);
}

/** The build id the controlling worker reports. */
export function controllerBuild(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = (e: MessageEvent<{ build: string }>) => resolve(e.data.build);
        controller.postMessage({ type: 'GET_BUILD' }, [channel.port2]);
        setTimeout(() => resolve(null), 3000);
      }),
  );
}

/** Confirms the non-cancellable update modal and waits until the build `buildId` controls the page. */
export async function acceptUpdate(page: Page, buildId: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('New version released, Please update immediately~', { timeout: 30_000 });
  const said: string[] = [];
  const listen = (m: { type(): string; text(): string }) => said.push(`${m.type()}: ${m.text()}`);
  // the page's and the workers' console
  page.context().on('console', listen);
  const reloaded = page.waitForEvent('framenavigated', { timeout: 60_000 });
  // a bounded click: a covered button says so instead of running into the reload's timeout
  await dialog.getByRole('button', { name: 'Update' }).click({ timeout: 30_000 });
  await reloaded.catch(async (error: unknown) => {
    // what held the hand-over up: the locks and the workers, for the report
    const state = await Promise.race([
      // a page whose navigation started and never committed answers nothing
      new Promise((resolve) => setTimeout(() => resolve('the page does not answer'), 15_000)),
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const locks = await navigator.locks.query();
        return {
          locks: { held: locks.held?.map((l) => l.name), pending: locks.pending?.map((l) => l.name) },
          active: registration?.active?.state,
          waiting: registration?.waiting?.state,
          installing: registration?.installing?.state,
          controller: Boolean(navigator.serviceWorker.controller),
        };
      }),
    ]).catch((e: unknown) => String(e));
    throw new Error(`no reload after Update: ${JSON.stringify(state)}\n${said.slice(-30).join('\n')}`, {
      cause: error,
    });
  });
  page.context().off('console', listen);
  await page.waitForLoadState('load');
  await expect.poll(() => controllerBuild(page), { timeout: 20_000 }).toBe(buildId);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * A phone (Pixel 7 at 390×844, en-MY) in Chromium with a profile on disk, for journeys that close
 * the browser and start it again; the flags are those of playwright.config.ts.
 */
export function launchPersistentPhone(profile: string, baseURL: string): Promise<BrowserContext> {
  const phone = devices['Pixel 7'];
  return chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    userAgent: phone.userAgent,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'en-MY',
    serviceWorkers: 'allow',
    baseURL,
  });
}
