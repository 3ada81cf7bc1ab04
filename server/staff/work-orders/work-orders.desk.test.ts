import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { PayloadOf } from '../../../src/shared/contract/define-call';
import type { WorkOrderTab } from '../../../src/shared/contract/staff';
import { orders, refunds } from '../../db/schema';
import { type Session, describeOnEachDatabase } from '../../testing/harness';
import {
  customerOrder,
  findWorkOrder,
  latestMessages,
  paidInstall,
  paidMail,
  type World,
} from '../../testing/staff-fixtures';
import { workOrderFixture } from '../../testing/work-order-fixture';
import { api } from '../../../tests/support/api';

describeOnEachDatabase('staff work orders: refund review, goods desk, lists and desk fields', (kind) => {
  const fx = workOrderFixture(kind);
  const { call } = fx;
  let world: World;
  beforeAll(() => {
    ({ world } = fx);
  });
  it('refund review: overdue flagged, rejection needs a reason, approval cancels the work order', async () => {
    const { orderId, workOrderId } = await paidInstall(world);
    const asked = await world.server.call(
      api.refundRequest,
      { orderId, reason: 'Changed my mind', contact: '0123456789' },
      { session: world.customer },
    );
    expect(asked.body.code, asked.body.msg).toBe(200);
    const refundId = asked.body.data.id;
    await world.server.database.db
      .update(refunds)
      .set({ dueAt: new Date(Date.now() - 3_600_000) })
      .where(eq(refunds.id, refundId));
    const page = await world.server.call(api.staffRefundPage, { status: 'pendingReview' }, { session: world.manager });
    expect(page.body.data.list.find((r) => r.id === refundId)?.overdue).toBe(true);
    const overview = await world.server.call(api.storeOverview, {}, { session: world.manager });
    expect(overview.body.data.stores).toHaveLength(1);
    expect(overview.body.data.stores[0]?.overdueRefunds).toBeGreaterThanOrEqual(1);
    expect(overview.body.data.stores[0]?.counts.pendingAcceptance).toBeGreaterThanOrEqual(1);
    // mail orders belong to no store: a store manager has none to review
    expect(overview.body.data.mailOrders).toBeNull();
    const review = (body: PayloadOf<typeof api.staffRefundReview>, session = world.manager) =>
      world.server.call(api.staffRefundReview, body, { session });
    expect((await review({ id: refundId, approve: false })).body.msg).toBe('Please enter the reason for rejection');
    expect((await review({ id: refundId, approve: true }, world.otherManager)).body.code).toBe(ResultCode.notFound);
    const approved = await review({ id: refundId, approve: true, note: 'OK' });
    expect(approved.body.code, approved.body.msg).toBe(200);
    // approved in one transaction; the money is sent once it committed, before the answer goes out
    expect(approved.body.data.status).toBe('processing');
    const refunded = await customerOrder(world, orderId);
    expect(refunded).toMatchObject({ status: 'refunded', payStatus: 'refunded' });
    expect(refunded.refund?.status).toBe('completed');
    // a second tap answers the refund as it stands and pays nothing again
    const calls = world.server.refundCalls.length;
    expect((await review({ id: refundId, approve: true, note: 'OK' })).body.code).toBe(200);
    expect(world.server.refundCalls).toHaveLength(calls);
    expect((await findWorkOrder(world, world.manager, workOrderId)).status).toBe('cancelled');
    expect((await call(api.workOrderAccept, { id: workOrderId }, world.technician)).code).toBe(
      ResultCode.illegalTransition,
    );
  });

  it('hands self-pickup orders over against the pickup code and ships mail orders', async () => {
    const { server, customer } = world;
    const pickup = await server.call(
      api.orderAdd,
      {
        orderType: 'pickup',
        lines: [{ productId: world.dashcam.id, quantity: 1 }],
        plate: 'WXY 9',
        storeId: world.store.id,
      },
      { session: customer },
    );
    expect(pickup.body.code, pickup.body.msg).toBe(200);
    const { payInSandbox } = await import('../../testing/staff-fixtures');
    await payInSandbox(server, customer, pickup.body.data.id);
    const code = (await customerOrder(world, pickup.body.data.id)).pickupCode as string;
    const waiting = await server.call(api.staffOrderPage, { orderType: 'pickup' }, { session: world.sales });
    expect(waiting.body.data.list.map((o) => o.id)).toContain(pickup.body.data.id);
    const wrong = code === '000000' ? '111111' : '000000';
    const pick = (pickupCode: string, session = world.sales) =>
      server.call(api.staffOrderPickup, { orderId: pickup.body.data.id, pickupCode }, { session });
    expect((await pick(wrong)).body.msg).toBe('The pickup code is not correct');
    expect((await pick(code, world.otherSales)).body.code).toBe(ResultCode.notFound);
    expect((await pick(code)).body.data.status).toBe('completed');
    expect((await customerOrder(world, pickup.body.data.id)).status).toBe('completed');
    expect((await latestMessages(world))[0]?.title).toBe('Order collected');

    const { orderId: mailId } = await paidMail(world);
    const packed = await server.call(api.staffOrderPack, { orderId: mailId }, { session: world.sales });
    expect(packed.body.code, packed.body.msg).toBe(200);
    const noCourier = await server.call(
      api.staffOrderShip,
      { orderId: mailId, expressCompany: '', expressNo: 'X1' },
      { session: world.sales },
    );
    expect(noCourier.body.msg).toBe('Please enter the courier company');
    const shipped = await server.call(
      api.staffOrderShip,
      { orderId: mailId, expressCompany: 'Pos Laju', expressNo: 'EP123456789MY' },
      { session: world.sales },
    );
    expect(shipped.body.data.expressNo).toBe('EP123456789MY');
    const detail = await customerOrder(world, mailId);
    expect(detail).toMatchObject({ expressCompany: 'Pos Laju', expressNo: 'EP123456789MY' });
    expect(detail.actions.confirmReceipt).toBe(true);
    expect((await latestMessages(world))[0]?.title).toBe('Order shipped');
  });

  it('the Accept tab of a technician leaves out work dispatched to another technician', async () => {
    const { workOrderId } = await paidInstall(world);
    const { registerApproved } = await import('../../testing/staff-fixtures');
    const lim = await registerApproved(world.server, world.manager, {
      phone: '+60129000011',
      name: 'Lim Technician',
      storeId: world.store.id,
      role: 'technician',
    });
    const tabs = async (session: Session) =>
      (await call(api.workOrderTabsCall, {}, session)).data.find((t) => t.tab === 'pendingAcceptance')?.count ?? 0;
    const page = async (session: Session) =>
      (await call(api.workOrderPage, { tab: 'pendingAcceptance', pageSize: 100 }, session)).data.list.map((w) => w.id);
    const before = await tabs(world.technician);
    expect(await page(world.technician)).toContain(workOrderId);
    const dispatched = await call(api.workOrderDispatch, { id: workOrderId, technicianId: lim.userId }, world.manager);
    expect(dispatched.code, dispatched.msg).toBe(200);
    expect(await tabs(world.technician)).toBe(before - 1);
    expect(await page(world.technician)).not.toContain(workOrderId);
    expect(await page(lim)).toContain(workOrderId);
    // the manager still sees it
    expect(await page(world.manager)).toContain(workOrderId);
  });

  it('counts lines and units apart: one line of four tyres is not "and 3 more"', async () => {
    const { workOrderId } = await paidInstall(world, world.tyre, 4);
    const wo = await findWorkOrder(world, world.manager, workOrderId);
    expect(wo).toMatchObject({ itemCount: 4, lineCount: 1 });
  });

  it('fills the CMS order number at the desk and arrival remarks at the car', async () => {
    const { workOrderId, orderId } = await paidInstall(world);
    const cms = await call(api.workOrderNote, { id: workOrderId, cmsOrderNo: 'CMS-7781' }, world.sales);
    expect(cms.data.cmsOrderNo).toBe('CMS-7781');
    const remarks = await call(
      api.workOrderNote,
      { id: workOrderId, arrivalRemarks: 'Arrived with low tyre pressure' },
      world.technician,
    );
    expect(remarks.code, remarks.msg).toBe(200);
    // each field belongs to its role
    expect((await call(api.workOrderNote, { id: workOrderId, cmsOrderNo: 'X' }, world.technician)).code).toBe(
      ResultCode.forbidden,
    );
    expect((await call(api.workOrderNote, { id: workOrderId, arrivalRemarks: 'X' }, world.sales)).code).toBe(
      ResultCode.forbidden,
    );
    const wo = await findWorkOrder(world, world.manager, workOrderId);
    expect(wo).toMatchObject({ cmsOrderNo: 'CMS-7781', arrivalRemarks: 'Arrived with low tyre pressure' });
    expect(await customerOrder(world, orderId)).toMatchObject({
      cmsOrderNo: 'CMS-7781',
      arrivalRemarks: 'Arrived with low tyre pressure',
    });
  });

  it('finds work by its plate typed in any case, with or without its spaces, and LIKE wildcards as plain text', async () => {
    const { orderId, workOrderId } = await paidInstall(world);
    const found = async (keyword: string, session: Session = world.manager, tab: WorkOrderTab = 'all') => {
      const page = await call(api.workOrderPage, { tab, keyword, pageSize: 100 }, session);
      expect(page.code, page.msg).toBe(200);
      return page.data.list.map((w) => w.id);
    };
    // checkout keeps a plate as WXY1005: typed as written on the car, "wxy 1005"
    const { plate } = await findWorkOrder(world, world.manager, workOrderId);
    expect(plate).toMatch(/^WXY\d{4}$/);
    expect(await found(`wxy ${plate.slice(3)}`)).toEqual([workOrderId]);
    // an order kept with its space, as written
    await world.server.database.db.update(orders).set({ plate: 'WXY 1234' }).where(eq(orders.id, orderId));
    for (const keyword of ['wxy1234', 'WXY1234', 'WXY 1234', 'xy 12', 'W XY1234', ' wxy 1234 ']) {
      expect(await found(keyword), keyword).toEqual([workOrderId]);
    }
    // in the open tab only, and for the technician too
    expect(await found('wxy1234', world.technician, 'pendingAcceptance')).toEqual([workOrderId]);
    expect(await found('wxy1234', world.manager, 'completed')).toEqual([]);
    // the order and work numbers are still found as before
    const { orderNo, workNo } = await findWorkOrder(world, world.manager, workOrderId);
    expect(await found(orderNo.slice(-6))).toContain(workOrderId);
    expect(await found(workNo)).toEqual([workOrderId]);
    // a wildcard is a character to find, not "anything"
    for (const keyword of ['%', '_', 'WXY_234', 'WXY%34', '\\']) {
      expect(await found(keyword), keyword).toEqual([]);
    }
  });

  it("mail-order refunds are the company's to review, and counted where the company sees them", async () => {
    const { server, customer } = world;
    const { orderId: mailId } = await paidMail(world);
    const asked = await server.call(
      api.refundRequest,
      { orderId: mailId, reason: 'Wrong size', contact: '0123456789' },
      { session: customer },
    );
    expect(asked.body.code, asked.body.msg).toBe(200);
    const overview = async (session: Session) => (await server.call(api.storeOverview, {}, { session })).body.data;
    expect((await overview(world.manager)).mailOrders).toBeNull();
    expect((await overview(world.company)).mailOrders?.pendingRefunds).toBeGreaterThanOrEqual(1);
    const review = (session: Session) =>
      server.call(api.staffRefundReview, { id: asked.body.data.id, approve: true }, { session });
    expect((await review(world.manager)).body.code).toBe(ResultCode.forbidden);
    const approved = await review(world.company);
    expect(approved.body.code, approved.body.msg).toBe(200);
  });
});
