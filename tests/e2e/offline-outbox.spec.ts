import { expect, test, type BrowserContext } from '@playwright/test';
import { cpSync, existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { api } from '../support/api';
import { call } from '../support/api-call';
import {
  HANDOVER_SLOTS,
  photoColour,
  queueHandovers,
  technicianLogin,
  useStaffSession,
  workOrdersReadyForHandover,
} from '../support/handover-outbox';
import {
  acceptUpdate,
  controllerBuild,
  launchPersistentPhone,
  openControlled,
  outboxEntries,
  publishAndBuild,
  startServer,
  stopServer,
} from './offline-support';
import { workerPort } from './worker-ports';

/*
 * Issue 8's outbox journey: forty draft handovers with ten photos each (nine slots and one
 * "unexpected situation" image), queued offline; a new version is deployed and accepted while
 * uploads cannot get through; the browser is restarted; then everything is sent through a
 * fault-injecting proxy on 127.0.0.1 that drops 30% of answers after the server committed and
 * answers some requests with a 500 or a captive portal's HTML page. The server must then hold
 * exactly forty handovers and four hundred photos whose content matches what was queued.
 */
const ORDERS = Number(process.env.OUTBOX_E2E_ORDERS ?? 40);
const serverPort = workerPort(8);
const proxyPort = workerPort(9);
const serverURL = `http://127.0.0.1:${serverPort}`;
const proxyURL = `http://127.0.0.1:${proxyPort}`;

interface ProxyStats {
  dropped: number;
  fivehundred: number;
  portal: number;
  passed: number;
  /** While true, outbox traffic never reaches the server (the workshop's signal is too weak for uploads). */
  blockOutbox: boolean;
}

/** A proxy in front of the server that breaks outbox traffic (requests with an `ob-` Idempotency-Key). */
function faultyProxy(stats: ProxyStats) {
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const outbox = String(req.headers['idempotency-key'] ?? '').startsWith('ob-');
      if (outbox && stats.blockOutbox) {
        res.socket?.destroy();
        return;
      }
      const roll = outbox ? random() : 1;
      if (roll < 0.07) {
        stats.fivehundred += 1;
        res.writeHead(500, { 'content-type': 'text/html' }).end('<html><body>Internal Server Error</body></html>');
        return;
      }
      if (roll < 0.14) {
        stats.portal += 1;
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<html><body>Welcome to Workshop Wi-Fi. Log in.</body></html>');
        return;
      }
      const upstream = http.request(
        { host: '127.0.0.1', port: serverPort, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          const body: Buffer[] = [];
          answer.on('data', (c: Buffer) => body.push(c));
          answer.on('end', () => {
            // the server committed; 30% of outbox answers never reach the phone
            if (outbox && random() < 0.3) {
              stats.dropped += 1;
              res.socket?.destroy();
              return;
            }
            stats.passed += outbox ? 1 : 0;
            res.writeHead(answer.statusCode ?? 502, answer.headers).end(Buffer.concat(body));
          });
        },
      );
      upstream.on('error', () => res.socket?.destroy());
      upstream.end(Buffer.concat(chunks));
    });
  });
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  let n = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) n += countFiles(full);
    else if (!name.endsWith('.tmp')) n += 1;
  }
  return n;
}

