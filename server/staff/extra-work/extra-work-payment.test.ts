import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import { receipts } from '../../db/schema';
import { describeOnEachDatabase, startTestServer } from '../../testing/harness';
import { extraWorkHelpers } from '../../testing/extra-work-fixture';
import { customerOrder, findWorkOrder, setupWorld, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

/*
 * Extra work found on the car, from approval to money: stock reserved at approval, one charge paid
 * through the sandbox gateway, the lines added to the order with a receipt of their own, sign-off
 * before delivery, and what hand-back does to what was left undecided or unpaid.
 */
describeOnEachDatabase('extra work found on the car: approval, payment and hand-back', (kind) => {
  let world: World;
  const x = extraWorkHelpers(() => world);

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
  }, 60_000);
  afterAll(() => world.server.close());

  const { finishAndReturn, sign } = x;

  it('approval reserves stock and makes one charge at the quoted prices; paying adds the lines to the order with a receipt of their own, and delivery waits for their sign-off', async () => {
    const pads = await x.newProduct(5, 15_000, 4_000);
    const { orderId, workOrderId } = await x.acceptedWork();
    const before = await customerOrder(world, orderId);
    const quoted = await x.quote(workOrderId, [
      { kind: 'product', productId: pads.id, quantity: 2 },
      { kind: 'labour', description: 'Brake fluid flush', labourSen: 5_000 },
    ]);
    const lineIds = quoted.data.extraWork.findings[0]?.lines.map((l) => l.id) ?? [];
    // the catalogue changes after the quote: the quote does not
    await x.changeProduct(pads.id, { priceSen: 9_900 });
    const approved = await x.decide(
      orderId,
      lineIds.map((lineId) => ({ lineId, decision: 'approve' as const })),
    );
    expect(approved.code, approved.msg).toBe(200);
    expect(await x.stockOf(pads.id)).toBe(3);
    const [charge] = approved.data.charges;
    expect(approved.data.charges).toHaveLength(1);
    expect(charge).toMatchObject({ status: 'unpaid', amountSen: 38_640 + 5_400, lineIds, serviceTaxSen: 1_040 });
    expect(approved.data.findings[0]?.lines[0]).toMatchObject({ unitPriceSen: 15_000, status: 'approved' });

    // before the car is in the workshop's hands the order may still be refunded whole: paying waits
    const early = await x.call(api.orderExtraWorkPay, { orderId, chargeId: charge?.id ?? 0 }, world.customer);
    expect(early).toMatchObject({
      code: ResultCode.illegalTransition,
      msg: 'Extra work can be paid once your car is in service',
    });
    await x.handOver(workOrderId);
    const paying = await x.startPaying(orderId, charge?.id ?? 0);
    expect(paying.amountSen).toBe(44_040);
    const back = await x.payOnSandbox(paying.reference);
    expect(back).toContain(`chargeId=${charge?.id}`);
    const status = await x.call(
      api.orderExtraWorkPayStatus,
      { orderId, chargeId: charge?.id ?? 0, reference: paying.reference },
      world.customer,
    );
    expect(status.data).toMatchObject({ status: 'paid', payStatus: 'paid', amountSen: 44_040 });

    // the lines are the order's items now, at their quoted prices, and the totals grew by the charge
    const after = await customerOrder(world, orderId);
    expect(after.items).toHaveLength(before.items.length + 2);
    expect(after.items.slice(-2).map((i) => [i.productId, i.priceSen, i.labourSen, i.quantity])).toEqual([
      [pads.id, 15_000, 4_000, 2],
      [null, 0, 5_000, 1],
    ]);
    expect(after.price.actualPaySen).toBe(before.price.actualPaySen + 44_040);
    expect(after.price.serviceTaxSen).toBe(before.price.serviceTaxSen + 1_040);
    // the order's history tells the story of the extra work, the payment with its method
    const history = after.timeline.map((e) => [e.status, e.note]);
    expect(history).toEqual(
      expect.arrayContaining([
        ['extraWorkQuoted', ''],
        ['extraWorkApproved', ''],
        ['extraWorkPaid', 'fpx:Maybank2u'],
      ]),
    );
    const paid = after.work?.extraWork;
    expect(paid?.charges[0]).toMatchObject({ status: 'paid' });
    expect(paid?.findings[0]?.lines.map((l) => l.status)).toEqual(['paid', 'paid']);
    expect((await latestMessages()).map((m) => m.title)).toContain('Extra work paid');

    // a receipt of its own, listing only the extra lines
    const docs = await x.call(api.orderDocuments, { orderId }, world.customer);
    expect(docs.data.receipts.filter((r) => r.kind === 'receipt')).toHaveLength(2);
    const [extra] = await world.server.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.extraChargeId, charge?.id ?? 0));
    expect(extra?.id).toBe(paid?.charges[0]?.receiptId);
    expect(extra?.totalSen).toBe(44_040);
    expect(extra?.snapshot.lines.map((l) => [l.kind, l.amountSen])).toEqual([
      ['part', 30_000],
      ['labour', 8_000],
      ['labour', 5_000],
    ]);
    expect(extra?.snapshot.lines[2]?.description).toBe('Labour: Brake fluid flush');
    // the office's payments tell the charge's payment from the order's own
    const office = await x.call(api.officePaymentPage, { filter: { orderNo: after.orderNo } }, world.company);
    expect(office.data.list.map((p) => [p.forExtraWork, p.amountSen])).toEqual([
      [true, 44_040],
      [false, before.price.actualPaySen],
    ]);

    // delivery waits for the extra lines' signatures as for the order's own
    await finishAndReturn(workOrderId);
    const wo = await findWorkOrder(world, world.technician, workOrderId);
    const extraItems = paid?.findings[0]?.lines.map((l) => l.orderItemId ?? 0) ?? [];
    const own = wo.signoffs.map((s) => s.orderItemId).filter((id) => !extraItems.includes(id));
    expect(wo.signoffs).toHaveLength(own.length + 2);
    await sign(workOrderId, own);
    const tooEarly = await x.call(api.workOrderDeliver, { id: workOrderId }, world.sales);
    expect(tooEarly.code).toBe(ResultCode.illegalTransition);
    await sign(workOrderId, extraItems);
    const delivered = await x.call(api.workOrderDeliver, { id: workOrderId }, world.sales);
    expect(delivered.code, delivered.msg).toBe(200);
    expect(await x.stockOf(pads.id)).toBe(3);
  });

  it('at hand-back undecided lines expire, an unpaid charge is cancelled with its stock given back, and decisions are refused', async () => {
    const wipers = await x.newProduct(4, 3_000, 1_000);
    const { orderId, workOrderId } = await x.acceptedWork();
    await x.handOver(workOrderId);
    const quoted = await x.quote(workOrderId, [
      { kind: 'product', productId: wipers.id },
      { kind: 'labour', description: 'Headlamp polish', labourSen: 8_000 },
    ]);
    const [wiper, polish] = quoted.data.extraWork.findings[0]?.lines ?? [];
    const approved = await x.decide(orderId, [{ lineId: wiper?.id ?? 0, decision: 'approve' }]);
    expect(approved.code, approved.msg).toBe(200);
    expect(await x.stockOf(wipers.id)).toBe(3);
    const chargeId = approved.data.charges[0]?.id ?? 0;

    await finishAndReturn(workOrderId);
    await sign(workOrderId);
    const delivered = await x.call(api.workOrderDeliver, { id: workOrderId }, world.sales);
    expect(delivered.code, delivered.msg).toBe(200);

    const closed = await x.extraWork(orderId);
    expect(closed).toMatchObject({ decidable: false, payable: false });
    expect(closed.findings[0]?.lines.map((l) => l.status)).toEqual(['cancelled', 'expired']);
    expect(closed.findings[0]?.lines.every((l) => l.closedAt !== null)).toBe(true);
    expect(closed.charges[0]).toMatchObject({ status: 'cancelled' });
    expect(await x.stockOf(wipers.id)).toBe(4);
    const late = await x.decide(orderId, [{ lineId: polish?.id ?? 0, decision: 'approve' }]);
    expect(late).toMatchObject({
      code: ResultCode.illegalTransition,
      msg: 'The car has been handed back: quoted extra work can no longer be approved or declined',
    });
    const pay = await x.call(api.orderExtraWorkPay, { orderId, chargeId }, world.customer);
    expect(pay).toMatchObject({ code: ResultCode.illegalTransition, msg: 'This charge is not waiting for payment' });
  });

  it('never takes stock below zero: an approval of more than is left is refused and changes nothing', async () => {
    const battery = await x.newProduct(1, 42_000, 2_000);
    const { orderId, workOrderId } = await x.acceptedWork();
    const quoted = await x.quote(workOrderId, [{ kind: 'product', productId: battery.id, quantity: 2 }]);
    const lineId = quoted.data.extraWork.findings[0]?.lines[0]?.id ?? 0;
    const refused = await x.decide(orderId, [{ lineId, decision: 'approve' }]);
    expect(refused).toMatchObject({ code: ResultCode.conflict, msg: 'Only 1 left in stock' });
    expect(await x.stockOf(battery.id)).toBe(1);
    const still = await x.extraWork(orderId);
    expect(still.findings[0]?.lines[0]?.status).toBe('pending');
    expect(still.charges).toEqual([]);
  });

  const latestMessages = async () =>
    (await x.call(api.messagePage, { pageSize: 5 }, world.customer)).data.list as { title: string }[];
});
