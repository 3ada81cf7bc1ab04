import type { Page } from '@playwright/test';
import { workOrderHandover } from '../../src/shared/lib/call-paths';
import type * as Outbox from '../../src/shared/lib/outbox/enqueue';
import { HANDOVER_SLOTS, type StaffSession } from './work-order-setup';

export * from './work-order-setup';

/** Stores a staff session in the page the way the login screen does. */
export async function useStaffSession(page: Page, session: StaffSession): Promise<void> {
  await page.evaluate((s) => {
    localStorage.setItem('key', s.userKey);
    localStorage.setItem('key.secret', s.secret);
    localStorage.setItem('info', JSON.stringify(s.userInfo));
  }, session);
}

/** The same-origin page outside the app's service-worker scope where the photos are painted. */
const PAINTER_PATH = '/__photo-painter';
const PAINTER_CHANNEL = 'roda-test-photo-painter';

/**
 * A second tab of the same origin that paints the photos: Chromium gives it a renderer process of
 * its own, so painting and JPEG-encoding the "camera" photos runs on the second core while the app's
 * tab compresses and queues (one tab did both on one thread: docs/decisions/022-suite-time.md).
 * Its page is answered by the test itself, so it opens offline too. The photos reach the app's tab
 * as Blobs over a BroadcastChannel, by reference, not copied through the test.
 */
async function openPainter(page: Page, photo: { width: number; height: number }): Promise<Page> {
  const painter = await page.context().newPage();
  await painter.route(`**${PAINTER_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>painter</title>' }),
  );
  await painter.goto(new URL(PAINTER_PATH, page.url()).href);
  await painter.evaluate(
    ({ photo, channelName }) => {
      // the same formula as photoColour (a page function cannot close over it)
      const colour = (i: number, j: number) => [
        40 + ((i * 37) % 180),
        40 + ((j * 53) % 180),
        40 + (((i + j) * 29) % 180),
      ];
      const tile = new OffscreenCanvas(509, 509);
      const tctx = tile.getContext('2d')!;
      const noise = tctx.createImageData(509, 509);
      for (let k = 0; k < noise.data.length; k++) noise.data[k] = k % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
      tctx.putImageData(noise, 0, 0);
      const paint = async (i: number, j: number) => {
        const canvas = new OffscreenCanvas(photo.width, photo.height);
        const ctx = canvas.getContext('2d')!;
        const [r, g, b] = colour(i, j) as [number, number, number];
        ctx.fillStyle = `rgb(${r},${g},${b})`;
        ctx.fillRect(0, 0, photo.width, photo.height);
        ctx.globalAlpha = 0.15;
        for (let x = 0; x < photo.width; x += 509)
          for (let y = 0; y < photo.height; y += 509) ctx.drawImage(tile, x, y);
        return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
      };
      const channel = new BroadcastChannel(channelName);
      // one order at a time, in the order asked
      let queue = Promise.resolve();
      channel.onmessage = (e: MessageEvent<{ paint: number }>) => {
        const i = e.data.paint;
        queue = queue.then(async () => {
          const photos: Blob[] = [];
          for (let j = 0; j < 10; j++) photos.push(await paint(i, j));
          channel.postMessage({ painted: i, photos });
        });
      };
    },
    { photo, channelName: PAINTER_CHANNEL },
  );
  return painter;
}

/**
 * Paints ten photos per work order (phone-camera size, fine grain everywhere as sensor noise and
 * texture give, JPEG 92%) and queues each order's draft handover through the outbox. Returns the
 * bytes captured and the bytes queued after the browser's compression.
 */
export async function queueHandovers(
  page: Page,
  ids: number[],
  photo: { width: number; height: number } = { width: 3000, height: 2250 },
): Promise<{ captured: number; queued: number }> {
  const painter = await openPainter(page, photo);
  try {
    return await page.evaluate(
      async ({ ids, slots, handover, channelName }) => {
        const api = await (window as unknown as { rodaOutbox: () => Promise<typeof Outbox> }).rodaOutbox();
        const channel = new BroadcastChannel(channelName);
        const painted = new Map<number, (photos: Blob[]) => void>();
        channel.onmessage = (e: MessageEvent<{ painted: number; photos: Blob[] }>) =>
          painted.get(e.data.painted)?.(e.data.photos);
        const paintOrder = (i: number) =>
          new Promise<Blob[]>((resolve) => {
            painted.set(i, resolve);
            channel.postMessage({ paint: i });
          });
        let captured = 0;
        // the next order's photos are painted in the other tab while this one's are compressed and queued
        let next = paintOrder(0);
        for (const [i, id] of ids.entries()) {
          const photos = await next;
          if (i + 1 < ids.length) next = paintOrder(i + 1);
          const files: Outbox.EnqueueFile[] = photos.map((file, j) => {
            captured += file.size;
            return { name: `p${j}`, file, purpose: 'handover' };
          });
          const refs = Object.fromEntries(slots.map((slot, j) => [slot, api.fileRef(`p${j}`)]));
          await api.enqueue({
            call: handover as typeof workOrderHandover,
            body: {
              id,
              photos: refs,
              unexpectedSituation: 'Scratch on the rear bumper',
              unexpectedImages: [api.fileRef('p9')],
              draft: true,
            },
            files,
            label: `handover ${id}`,
          });
        }
        channel.close();
        const entries = await api.listEntries();
        const queued = entries.reduce((sum, e) => sum + (e.body.kind === 'upload' ? (e.body.bytes ?? 0) : 0), 0);
        return { captured, queued };
      },
      // the path as plain text: the page gets it serialised, and its type is given back inside
      { ids, slots: HANDOVER_SLOTS, handover: workOrderHandover as string, channelName: PAINTER_CHANNEL },
    );
  } finally {
    await painter.close();
  }
}
