import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { ProductSummary } from '../../src/shared/contract/catalog';
import { ResultCode } from '../../src/shared/contract/codes';
import type { Store } from '../../src/shared/contract/orders';
import { payments } from '../db/schema';
import { signCallback } from '../payments/sandbox/sandbox-gateway';
import { STAFF_PHONES, staffLogin } from '../testing/staff-fixtures';
import { type Session, type TestServer, describeOnEachDatabase } from '../testing/harness';
import { formatRM } from '../../src/shared/lib/format';
import { malaysiaDate, ordersFixture } from '../testing/orders-fixture';
import { api } from '../../tests/support/api';

describeOnEachDatabase('orders: payment, cancelling and refunds', (kind) => {
  const fx = ordersFixture(kind);
  const { installDraft, add, find, payInSandbox } = fx;
  let server: TestServer;
  let alice: Session;
  let bob: Session;
  let dashcam: ProductSummary;
  let outlet: Store;
  beforeAll(() => {
    ({ server, alice, bob, dashcam, outlet } = fx);
  });
  it('pays by FPX in the sandbox: signed callback, upcoming service, message sent', async () => {
    const order = await add(alice, installDraft('13:00', malaysiaDate(4)));
    const paid = await payInSandbox(alice, order.body.data.id);
    expect(paid.location).toContain(`/app/pages/pay/pay?orderId=${order.body.data.id}`);
    // the browser's return carries no verdict: only the gateway's signed word pays
    expect(paid.location).not.toContain('result=');
    const status = await server.call(
      api.payStatusCall,
      { orderId: order.body.data.id, reference: paid.reference },
      { session: alice },
    );
    expect(status.body.data).toMatchObject({ status: 'upcoming', payStatus: 'paid' });
    const upcoming = await server.call(api.orderPage, { group: 'upcoming' }, { session: alice });
    expect(upcoming.body.data.list.map((o) => o.id)).toContain(order.body.data.id);
    expect((await find(alice, order.body.data.id)).actions).toMatchObject({
      pay: false,
      cancel: false,
      refund: true,
      reschedule: true,
    });
    // the message says the amount as every screen does (src/shared/lib/format.ts): grouped, two decimals
    const messages = await server.call(api.messagePage, {}, { session: alice });
    const amount = formatRM(order.body.data.actualPaySen);
    expect(amount).toMatch(/^RM \d{1,3}(,\d{3})*\.\d{2}$/);
    expect(messages.body.data.list.map((m) => m.content)).toContain(
      `We received ${amount} for order ${order.body.data.orderNo}.`,
    );
  });

  it('verifies the callback signature and applies a replayed callback once', async () => {
    const order = await add(alice, installDraft('14:00', malaysiaDate(4)));
    const param = await server.call(api.payParam, { orderId: order.body.data.id }, { session: alice });
    const body = JSON.stringify({
      reference: param.body.data.reference,
      status: 'paid',
      method: 'card',
      amountSen: order.body.data.actualPaySen,
    });
    const post = (signature: string) =>
      fetch(`${server.baseUrl}/api/pay/sandbox/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-gateway-signature': signature },
        body,
      }).then(async (r) => ({ status: r.status, ...((await r.json()) as { outcome: string }) }));
    expect((await post(signCallback('wrong-secret', body))).status).toBe(400);
    expect(
      (await post(signCallback('roda-sandbox-development-secret', body, new Date(Date.now() - 600_000)))).status,
    ).toBe(400);
    expect((await find(alice, order.body.data.id)).status).toBe('unpaid');
    const good = signCallback('roda-sandbox-development-secret', body);
    expect((await post(good)).outcome).toBe('applied');
    // the same callback again is the same event: handled once
    expect((await post(good)).outcome).toBe('duplicate');
    const detail = await find(alice, order.body.data.id);
    expect(detail.timeline.filter((e) => e.status === 'upcoming')).toHaveLength(1);
  });

  it('shows pending payment after an abandoned payment, cancelled by customer after a cancel, and pays later', async () => {
    const order = await add(alice, installDraft('15:00', malaysiaDate(4)));
    const param = await server.call(api.payParam, { orderId: order.body.data.id }, { session: alice });
    const waiting = await server.call(
      api.payStatusCall,
      { orderId: order.body.data.id, reference: param.body.data.reference },
      { session: alice },
    );
    expect(waiting.body.data.payStatus).toBe('waiting');
    expect((await find(alice, order.body.data.id)).payStatus).toBe('pendingPayment');
    const cancelled = await payInSandbox(alice, order.body.data.id, 'cancel');
    expect(cancelled.location).toContain('result=cancelled');
    const after = await server.call(
      api.payStatusCall,
      { orderId: order.body.data.id, reference: cancelled.reference, cancelled: true },
      { session: alice },
    );
    expect(after.body.data.payStatus).toBe('cancelled');
    await payInSandbox(alice, order.body.data.id, 'approve');
    expect((await find(alice, order.body.data.id)).payStatus).toBe('paid');
  });

  it('cancels an unpaid order only with a reason, and gives the stock back', async () => {
    const order = await add(alice, {
      orderType: 'pickup',
      lines: [{ productId: dashcam.id, quantity: 1 }],
      plate: 'VAA 1',
      storeId: outlet.id,
    });
    expect(order.body.code, order.body.msg).toBe(200);
    const noReason = await server.call(api.orderCancel, { id: order.body.data.id, reason: '  ' }, { session: alice });
    expect(noReason.body.msg).toBe('Please give a reason for cancelling');
    const ok = await server.call(
      api.orderCancel,
      { id: order.body.data.id, reason: 'Changed my mind' },
      { session: alice },
    );
    expect(ok.body.data).toMatchObject({ status: 'cancelled' });
    const again = await server.call(api.orderCancel, { id: order.body.data.id, reason: 'Again' }, { session: alice });
    expect(again.body.code).toBe(ResultCode.illegalTransition);
    expect((await find(alice, order.body.data.id)).cancelReason).toBe('Changed my mind');
  });

  it('requests a refund, revokes it, requests again, and a reviewer approves it through the gateway', async () => {
    const order = await add(alice, installDraft('16:00', malaysiaDate(5)));
    await payInSandbox(alice, order.body.data.id);
    const refund = (reason = 'Booked the wrong date') =>
      server.call(
        api.refundRequest,
        { orderId: order.body.data.id, reason, contact: '012-345 6789' },
        { session: alice },
      );
    const first = await refund();
    expect(first.body.data).toMatchObject({ status: 'pendingReview', canRevoke: true });
    expect(new Date(first.body.data.dueAt).getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    expect((await refund()).body.msg).toBe('A refund request for this order is already open');
    const revoked = await server.call(api.refundCancel, { id: first.body.data.id }, { session: alice });
    expect(revoked.body.data.status).toBe('revoked');
    expect((await server.call(api.refundCancel, { id: first.body.data.id }, { session: bob })).body.code).toBe(
      ResultCode.notFound,
    );
    const second = await refund('Second thoughts');
    expect(second.body.data.status).toBe('pendingReview');
    const company = await staffLogin(server, STAFF_PHONES.company);
    const approved = await server.call(
      api.staffRefundReview,
      { id: second.body.data.id, approve: true, note: 'OK' },
      { session: company },
    );
    expect(approved.body.code, approved.body.msg).toBe(200);
    // the money goes back after the approval committed; it has arrived by the time the answer does
    expect(approved.body.data.status).toBe('processing');
    expect(server.refundCalls.filter((r) => r.amountSen === order.body.data.actualPaySen)).toHaveLength(1);
    const detail = await find(alice, order.body.data.id);
    expect(detail).toMatchObject({ status: 'refunded', payStatus: 'refunded' });
    expect(detail.refund?.status).toBe('completed');
    const [payment] = await server.database.db.select().from(payments).where(eq(payments.orderId, order.body.data.id));
    expect(payment?.status).toBe('refunded');
    expect((await server.call(api.orderDelete, { id: order.body.data.id }, { session: alice })).body.code).toBe(200);
    expect((await server.call(api.orderFind, { id: order.body.data.id }, { session: alice })).body.code).toBe(
      ResultCode.notFound,
    );
  });

  it('counts orders per group', async () => {
    const groups = await server.call(api.orderCategoryList, {}, { session: alice });
    const byGroup = Object.fromEntries(groups.body.data.map((g) => [g.group, g.count]));
    expect(byGroup.all).toBeGreaterThan(0);
    expect(byGroup.upcoming).toBeGreaterThan(0);
    expect(byGroup.cancelledRefunded).toBeGreaterThan(0);
  });
});
