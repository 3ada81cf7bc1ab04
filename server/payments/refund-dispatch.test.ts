import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gatewayRefunds, payments } from '../db/schema';
import { customerOrder, paidInstall, setupWorld, type World } from '../testing/staff-fixtures';
import { describeOnEachDatabase, startTestServer } from '../testing/harness';
import { api } from '../../tests/support/api';

/**
 * Refunds are decided in one transaction and sent to the gateway after it committed
 * (docs/decisions/012): a gateway that is down neither loses the decision nor pays twice.
 */
describeOnEachDatabase('refunds sent after the decision', (kind) => {
  let world: World;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
  });
  afterAll(() => world.server.close());

  it('keeps an approval made while the gateway is down and sends it once the gateway is back', async () => {
    const { server } = world;
    const { orderId } = await paidInstall(world);
    const asked = await server.call(
      api.refundRequest,
      { orderId, reason: 'Changed my mind', contact: '0123456789' },
      { session: world.customer },
    );
    expect(asked.body.code, asked.body.msg).toBe(200);
    const [payment] = await server.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    const callsFor = () => server.refundCalls.filter((r) => r.reference === payment?.reference);

    server.refundGatewayDown = true;
    const approved = await server.call(
      api.staffRefundReview,
      { id: asked.body.data.id, approve: true, note: 'OK' },
      { session: world.manager },
    );
    expect(approved.body.code, approved.body.msg).toBe(200);
    expect(approved.body.data.status).toBe('processing');
    expect(callsFor()).toHaveLength(1);
    const waiting = await customerOrder(world, orderId);
    expect(waiting).toMatchObject({ status: 'refunded', payStatus: 'refunding' });
    expect(waiting.refund?.status).toBe('processing');
    const [intent] = await server.database.db
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.paymentId, payment?.id ?? -1));
    expect(intent).toMatchObject({ status: 'pending', attempts: 1, lastError: 'gateway unavailable' });
    // not before its back-off
    expect(await server.sendDueRefunds()).toBe(0);

    server.refundGatewayDown = false;
    await server.database.db
      .update(gatewayRefunds)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(gatewayRefunds.id, intent?.id ?? -1));
    expect(await server.sendDueRefunds()).toBe(1);
    expect(await server.sendDueRefunds()).toBe(0);
    const calls = callsFor();
    expect(calls).toHaveLength(2);
    // the same refund both times: the gateway deduplicates by its key
    expect(calls[0]?.idempotencyKey).toBe(calls[1]?.idempotencyKey);
    const done = await customerOrder(world, orderId);
    expect(done).toMatchObject({ status: 'refunded', payStatus: 'refunded' });
    expect(done.refund?.status).toBe('completed');
    const [settled] = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, payment?.id ?? -1));
    expect(settled?.status).toBe('refunded');
  });
});
