/** Helpers of the office orders suites: a refund request, the order CSV over HTTP. */
import { expect } from 'vitest';
import { ORDER_EXPORT_PATH } from '../../src/shared/contract/office-orders';
import type { Session, TestServer } from './harness';
import { postSigned } from './office-fixtures';
import type { World } from './staff-fixtures';
import { api } from '../../tests/support/api';

/** The customer asks for a refund of a paid order; answers the request's id. */
export async function askRefund(world: World, orderId: number) {
  const res = await world.server.call(
    api.refundRequest,
    { orderId, reason: 'Changed my mind', contact: '0123456789' },
    { session: world.customer },
  );
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.id;
}

/** The order CSV of a search, signed as the app signs it; answers the HTTP answer. */
export const exportOrders = (server: TestServer, session: Session, filter: object, language = 'en_us') =>
  postSigned(server, session, ORDER_EXPORT_PATH, JSON.stringify(filter), language);