test(`${ORDERS} draft handovers with ten photos each survive offline, an update, a restart and a faulty network: no duplicates, no losses`, async () => {
  test.setTimeout(1_200_000);
  const work = mkdtempSync(path.join(tmpdir(), 'roda-outbox-'));
  const dataDir = path.join(work, 'data');
  // a build of its own: the deploy below rebuilds it
  const dist = path.join(work, 'dist');
  cpSync(process.env.E2E_DIST_DIR ?? path.resolve('dist'), dist, { recursive: true });
  const env = { DATA_DIR: dataDir, DIST_DIR: dist };
  let server = await startServer(serverPort, env);
  const stats: ProxyStats = { dropped: 0, fivehundred: 0, portal: 0, passed: 0, blockOutbox: false };
  const proxy = faultyProxy(stats);
  await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
  let context: BrowserContext | null = null;
  try {
    const technician = await technicianLogin(serverURL);
    const ids = await workOrdersReadyForHandover(serverURL, technician, ORDERS);
    const profile = path.join(work, 'profile');

    context = await launchPersistentPhone(profile, proxyURL);
    let page = context.pages()[0] ?? (await context.newPage());
    await openControlled(page, '/');
    await useStaffSession(page, technician);
    await page.evaluate(() => localStorage.setItem('roda-outbox-backoff-ms', '20'));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('versionApp'))).toBe('1.0.0');
    await context.setOffline(true);
    const sizes = await queueHandovers(page, ids);
    expect(await outboxEntries(page)).toHaveLength(ORDERS * 11);
    console.log(
      `photos: captured ${sizes.captured} bytes, queued ${sizes.queued} bytes (${((100 * sizes.queued) / sizes.captured).toFixed(1)}%)`,
    );
    expect(sizes.queued).toBeLessThanOrEqual(sizes.captured * 0.2);
    const queued = await outboxEntries(page);

    // a new version is deployed; the signal is back for pages but too weak for uploads: the phone
    // finds the release, the technician accepts it, the new worker takes over with nothing sent
    const buildA = await controllerBuild(page);
    stats.blockOutbox = true;
    await stopServer(server);
    publishAndBuild({ version: '1.0.1', dataDir, dist, buildId: 'outbox-test-b' });
    server = await startServer(serverPort, env);
    await context.setOffline(false);
    await page.reload();
    await acceptUpdate(page, 'outbox-test-b');
    expect(buildA).not.toBe('outbox-test-b');
    expect((await outboxEntries(page)).map((e) => e.idempotencyKey)).toEqual(queued.map((e) => e.idempotencyKey));

    // the browser is closed and started again, offline: the outbox is intact
    await context.setOffline(true);
    await context.close();
    context = await launchPersistentPhone(profile, proxyURL);
    await context.setOffline(true);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/app/?tab=me');
    await expect(page.getByText(`You are offline. ${ORDERS * 11} waiting to be sent.`)).toBeVisible();
    expect(await outboxEntries(page)).toHaveLength(ORDERS * 11);
    expect(await controllerBuild(page)).toBe('outbox-test-b');

    // the network comes back, through the faulty proxy
    stats.blockOutbox = false;
    const started = Date.now();
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(async () => (await outboxEntries(page)).length, { timeout: 420_000, intervals: [1000] }).toBe(0);
    console.log(`drained ${ORDERS * 11} entries in ${Date.now() - started} ms through the proxy`, stats);
    expect(stats.dropped + stats.fivehundred + stats.portal).toBeGreaterThan(0);

    // exactly the photos queued: none twice, none missing, each with its own content
    expect(countFiles(path.join(dataDir, 'uploads'))).toBe(ORDERS * 10);
    for (const [i, id] of ids.entries()) {
      const detail = await call(serverURL, api.workOrderFind, { id }, technician);
      expect(detail.status).toBe('pendingHandover');
      const urls = [
        ...HANDOVER_SLOTS.map((slot) => detail.handover?.photos[slot]?.url),
        detail.handover?.unexpectedImages[0]?.url,
      ];
      expect(urls.every(Boolean)).toBe(true);
      for (const [j, url] of urls.entries()) {
        if (i % 5 !== 0 && j % 3 !== 0) continue; // a sample of the colours is enough on top of the counts
        const image = Buffer.from(await (await fetch(`${serverURL}${url}`)).arrayBuffer());
        const { channels } = await sharp(image).stats();
        // the grain (15%, mean grey) shifts the colour a little
        const expected = photoColour(i, j).map((c) => c * 0.85 + 0.15 * 127.5);
        channels.slice(0, 3).forEach((c, k) => expect(Math.abs(c.mean - expected[k]!)).toBeLessThan(12));
      }
    }
  } finally {
    await context?.close();
    await new Promise((resolve) => proxy.close(resolve));
    await stopServer(server);
  }
});
