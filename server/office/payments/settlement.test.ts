import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { OfficePaymentRow } from '../../../src/shared/contract/office-payments';
import type { Db } from '../../db/client';
import { gatewayRefunds, payments } from '../../db/schema';
import { applyRefundVerdict } from '../../payments/refund-settlement';
import { describeOnEachDatabase, startTestServer } from '../../testing/harness';
import { askRefund } from '../../testing/office-orders-fixtures';
import { paidInstall, setupWorld, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

const rm = (sen: number) => (sen / 100).toFixed(2);

describeOnEachDatabase('back office settlement of a Malaysian day', (kind) => {
  let world: World;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
  }, 120_000);
  afterAll(() => world.server.close());

  const settle = (date: string, session = world.company) =>
    world.server.call(api.officeSettlement, { date }, { session });
  const paymentOf = async (orderNo: string) =>
    (await world.server.call(api.officePaymentPage, { filter: { orderNo } }, { session: world.company })).body.data
      .list[0] as OfficePaymentRow;

  /** The customer asks, the company approves: the sandbox returns the money at once (done). */
  async function refunded(order: { orderId: number; orderNo: string }) {
    await askRefund(world, order.orderId);
    const found = await world.server.call(api.officeOrderFind, { id: order.orderId }, { session: world.company });
    const review = await world.server.call(
      api.officeRefundReview,
      { id: found.body.data.refunds[0]!.id, approve: true, note: '' },
      { session: world.company },
    );
    expect(review.body.code, review.body.msg).toBe(200);
    await world.server.sendDueRefunds();
    const refund = (await paymentOf(order.orderNo)).refund;
    expect(refund?.status).toBe('done');
    return refund as NonNullable<OfficePaymentRow['refund']>;
  }

  it('lists payments by the gateway’s time and refunds done that day, Malaysia days, RM, with totals', async () => {
    const [a, b, c] = [await paidInstall(world), await paidInstall(world), await paidInstall(world)];
    const { db } = world.server.database;
    const [pa, pb, pc] = [await paymentOf(a.orderNo), await paymentOf(b.orderNo), await paymentOf(c.orderNo)];
    // 23:30 in Malaysia belongs to the 15th; 00:10 to the 16th (UTC would put both on the 15th)
    await db
      .update(payments)
      .set({ paidAt: new Date('2025-01-15T23:30:00+08:00'), feeSen: 123, netSen: pa.amountSen - 123 })
      .where(eq(payments.id, pa.id));
    await db
      .update(payments)
      .set({ paidAt: new Date('2025-01-16T00:10:00+08:00') })
      .where(eq(payments.id, pb.id));
    await db
      .update(payments)
      .set({ paidAt: new Date('2025-01-14T12:00:00+08:00') })
      .where(eq(payments.id, pc.id));
    // b's money back through the gateway at 09:05 on the 15th
    const rb = await refunded(b);
    await db
      .update(gatewayRefunds)
      .set({ doneAt: new Date('2025-01-15T09:05:00+08:00') })
      .where(eq(gatewayRefunds.id, rb.id));
    // c's came back from the bank (failed), then went back by bank transfer at 10:00 on the 15th
    const rc = await refunded(c);
    const failed = await db.transaction((tx) =>
      applyRefundVerdict(
        tx as unknown as Db,
        { rowId: rc.id, gatewayRefundId: rc.gatewayReference ?? '' },
        { state: 'failed', gatewayRefundId: rc.gatewayReference ?? '', reason: 'declined' },
        new Date(),
      ),
    );
    expect(failed).toBe('applied');
    const manual = await world.server.call(
      api.officeManualRefund,
      { id: rc.id, method: 'bankTransfer', reference: 'TRX-9', note: '' },
      { session: world.company },
    );
    expect(manual.body.code, manual.body.msg).toBe(200);
    await db
      .update(gatewayRefunds)
      .set({ doneAt: new Date('2025-01-15T10:00:00+08:00') })
      .where(eq(gatewayRefunds.id, rc.id));

    const day = await settle('2025-01-15');
    expect(day.body.code, day.body.msg).toBe(200);
    expect(day.body.data.filename).toBe('roda-settlement-2025-01-15.csv');
    const lines = day.body.data.csv.split('\r\n');
    expect(lines[0]).toBe(
      'kind,time_myt,order_no,payment_reference,gateway,gateway_id,method,amount_rm,fee_rm,net_rm,status',
    );
    expect(lines.slice(1)).toEqual([
      `refund,2025-01-15 09:05,${b.orderNo},${pb.reference},sandbox,${rb.gatewayReference},fpx:Maybank2u,-${rm(rb.amountSen)},,-${rm(rb.amountSen)},done`,
      `refund,2025-01-15 10:00,${c.orderNo},${pc.reference},manual,TRX-9,bankTransfer,-${rm(rc.amountSen)},,-${rm(rc.amountSen)},manual`,
      `payment,2025-01-15 23:30,${a.orderNo},${pa.reference},sandbox,${pa.gatewayRef ?? ''},fpx:Maybank2u,${rm(pa.amountSen)},1.23,${rm(pa.amountSen - 123)},paid`,
      '',
    ]);
    const refundedSen = rb.amountSen + rc.amountSen;
    expect(day.body.data.totals).toEqual({
      paidSen: pa.amountSen,
      feeSen: 123,
      refundedSen,
      netSen: pa.amountSen - 123 - refundedSen,
      count: 3,
    });

    const next = (await settle('2025-01-16')).body.data;
    const nextLines = next.csv.trimEnd().split('\r\n');
    expect(nextLines).toHaveLength(2);
    // fee and net unknown (the sandbox): empty cells, not zero
    expect(nextLines[1]).toBe(
      `payment,2025-01-16 00:10,${b.orderNo},${pb.reference},sandbox,${pb.gatewayRef ?? ''},fpx:Maybank2u,${rm(pb.amountSen)},,,refunded`,
    );
    expect(next.totals).toEqual({ paidSen: pb.amountSen, feeSen: 0, netSen: pb.amountSen, refundedSen: 0, count: 1 });
    expect((await settle('2025-01-14')).body.data.csv).toContain(`payment,2025-01-14 12:00,${c.orderNo}`);

    const empty = (await settle('2020-01-01')).body.data;
    expect(empty.csv.trimEnd().split('\r\n')).toHaveLength(1);
    expect(empty.totals).toEqual({ paidSen: 0, feeSen: 0, netSen: 0, refundedSen: 0, count: 0 });
  });

  it('is the company’s alone, for a real day', async () => {
    const byManager = await settle('2025-01-15', world.manager);
    expect(byManager.body.code).toBe(ResultCode.forbidden);
    expect(byManager.body.msg).toBe('Only the company can download the settlement');
    expect((await settle('2025-02-30')).body.code).toBe(ResultCode.validation);
    // no date at all: a body the contract refuses
    expect((await world.server.raw(api.officeSettlement.path, {}, { session: world.company })).body.code).toBe(
      ResultCode.validation,
    );
  });
});
