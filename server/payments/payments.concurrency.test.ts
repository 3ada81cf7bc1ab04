import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../src/shared/contract/codes';
import type { CallDefinition, PayloadOf } from '../../src/shared/contract/define-call';
import { handoverSlots } from '../../src/shared/contract/staff';
import { readConfig } from '../config';
import { orderEvents, orders, payments } from '../db/schema';
import {
  customerOrder,
  paidInstall,
  photos,
  setupWorld,
  type World,
  unpaidMailOrder as mailOrder,
} from '../testing/staff-fixtures';
import { describeOnPostgres, startTestServer, type Session } from '../testing/harness';
import { signCallback } from './sandbox/sandbox-gateway';
import { api } from '../../tests/support/api';

/** The HTTP status of a delivery and what handling it did. */
type Outcome = { code: number; data: { outcome: string }; msg: string };

/**
 * The payment state machine (docs/decisions/012) under every order of arrival: a paid callback
 * always ends with the order paid or the money refunded, exactly once.
 */
describeOnPostgres('payments and refunds under parallel requests', (kind) => {
  let world: World;
  const secret = readConfig({}).paymentSecret;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
  });
  afterAll(() => world.server.close());

  const unpaidMailOrder = (customer: Session = world.customer) => mailOrder(world, customer);

  async function startPayment(orderId: number, customer: Session = world.customer) {
    const param = await world.server.call(api.payParam, { orderId }, { session: customer });
    expect(param.body.code, param.body.msg).toBe(200);
    return param.body.data;
  }

  /** The gateway's signed server-to-server callback: a new event unless `eventId` names one sent before. */
  async function callback(reference: string, amountSen: number, status: 'paid' | 'failed', eventId?: string) {
    const id = eventId ?? `sbx_${randomUUID()}`;
    const body = JSON.stringify({ id, reference, status, method: 'fpx:Maybank2u', amountSen });
    const res = await fetch(`${world.server.baseUrl}/api/pay/sandbox/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-gateway-signature': signCallback(secret, body) },
      body,
    });
    const answer = (await res.json()) as { outcome: string };
    return { code: res.status, msg: answer.outcome, data: answer } satisfies Outcome;
  }

  const orderRow = async (id: number) =>
    (await world.server.database.db.select().from(orders).where(eq(orders.id, id)))[0];
  const paymentRow = async (reference: string) =>
    (await world.server.database.db.select().from(payments).where(eq(payments.reference, reference)))[0];
  const refundsOf = (reference: string) => world.server.refundCalls.filter((r) => r.reference === reference);
  /** Refunds are sent after the deciding transaction commits; they land within a moment. */
  async function settledRefunds(reference: string) {
    for (let i = 0; i < 50 && (await paymentRow(reference))?.status !== 'refunded'; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    return refundsOf(reference);
  }

  it('applies five copies of one paid callback once', async () => {
    const order = await unpaidMailOrder();
    const pay = await startPayment(order.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => callback(pay.reference, pay.amountSen, 'paid', `sbx_once_${pay.reference}`)),
    );
    expect(answers.map((a) => a.code)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.data.outcome === 'applied')).toHaveLength(1);
    expect(answers.filter((a) => a.data.outcome === 'duplicate')).toHaveLength(4);
    expect((await orderRow(order.id))?.payStatus).toBe('paid');
    const events = await world.server.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((e) => e.status === 'pendingReceipt')).toHaveLength(1);
    expect(refundsOf(pay.reference)).toHaveLength(0);
  });

  it('pays the order when the money arrives after the payer pressed cancel', async () => {
    const order = await unpaidMailOrder();
    const pay = await startPayment(order.id);
    const cancelled = await world.server.call(
      api.payStatusCall,
      { orderId: order.id, reference: pay.reference, cancelled: true },
      { session: world.customer },
    );
    expect(cancelled.body.code).toBe(200);
    const late = await callback(pay.reference, pay.amountSen, 'paid');
    expect(late.code, late.msg).toBe(200);
    expect(late.data.outcome).toBe('applied');
    expect(await orderRow(order.id)).toMatchObject({ status: 'pendingReceipt', payStatus: 'paid' });
  });

  it('pays the order when a failure is followed by the money', async () => {
    const order = await unpaidMailOrder();
    const pay = await startPayment(order.id);
    expect((await callback(pay.reference, pay.amountSen, 'failed')).data.outcome).toBe('applied');
    expect((await callback(pay.reference, pay.amountSen, 'paid')).data.outcome).toBe('applied');
    expect(await orderRow(order.id)).toMatchObject({ status: 'pendingReceipt', payStatus: 'paid' });
    // a failure arriving after the money changes nothing
    expect((await callback(pay.reference, pay.amountSen, 'failed')).data.outcome).toBe('replayed');
    expect((await orderRow(order.id))?.payStatus).toBe('paid');
  });

  it('refunds money that arrives after the order was cancelled, once, however often it is repeated', async () => {
    const order = await unpaidMailOrder();
    const pay = await startPayment(order.id);
    const cancel = await world.server.call(
      api.orderCancel,
      { id: order.id, reason: 'Wrong item' },
      { session: world.customer },
    );
    expect(cancel.body.code, cancel.body.msg).toBe(200);
    const answers = await Promise.all(Array.from({ length: 4 }, () => callback(pay.reference, pay.amountSen, 'paid')));
    expect(answers.map((a) => a.code)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.data.outcome === 'refunded')).toHaveLength(1);
    const sent = await settledRefunds(pay.reference);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.amountSen).toBe(pay.amountSen);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled' });
    expect((await paymentRow(pay.reference))?.status).toBe('refunded');
  });

  it('ends a cancel racing a paid callback with the order paid or the money refunded', async () => {
    for (let round = 0; round < 4; round++) {
      const order = await unpaidMailOrder();
      const pay = await startPayment(order.id);
      const [cancel, paid] = await Promise.all([
        world.server.call(api.orderCancel, { id: order.id, reason: 'Changed my mind' }, { session: world.customer }),
        callback(pay.reference, pay.amountSen, 'paid'),
      ]);
      expect(paid.code).toBe(200);
      const row = await orderRow(order.id);
      if (cancel.body.code === 200) {
        expect(row?.status).toBe('cancelled');
        expect(paid.data.outcome).toBe('refunded');
        expect(await settledRefunds(pay.reference)).toHaveLength(1);
      } else {
        expect(cancel.body.code).toBe(ResultCode.illegalTransition);
        expect(row).toMatchObject({ status: 'pendingReceipt', payStatus: 'paid' });
        expect(refundsOf(pay.reference)).toHaveLength(0);
      }
    }
  });

  it('refunds the second of two payments for one order', async () => {
    const order = await unpaidMailOrder();
    const first = await startPayment(order.id);
    const second = await startPayment(order.id);
    const [a, b] = await Promise.all([
      callback(first.reference, first.amountSen, 'paid'),
      callback(second.reference, second.amountSen, 'paid'),
    ]);
    expect([a.data.outcome, b.data.outcome].sort()).toEqual(['applied', 'refunded']);
    expect((await orderRow(order.id))?.payStatus).toBe('paid');
    const refunded = a.data.outcome === 'refunded' ? first.reference : second.reference;
    expect(await settledRefunds(refunded)).toHaveLength(1);
  });

  it('approves one refund once when a manager taps approve three times at once', async () => {
    const { orderId } = await paidInstall(world);
    const asked = await world.server.call(
      api.refundRequest,
      { orderId, reason: 'Changed my mind', contact: '0123456789' },
      { session: world.customer },
    );
    expect(asked.body.code, asked.body.msg).toBe(200);
    const [pay] = await world.server.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        world.server.call(
          api.staffRefundReview,
          { id: asked.body.data.id, approve: true, note: 'OK' },
          { session: world.manager },
        ),
      ),
    );
    expect(answers.map((a) => a.body.code)).toEqual([200, 200, 200]);
    expect(await settledRefunds(pay?.reference ?? '')).toHaveLength(1);
    expect((await customerOrder(world, orderId)).status).toBe('refunded');
    expect((await customerOrder(world, orderId)).refund?.status).toBe('completed');
  });

  it('holds the handover while a refund waits for review, and never pays out after the work started', async () => {
    const { orderId, workOrderId } = await paidInstall(world);
    const staff = <C extends CallDefinition>(call: C, body: PayloadOf<C>, session: Session) =>
      world.server.call(call, body, { session });
    expect((await staff(api.workOrderAccept, { id: workOrderId }, world.technician)).body.code).toBe(200);
    const asked = await world.server.call(
      api.refundRequest,
      { orderId, reason: 'Found it cheaper', contact: '0123456789' },
      { session: world.customer },
    );
    expect(asked.body.code, asked.body.msg).toBe(200);
    const ids = await photos(world, world.technician, 'handover', 9);
    const handover = {
      id: workOrderId,
      photos: Object.fromEntries(handoverSlots.map((s, i) => [s, ids[i]])),
      cameEarly: true,
    };
    // the handover and three approvals at once: the refund wins, the work never starts, one payout
    const [handed, ...approvals] = await Promise.all([
      staff(api.workOrderHandover, handover, world.technician),
      ...Array.from({ length: 3 }, () =>
        staff(api.staffRefundReview, { id: asked.body.data.id, approve: true, note: 'OK' }, world.manager),
      ),
    ]);
    expect(handed?.body.code).toBe(ResultCode.illegalTransition);
    // the refund decided first cancels the work order; either way the handover is refused
    expect(handed?.body.msg).toMatch(/refund|cancelled/i);
    expect(approvals.map((a) => a.body.code)).toEqual([200, 200, 200]);
    const [pay] = await world.server.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(await settledRefunds(pay?.reference ?? '')).toHaveLength(1);
    expect((await customerOrder(world, orderId)).status).toBe('refunded');
  });
});
