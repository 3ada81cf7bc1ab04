import { expect } from 'vitest';
import type { ProductSummary } from '../../src/shared/contract/catalog';
import type { Store } from '../../src/shared/contract/orders';
import { DEMO_STORE_CODE } from '../seed/demo-accounts';
import type { Session, TestServer } from './harness';
import { makeSubscription, type LocalPushService, type TestSubscription } from './push-service';
import { payInSandbox } from './staff-fixtures';
import { api } from '../../tests/support/api';

/** The language header the app sends, per server language. */
export const LANGUAGE_HEADER: Record<'en' | 'ms' | 'zh', string> = Object.fromEntries([
  ['en', 'en_us'],
  ['ms', 'ms_my'],
  ['zh', 'zh_cn'],
]) as Record<'en' | 'ms' | 'zh', string>;

/** Subscribes a session's "browser" to the local push service, in a language. */
export async function subscribeDevice(
  server: TestServer,
  session: Session,
  push: LocalPushService,
  name: string,
  language = 'en_us',
): Promise<TestSubscription> {
  const subscription = makeSubscription(`${push.origin}/push/${name}`);
  const res = await server.call(
    api.pushSubscribe,
    { endpoint: subscription.endpoint, keys: subscription.keys, appVersion: '1.0.0' },
    { session, language },
  );
  expect(res.body.code, res.body.msg).toBe(200);
  return subscription;
}

/** A paid self-pickup order of one dashcam at the demo workshop (its payment is a notice). */
export async function paidPickupOrder(server: TestServer, session: Session) {
  const stores = (await server.call(api.storeList, { pageSize: 100 })).body.data.list;
  const store = stores.find((s) => s.code === DEMO_STORE_CODE) as Store;
  const dashcam = (await server.call(api.productPage, { category: 'dashcam' })).body.data.list[0] as ProductSummary;
  const add = await server.call(
    api.orderAdd,
    {
      orderType: 'pickup',
      lines: [{ productId: dashcam.id, quantity: 1 }],
      plate: 'WXY 9',
      storeId: store.id,
      customerName: 'Aisyah Rahman',
    },
    { session },
  );
  expect(add.body.code, add.body.msg).toBe(200);
  await payInSandbox(server, session, add.body.data.id);
  return { orderId: add.body.data.id, orderNo: add.body.data.orderNo };
}

/** Waits until `check` holds (the sender runs after the answer, without being awaited). */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 5000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
