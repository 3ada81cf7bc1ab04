import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import { extraCharges, payments, receipts } from '../../db/schema';
import { describeOnPostgres, startTestServer } from '../../testing/harness';
import { extraWorkHelpers } from '../../testing/extra-work-fixture';
import { customerOrder, setupWorld, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

/**
 * Extra work under parallel requests (docs/architecture.md#counted): one approval sent twice makes
 * one charge, a charge is paid once whatever how many verdicts arrive, and parallel approvals of
 * the last unit never take stock below zero.
 */
describeOnPostgres('extra work under parallel requests', (kind) => {
  let world: World;
  const x = extraWorkHelpers(() => world);

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
  }, 60_000);
  afterAll(() => world.server.close());

  const chargesOf = (orderId: number) =>
    world.server.database.db.select().from(extraCharges).where(eq(extraCharges.orderId, orderId));
  const paymentOf = async (reference: string) =>
    (await world.server.database.db.select().from(payments).where(eq(payments.reference, reference)))[0];

  /** A quoted, handed-over job with one product line and one labour line. */
  async function quotedJob(productId: number, quantity = 1) {
    const job = await x.acceptedWork();
    await x.handOver(job.workOrderId);
    const quoted = await x.quote(job.workOrderId, [
      { kind: 'product', productId, quantity },
      { kind: 'labour', description: 'Caliper service', labourSen: 6_000 },
    ]);
    expect(quoted.code, quoted.msg).toBe(200);
    const lineIds = quoted.data.extraWork.findings[0]?.lines.map((l) => l.id) ?? [];
    return { ...job, lineIds };
  }

  const approveAll = (orderId: number, lineIds: number[]) =>
    x.decide(
      orderId,
      lineIds.map((lineId) => ({ lineId, decision: 'approve' as const })),
    );

  it('the same approval sent twice at once makes one charge, takes stock once and is charged once', async () => {
    const pads = await x.newProduct(10);
    for (let round = 0; round < 3; round++) {
      const { orderId, lineIds } = await quotedJob(pads.id, 2);
      const before = await x.stockOf(pads.id);
      const answers = await Promise.all([approveAll(orderId, lineIds), approveAll(orderId, lineIds)]);
      expect(answers.map((a) => a.code)).toEqual([200, 200]);
      expect(await chargesOf(orderId)).toHaveLength(1);
      expect(await x.stockOf(pads.id)).toBe(before - 2);
      // both answers show the one charge
      const ids = answers.map((a) => a.data.charges.map((c) => c.id));
      expect(ids[0]).toEqual(ids[1]);
    }
  });

  it('pays a charge once: five copies of one paid event, and paid verdicts of two attempts at once', async () => {
    const pads = await x.newProduct(10);
    const { orderId, lineIds } = await quotedJob(pads.id);
    const approved = await approveAll(orderId, lineIds);
    const chargeId = approved.data.charges[0]?.id ?? 0;
    const before = await customerOrder(world, orderId);

    const first = await x.startPaying(orderId, chargeId);
    const copies = await Promise.all(
      Array.from({ length: 5 }, () => x.callback(first.reference, first.amountSen, `sbx_once_${first.reference}`)),
    );
    expect(copies.filter((o) => o === 'applied')).toHaveLength(1);
    expect(copies.filter((o) => o === 'duplicate')).toHaveLength(4);
    // the payer had started again before the money came: that attempt's money goes back
    const { orderId: otherOrder, lineIds: otherLines } = await quotedJob(pads.id);
    const otherCharge = (await approveAll(otherOrder, otherLines)).data.charges[0]?.id ?? 0;
    const otherBefore = await customerOrder(world, otherOrder);
    const a = await x.startPaying(otherOrder, otherCharge);
    const b = await x.startPaying(otherOrder, otherCharge);
    const outcomes = await Promise.all([x.callback(a.reference, a.amountSen), x.callback(b.reference, b.amountSen)]);
    // which attempt's money goes back is the race's outcome (read before sorting the outcomes)
    const refunded = outcomes[0] === 'refunded' ? a.reference : b.reference;
    expect([...outcomes].sort()).toEqual(['applied', 'refunded']);
    for (const [order, charge, paidBefore, amount] of [
      [orderId, chargeId, before.price.actualPaySen, first.amountSen],
      [otherOrder, otherCharge, otherBefore.price.actualPaySen, a.amountSen],
    ] as const) {
      const [row] = await chargesOf(order);
      expect(row?.status).toBe('paid');
      const docs = await world.server.database.db.select().from(receipts).where(eq(receipts.extraChargeId, charge));
      expect(docs).toHaveLength(1);
      const detail = await customerOrder(world, order);
      expect(detail.items.filter((i) => i.productId === null)).toHaveLength(1);
      expect(detail.price.actualPaySen).toBe(paidBefore + amount);
    }
    for (let i = 0; i < 50 && (await paymentOf(refunded))?.status !== 'refunded'; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(world.server.refundCalls.filter((r) => r.reference === refunded)).toHaveLength(1);
  });

  it('a paid verdict racing the hand-back: either the charge is paid and delivery waits for its sign-off, or the car goes and the money back', async () => {
    const pads = await x.newProduct(20);
    for (let round = 0; round < 3; round++) {
      const { orderId, workOrderId, lineIds } = await quotedJob(pads.id);
      const chargeId = (await approveAll(orderId, lineIds)).data.charges[0]?.id ?? 0;
      await x.finishAndReturn(workOrderId);
      await x.sign(workOrderId);
      const paying = await x.startPaying(orderId, chargeId);
      const [delivered, outcome] = await Promise.all([
        x.call(api.workOrderDeliver, { id: workOrderId }, world.sales),
        x.callback(paying.reference, paying.amountSen),
      ]);
      const [charge] = await chargesOf(orderId);
      if (delivered.code === 200) {
        expect(outcome).toBe('refunded');
        expect(charge?.status).toBe('cancelled');
      } else {
        expect(delivered.code).toBe(ResultCode.illegalTransition);
        expect(outcome).toBe('applied');
        expect(charge?.status).toBe('paid');
        await x.sign(workOrderId);
        expect((await x.call(api.workOrderDeliver, { id: workOrderId }, world.sales)).code).toBe(200);
      }
    }
  });

  it('parallel approvals of the last unit by two customers: one is refused, stock ends at zero', async () => {
    const last = await x.newProduct(2);
    for (let round = 0; round < 3; round++) {
      await x.changeProduct(last.id, { stock: 1 });
      const one = await quotedJob(last.id);
      const two = await quotedJob(last.id);
      const answers = await Promise.all([approveAll(one.orderId, one.lineIds), approveAll(two.orderId, two.lineIds)]);
      expect(answers.map((r) => r.code).sort()).toEqual([200, ResultCode.conflict].sort());
      expect(answers.find((r) => r.code === ResultCode.conflict)?.msg).toBe('Only 0 left in stock');
      expect(await x.stockOf(last.id)).toBe(0);
      const charged = [...(await chargesOf(one.orderId)), ...(await chargesOf(two.orderId))];
      expect(charged).toHaveLength(1);
    }
  });
});
