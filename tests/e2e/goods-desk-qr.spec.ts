import { expect, test, type APIRequestContext } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encode } from 'uqr';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { chromiumArgs, chromiumPath } from './browser';
import { customerLogin, JOURNEY_STORE, payInSandbox, STAFF, staffPage, type Session } from './staff-support';
import { appUrl, watchConsole } from './support';

/*
 * The goods desk scans the customer's pickup QR code with the camera (docs/decisions/026-qr-scanning.md).
 * Chromium's fake camera plays a video file: a Y4M file of the order's QR code, written once the
 * order exists. Chromium reads the file when a page first asks for the camera, not at launch, so this
 * file's browser is given the path up front and the test writes the file before tapping Scan.
 */
const video = path.join(mkdtempSync(path.join(tmpdir(), 'roda-qr-')), 'pickup-code.y4m');

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

/**
 * A 640×480 Y4M video (4:2:0, grey chroma) of a QR code of `text` on a white card on a grey desk,
 * 8 pixels a module with the standard four-module quiet zone; with null, the card alone.
 * Chromium loops its few frames.
 */
function qrVideo(text: string | null, { width = 640, height = 480, module = 8, frames = 3 } = {}): Buffer {
  const { data: matrix, size } = encode(text ?? '000000', { ecc: 'M', border: 4 });
  const luma = Buffer.alloc(width * height, 190);
  const side = size * module;
  const [left, top] = [(width - side) >> 1, (height - side) >> 1];
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++)
      luma[(top + y) * width + left + x] = text && matrix[Math.floor(y / module)]![Math.floor(x / module)] ? 16 : 235;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

/** A paid self-pickup order of one dashcam at the journeys' workshop, and its pickup code. */
async function paidPickupOrder(request: APIRequestContext, customer: Session) {
  const dashcam = (await call(request, api.productPage, { category: 'dashcam' })).list[0]!;
  const store = (await call(request, api.storeList, { pageSize: 100 })).list.find((s) => s.code === JOURNEY_STORE)!;
  const order = await call(
    request,
    api.orderAdd,
    {
      orderType: 'pickup',
      lines: [{ productId: dashcam.id, quantity: 1 }],
      plate: 'WQR 2026',
      customerName: 'Nurul Huda',
      storeId: store.id,
    },
    customer,
  );
  await payInSandbox(request, customer, order.id);
  const { pickupCode } = await call(request, api.orderFind, { id: order.id }, customer);
  expect(pickupCode).toMatch(/^\d{6}$/);
  return { ...order, pickupCode: pickupCode! };
}

test('the goods desk scans the QR code the customer shows and opens that order with the code filled in', async ({
  browser,
  request,
}) => {
  const customer = await customerLogin(request);
  const order = await paidPickupOrder(request, customer);

  const sales = await staffPage(browser, STAFF.sales);
  const errors = watchConsole(sales);
  const videos = () => sales.evaluate(() => document.querySelectorAll('video').length);
  await sales.goto(appUrl('/pages-staff/orders/GoodsDesk'));
  await expect(sales.getByRole('heading', { level: 1, name: 'Goods desk' })).toBeVisible();

  // first the camera sees no code: the popup shows it and waits; closing it lets the camera go
  writeFileSync(video, qrVideo(null));
  const scan = sales.getByRole('button', { name: 'Scan' });
  await expect(scan).toBeVisible();
  await scan.click();
  const scanner = sales.getByRole('dialog', { name: 'Scan the pickup code' });
  const camera = scanner.getByLabel('Camera');
  await expect(camera).toBeVisible();
  await expect(scanner).toContainText("Point the camera at the QR code on the customer's phone.");
  await expect.poll(() => camera.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
  await scanner.getByRole('button', { name: 'Close' }).click();
  await expect(scanner).toHaveCount(0);
  expect(await videos()).toBe(0);

  // then the customer holds up their code: it is read, and its order opens with the code filled in
  writeFileSync(video, qrVideo(order.pickupCode));
  await scan.click();
  await expect(sales.getByRole('heading', { level: 1, name: 'Goods order' })).toBeVisible();
  await expect(scanner).toHaveCount(0);
  await expect(sales.getByText(`${order.orderNo} · Self-pickup`)).toBeVisible();
  await expect(sales.getByTestId('goods-stage')).toHaveText('Waiting for pickup');
  await expect(sales.getByLabel('Pickup code the customer shows')).toHaveValue(order.pickupCode);
  expect(await videos()).toBe(0);
  expect(errors()).toEqual([]);
  await sales.context().close();
});
