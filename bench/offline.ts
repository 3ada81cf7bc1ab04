import { chromium, devices, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { distDir, ensureBuild } from './build';
import { table } from './format';
import { chromiumArgs, fullChromiumPath } from '../tests/e2e/browser';
import { startBenchServer } from './server';
import {
  queueHandovers,
  technicianLogin,
  useStaffSession,
  workOrdersReadyForHandover,
} from '../tests/support/handover-outbox';

/**
 * Offline measurements of issue 8, in headless Chromium against the production build and the real
 * server on loopback:
 * - bytes queued (= uploaded) versus bytes captured for a set of 12-megapixel photos, after the
 *   browser's compression (target <= 20%);
 * - time to drain the forty-order outbox on loopback: forty draft handovers with ten photos each
 *   (440 entries: 400 uploads, each re-encoded by the server, and 40 calls, one at a time);
 * - time to open Home from the service worker with the network off.
 */
export const offlineTargets = { uploadedPercent: 20 };

export interface OfflineBenchResult {
  capturedBytes: number;
  uploadedBytes: number;
  uploadedPercent: number;
  drainFortyOrdersMs: number;
  fortyOrderEntries: number;
  offlineHomeMs: number;
}

export async function measureOffline(
  options: { build?: boolean; log?: (line: string) => void } = {},
): Promise<OfflineBenchResult | { skipped: string }> {
  const log = options.log ?? console.log;
  const built = ensureBuild(options.build ?? false, log);
  if (!built.ok) return { skipped: built.reason };
  if (!existsSync(fullChromiumPath)) return { skipped: `${fullChromiumPath} is missing` };
  if (!existsSync(path.join(distDir, 'sw.js'))) return { skipped: 'dist/sw.js is missing' };
  const server = await startBenchServer({ distDir });
  const browser = await chromium.launch({ executablePath: fullChromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      serviceWorkers: 'allow',
      baseURL: server.baseUrl,
    });
    // tsx compiles bench/ with esbuild's keepNames, which wraps the named functions inside
    // page.evaluate callbacks in `__name(...)`: the page needs that helper too
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    const page = await context.newPage();
    await page.goto('/app/pages/home/home');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    await page.waitForLoadState('networkidle');

    // staff session (technician) and forty work orders ready for their handover, from the API
    const technician = await technicianLogin(server.baseUrl);
    await useStaffSession(page, technician);
    const workOrders = await workOrdersReadyForHandover(server.baseUrl, technician, 40);

    // 40 photos captured and queued offline
    await context.setOffline(true);
    const sizes = await page.evaluate(async () => {
      const api = (await (
        window as unknown as { rodaOutbox: () => Promise<Record<string, unknown>> }
      ).rodaOutbox()) as {
        enqueue: (i: unknown) => Promise<unknown>;
      };
      const tile = new OffscreenCanvas(509, 509);
      const tctx = tile.getContext('2d')!;
      const noise = tctx.createImageData(509, 509);
      for (let k = 0; k < noise.data.length; k++) noise.data[k] = k % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
      tctx.putImageData(noise, 0, 0);
      let captured = 0;
      let queued = 0;
      for (let i = 0; i < 40; i++) {
        // a 12 MP photo: a scene of gradients and shapes with 8% sensor grain, JPEG 92%
        const canvas = new OffscreenCanvas(4032, 3024);
        const ctx = canvas.getContext('2d')!;
        const gradient = ctx.createLinearGradient(0, 0, 4032, 3024);
        gradient.addColorStop(0, `hsl(${(i * 47) % 360} 60% 60%)`);
        gradient.addColorStop(1, `hsl(${(i * 47 + 120) % 360} 50% 30%)`);
        ctx.fillStyle = gradient;
        ctx.fillRect(0, 0, 4032, 3024);
        for (let k = 0; k < 300; k++) {
          ctx.fillStyle = `hsl(${(k * 31 + i * 7) % 360} 50% ${30 + (k % 40)}%)`;
          ctx.beginPath();
          ctx.arc((k * 397) % 4032, (k * 211) % 3024, 20 + ((k * 13) % 200), 0, Math.PI * 2);
          ctx.fill();
        }
        ctx.globalAlpha = 0.08;
        for (let x = 0; x < 4032; x += 509) for (let y = 0; y < 3024; y += 509) ctx.drawImage(tile, x, y);
        const file = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
        captured += file.size;
        // photos alone: the upload call's path (no contract call of its own, so this stays untyped)
        await api.enqueue({ call: '/api/app/upload/image', files: [{ name: `p${i}`, file, purpose: 'handover' }] });
      }
      const open = await new Promise<IDBDatabase>((resolve) => {
        const r = indexedDB.open('roda-outbox');
        r.onsuccess = () => resolve(r.result);
      });
      const all = await new Promise<{ body: { bytes?: number } }[]>((resolve) => {
        const q = open.transaction('entries').objectStore('entries').getAll();
        q.onsuccess = () => resolve(q.result as { body: { bytes?: number } }[]);
      });
      for (const e of all) queued += e.body.bytes ?? 0;
      open.close();
      return { captured, queued, count: all.length };
    });
    if (sizes.count !== 40) throw new Error(`expected 40 queued entries, found ${sizes.count}`);

    // the photo set goes; then the forty handovers are queued offline and drained on loopback
    await context.setOffline(false);
    await drainAll(page);
    await context.setOffline(true);
    await queueHandovers(page, workOrders);
    const fortyOrderEntries = await page.evaluate(async () => {
      const api = (await (
        window as unknown as { rodaOutbox: () => Promise<Record<string, unknown>> }
      ).rodaOutbox()) as {
        listEntries: () => Promise<unknown[]>;
      };
      return (await api.listEntries()).length;
    });
    await context.setOffline(false);
    const drainFortyOrdersMs = await drainAll(page);

    // Home from the service worker, network off
    await context.setOffline(true);
    const t0 = Date.now();
    await page.goto('/app/pages/home/home');
    await page.getByRole('heading', { level: 1, name: 'Search parts and services' }).waitFor();
    const offlineHomeMs = Date.now() - t0;
    await context.close();

    const result: OfflineBenchResult = {
      capturedBytes: sizes.captured,
      uploadedBytes: sizes.queued,
      uploadedPercent: (100 * sizes.queued) / sizes.captured,
      drainFortyOrdersMs,
      fortyOrderEntries,
      offlineHomeMs,
    };
    log(
      `\nOffline (40 photos of 12 MP; 40 handovers of 10 photos)\n${table([
        { measure: 'captured bytes', value: String(result.capturedBytes) },
        { measure: 'uploaded bytes', value: String(result.uploadedBytes) },
        { measure: 'uploaded / captured %', value: result.uploadedPercent.toFixed(1) },
        {
          measure: `drain forty-order outbox (${result.fortyOrderEntries} entries) ms`,
          value: result.drainFortyOrdersMs.toFixed(0),
        },
        { measure: 'open Home offline ms', value: String(result.offlineHomeMs) },
      ])}`,
    );
    return result;
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Sends the page's outbox until it is empty; the time it took, in ms. */
function drainAll(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const api = (await (window as unknown as { rodaOutbox: () => Promise<Record<string, unknown>> }).rodaOutbox()) as {
      drainNow: (retryNow?: boolean) => Promise<{ stop: string }>;
      listEntries: () => Promise<unknown[]>;
    };
    const started = performance.now();
    for (let i = 0; i < 5000 && (await api.listEntries()).length > 0; i++) {
      const r = await api.drainNow(true);
      if (r.stop !== 'empty') await new Promise((res) => setTimeout(res, 50));
    }
    return performance.now() - started;
  });
}
