import type { Hono } from 'hono';
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import type { OrderStatus, OrderType, RefundStatus } from '../../src/shared/contract/orders';
import {
  signupPage,
  signupReview,
  staffComplaintPage,
  staffComplaintUpdate,
  staffLogin,
  staffMemberList,
  staffOrderFind,
  staffOrderNote,
  staffOrderPack,
  staffOrderPage,
  staffOrderPickup,
  staffOrderShip,
  staffRefundPage,
  staffRefundReview,
  staffRegister,
  storeOverview,
  workOrderAccept,
  workOrderDeliver,
  workOrderDispatch,
  workOrderFind,
  workOrderGroupPhoto,
  workOrderHandover,
  workOrderNote,
  workOrderPage,
  workOrderProgress,
  workOrderReject,
  workOrderReturn,
  workOrderRework,
  workOrderSignoff,
  workOrderStatuses,
  workOrderTabsCall,
  type WorkOrderStatus,
} from '../../src/shared/contract/staff';
import type { Complaint } from '../../src/shared/contract/support';
import { createSession } from '../auth/session.service';
import { loadUserInfo } from '../auth/user-info';
import type { Db } from '../db/client';
import { complaints, orders, refunds, stores, users, workOrders, type Localized } from '../db/schema';
import type { ServerDeps } from '../http/context';
import { AppError, notFound, succeed } from '../http/errors';
import { mountCall } from '../http/mount-call';
import { pick } from '../i18n/language';
import { notify } from '../inbox/notify';
import { type OrderRow } from '../orders/orders.service';
import { reviewRefund, toRefund } from '../refunds/refund.service';
import { mediaUrls } from '../uploads/uploads.service';
import { registerStaff, checkStaffPassword, reviewSignup, signupPage as listSignups } from './accounts.service';
import { can, requireAction, requireStore, storeScope } from './permissions';
import { OPEN_STATUSES } from './work-order-state';
import {
  keywordCondition,
  scopeCondition,
  tabCondition,
  tabCounts,
  workOrderDetail,
  workOrderPageOf,
} from './work-order-view';
import * as goods from './goods-orders.service';
import * as steps from './work-orders.service';

const complaintThing: Localized = { en: 'Complaint', ms: 'Aduan', zh: '投诉' };
const refundThing: Localized = { en: 'Refund request', ms: 'Permohonan bayaran balik', zh: '退款申请' };
const storeThing: Localized = { en: 'Store', ms: 'Kedai', zh: '门店' };

const stepResult = (r: { id: number; status: WorkOrderStatus; orderStatus: OrderStatus }) => ({
  id: r.id,
  status: r.status,
  orderStatus: r.orderStatus,
});

/** The store that serves an order: the workshop of an installation, the counter of a self-pickup. */
const orderStoreId = (order: Pick<OrderRow, 'storeId' | 'pickupStoreId'>) => order.storeId ?? order.pickupStoreId;

/** Orders of the caller's store (install at it or picked up there); the company: every order. */
function orderScope(user: { role: string; storeId: number | null }): SQL | undefined {
  if (user.role === 'company') return undefined;
  const id = user.storeId ?? -1;
  return sql`coalesce(${orders.storeId}, ${orders.pickupStoreId}) = ${id}`;
}

export function mountStaffRoutes(app: Hono, deps: ServerDeps) {
  const toComplaint = (row: typeof complaints.$inferSelect, orderNo: string, now: Date): Complaint => ({
    id: row.id,
    complaintNo: row.complaintNo,
    orderId: row.orderId,
    orderNo,
    content: row.content,
    screenshots: mediaUrls(deps.config, row.screenshots, now),
    status: row.status,
    processingResult: row.processingResult,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  // ---- accounts -------------------------------------------------------------------------------

  mountCall(app, deps, staffRegister, async (input, ctx) => {
    const result = await registerStaff(ctx.db, input, ctx.now);
    if (!('id' in result)) return result;
    return succeed({ id: result.id, status: 'pending' as const }, 'accountPending');
  });

  mountCall(app, deps, staffLogin, async ({ phone, password }, ctx) => {
    const user = await checkStaffPassword(ctx.db, phone, password, ctx.ip, ctx.now);
    if (!('id' in user)) return user;
    const session = await createSession(ctx.db, user.id, deps.config.sessionDays, ctx.now);
    const userInfo = await loadUserInfo(ctx.db, user.id);
    if (!userInfo) throw new AppError(ResultCode.internal, 'internal');
    return { userKey: session.userKey, secret: session.secret, expiresAt: session.expiresAt.toISOString(), userInfo };
  });

  mountCall(app, deps, signupPage, (q, ctx) => listSignups(ctx.db, ctx.user, q));

  mountCall(app, deps, signupReview, (input, ctx) =>
    reviewSignup(ctx.db, ctx.user, input, ctx.now, (phone, text) =>
      ctx.afterCommit(() => deps.sms.send(phone, text, '')),
    ),
  );

  mountCall(app, deps, staffMemberList, async ({ storeId, role }, ctx) => {
    const me = requireAction(ctx.user, 'listStaff');
    if (storeId !== undefined) requireStore(me, storeId, storeThing);
    const store = storeId ?? storeScope(me);
    const rows = await ctx.db
      .select({ id: users.id, name: users.name, phone: users.phone, role: users.role, storeId: users.storeId })
      .from(users)
      .where(
        and(
          eq(users.status, 'active'),
          inArray(users.role, role ? [role] : ['sales', 'technician', 'manager']),
          store === null ? isNotNull(users.storeId) : eq(users.storeId, store),
        ),
      )
      .orderBy(asc(users.name));
    const ids = rows.map((r) => r.id);
    const open =
      ids.length > 0
        ? await ctx.db
            .select({ technicianId: workOrders.technicianId, salesId: workOrders.salesId })
            .from(workOrders)
            .where(inArray(workOrders.status, [...OPEN_STATUSES]))
        : [];
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      phone: r.phone,
      role: r.role as 'sales' | 'technician' | 'manager',
      storeId: r.storeId ?? 0,
      openWork: open.filter((w) => w.technicianId === r.id || w.salesId === r.id).length,
    }));
  });

  // ---- work orders ----------------------------------------------------------------------------

  mountCall(app, deps, workOrderTabsCall, async ({ storeId }, ctx) => {
    const me = requireAction(ctx.user, 'viewWork');
    if (storeId !== undefined) requireStore(me, storeId, storeThing);
    return tabCounts(ctx.db, scopeCondition(me, storeId));
  });

  mountCall(app, deps, workOrderPage, async (q, ctx) => {
    const me = requireAction(ctx.user, 'viewWork');
    if (q.storeId !== undefined) requireStore(me, q.storeId, storeThing);
    const where = and(
      scopeCondition(me, q.storeId),
      tabCondition(q.tab),
      q.mine ? sql`(${workOrders.technicianId} = ${me.id} or ${workOrders.salesId} = ${me.id})` : undefined,
      keywordCondition(q.keyword),
    );
    return workOrderPageOf(ctx.db, where, q.pageNo, q.pageSize, ctx.lang);
  });

  mountCall(app, deps, workOrderFind, async ({ id }, ctx) => {
    const me = requireAction(ctx.user, 'viewWork');
    const wo = await steps.loadWorkOrder(ctx.db, me, id);
    return workOrderDetail(ctx.db, deps.config, me, wo, ctx.lang, ctx.now, (row, orderNo) =>
      toComplaint(row, orderNo, ctx.now),
    );
  });

  mountCall(app, deps, workOrderDispatch, async (input, ctx) =>
    stepResult(await steps.dispatch(ctx.db, ctx.user, input, ctx.now)),
  );
  mountCall(app, deps, workOrderAccept, async ({ id }, ctx) =>
    stepResult(await steps.accept(ctx.db, ctx.user, id, ctx.now)),
  );
  mountCall(app, deps, workOrderReject, async ({ id, reason }, ctx) =>
    stepResult(await steps.reject(ctx.db, ctx.user, id, reason, ctx.now)),
  );
  mountCall(app, deps, workOrderHandover, async (input, ctx) =>
    stepResult(await steps.handover(ctx.db, ctx.user, input, ctx.now)),
  );
  mountCall(app, deps, workOrderGroupPhoto, async ({ id, photo }, ctx) =>
    stepResult(await steps.groupPhoto(ctx.db, ctx.user, id, photo, ctx.now)),
  );
  mountCall(app, deps, workOrderProgress, async (input, ctx) =>
    stepResult(await steps.progress(ctx.db, ctx.user, input, ctx.now)),
  );
  mountCall(app, deps, workOrderSignoff, async (input, ctx) => {
    const { rows, allSigned } = await steps.signoff(ctx.db, ctx.user, input, ctx.now);
    return {
      id: input.id,
      allSigned,
      signoffs: rows.map(({ signoff, item }) => ({
        id: signoff.id,
        orderItemId: item.id,
        productName: pick(item.name, ctx.lang),
        quantity: item.quantity,
        status: signoff.status,
        signerName: signoff.signerName,
        signature: signoff.signatureImage
          ? { id: signoff.signatureImage, url: mediaUrls(deps.config, [signoff.signatureImage], ctx.now)[0] ?? '' }
          : null,
        signedAt: signoff.signedAt?.toISOString() ?? null,
      })),
    };
  });
  mountCall(app, deps, workOrderReturn, async (input, ctx) =>
    stepResult(await steps.returnPhotos(ctx.db, ctx.user, input, ctx.now)),
  );
  mountCall(app, deps, workOrderDeliver, async ({ id }, ctx) =>
    stepResult(await steps.deliver(ctx.db, ctx.user, id, ctx.now)),
  );
  mountCall(app, deps, workOrderNote, async (input, ctx) => steps.note(ctx.db, ctx.user, input, ctx.now));
  mountCall(app, deps, workOrderRework, async (input, ctx) => {
    const result = await steps.rework(ctx.db, ctx.user, input, ctx.now);
    return { ...stepResult(result), reworkId: result.reworkId };
  });

  // ---- complaints -----------------------------------------------------------------------------

  async function staffComplaints(db: Db, where: SQL | undefined, now: Date, paging?: [number, number]) {
    const query = db
      .select({ complaint: complaints, order: orders })
      .from(complaints)
      .innerJoin(orders, eq(orders.id, complaints.orderId))
      .where(where)
      .orderBy(desc(complaints.createdAt), desc(complaints.id));
    const rows = paging ? await query.limit(paging[1]).offset((paging[0] - 1) * paging[1]) : await query;
    const woIds = await steps.workOrderIdsOf(
      db,
      rows.map((r) => r.order.id),
    );
    return rows.map(({ complaint, order }) => ({
      ...toComplaint(complaint, order.orderNo, now),
      customerName: order.customerName,
      customerPhone: order.customerPhone,
      plate: order.plate,
      storeId: orderStoreId(order),
      workOrderId: woIds.get(order.id) ?? null,
    }));
  }

  mountCall(app, deps, staffComplaintPage, async ({ status, pageNo, pageSize }, ctx) => {
    const me = requireAction(ctx.user, 'viewComplaints');
    const where = and(orderScope(me), status ? eq(complaints.status, status) : undefined);
    const [total] = await ctx.db
      .select({ n: count() })
      .from(complaints)
      .innerJoin(orders, eq(orders.id, complaints.orderId))
      .where(where);
    const list = await staffComplaints(ctx.db, where, ctx.now, [pageNo, pageSize]);
    return { list, total: total?.n ?? 0, pageNo, pageSize };
  });

  mountCall(app, deps, staffComplaintUpdate, async (input, ctx) => {
    const me = requireAction(ctx.user, 'followComplaints');
    const [row] = await ctx.db
      .select({ complaint: complaints, order: orders })
      .from(complaints)
      .innerJoin(orders, eq(orders.id, complaints.orderId))
      .where(eq(complaints.id, input.id))
      .for('update', { of: complaints });
    if (!row) throw notFound(complaintThing);
    requireStore(me, orderStoreId(row.order), complaintThing);
    const from = row.complaint.status;
    const allowed = input.status === 'in_progress' ? from === 'pending' : from !== 'processed';
    if (!allowed) {
      throw new AppError(ResultCode.illegalTransition, 'illegalTransition', {
        thing: { en: 'complaint', ms: 'aduan', zh: '投诉' },
        state: from,
      });
    }
    if (input.status === 'processed' && input.processingResult === '')
      throw new AppError(ResultCode.validation, 'processingResultRequired');
    let reworkId: number | null = null;
    if (input.rework) {
      const [wo] = await ctx.db.select().from(workOrders).where(eq(workOrders.orderId, row.order.id));
      if (!wo) throw new AppError(ResultCode.validation, 'installOnly');
      reworkId = (
        await steps.rework(ctx.db, me, { id: wo.id, ...input.rework, complaintId: row.complaint.id }, ctx.now)
      ).reworkId;
    }
    await ctx.db
      .update(complaints)
      .set({
        status: input.status,
        processingResult: input.status === 'processed' ? input.processingResult : row.complaint.processingResult,
        handlerId: me.id,
        updatedAt: ctx.now,
      })
      .where(eq(complaints.id, row.complaint.id));
    const no = row.complaint.complaintNo;
    await notify(ctx.db, row.complaint.userId, {
      kind: 'complaint',
      ...(input.status === 'in_progress'
        ? {
            title: { en: 'Complaint in progress', ms: 'Aduan sedang diproses', zh: '投诉处理中' },
            content: {
              en: `We are working on your complaint ${no} about order ${row.order.orderNo}.`,
              ms: `Kami sedang menguruskan aduan anda ${no} berkenaan pesanan ${row.order.orderNo}.`,
              zh: `我们正在处理您关于订单 ${row.order.orderNo} 的投诉 ${no}。`,
            },
          }
        : {
            title: { en: 'Complaint processed', ms: 'Aduan telah diproses', zh: '投诉已处理' },
            content: {
              en: `Your complaint ${no} has been processed: ${input.processingResult}`,
              ms: `Aduan anda ${no} telah diproses: ${input.processingResult}`,
              zh: `您的投诉 ${no} 已处理：${input.processingResult}`,
            },
          }),
      refType: 'complaint',
      refId: row.complaint.id,
    });
    const [view] = await staffComplaints(ctx.db, eq(complaints.id, row.complaint.id), ctx.now);
    if (!view) throw new AppError(ResultCode.internal, 'internal');
    return { ...view, reworkId };
  });

  // ---- refunds --------------------------------------------------------------------------------

  async function staffRefunds(db: Db, where: SQL | undefined, now: Date, paging?: [number, number]) {
    const query = db
      .select({ refund: refunds, order: orders, storeName: stores.name })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .leftJoin(stores, sql`${stores.id} = coalesce(${orders.storeId}, ${orders.pickupStoreId})`)
      .where(where)
      .orderBy(sql`(${refunds.status} = 'pendingReview') desc`, asc(refunds.dueAt), desc(refunds.id));
    const rows = paging ? await query.limit(paging[1]).offset((paging[0] - 1) * paging[1]) : await query;
    return rows.map(({ refund, order, storeName }) => ({
      ...toRefund(refund, order.actualPaySen),
      orderNo: order.orderNo,
      orderType: order.orderType as OrderType,
      orderStatus: order.status as OrderStatus,
      storeId: orderStoreId(order),
      storeName,
      customerName: order.customerName,
      customerPhone: order.customerPhone,
      overdue: refund.status === 'pendingReview' && refund.dueAt < now,
    }));
  }

  mountCall(app, deps, staffRefundPage, async ({ status, pageNo, pageSize }, ctx) => {
    const me = requireAction(ctx.user, 'reviewRefunds');
    const where = and(orderScope(me), status ? eq(refunds.status, status) : undefined);
    const [total] = await ctx.db
      .select({ n: count() })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(where);
    const list = await staffRefunds(ctx.db, where, ctx.now, [pageNo, pageSize]);
    return { list, total: total?.n ?? 0, pageNo, pageSize };
  });

  mountCall(app, deps, staffRefundReview, async ({ id, approve, note }, ctx) => {
    const me = requireAction(ctx.user, 'reviewRefunds');
    const [row] = await ctx.db
      .select({ refund: refunds, order: orders })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(refunds.id, id));
    if (!row) throw notFound(refundThing);
    // mail orders belong to no store: their refunds are the company's (work-order-flow.ts PERMISSIONS)
    if (orderStoreId(row.order) === null) requireAction(me, 'reviewMailRefunds');
    else requireStore(me, orderStoreId(row.order), refundThing);
    if ((row.refund.status as RefundStatus) === 'pendingReview' && !approve && note === '')
      throw new AppError(ResultCode.validation, 'rejectReasonRequired');
    const status = await reviewRefund(ctx.db, id, { approve, note, reviewerId: me.id }, ctx.now);
    // the money goes back once this decision is committed, never from inside it
    if (status === 'processing') ctx.afterCommit(() => deps.refunds.sendDue());
    const [view] = await staffRefunds(ctx.db, eq(refunds.id, id), ctx.now);
    if (!view) throw new AppError(ResultCode.internal, 'internal');
    return view;
  });

  // ---- self-pickup and mail orders (rules: goods-orders.service.ts) ---------------------------

  mountCall(app, deps, staffOrderPage, (input, ctx) =>
    goods.goodsOrderPage(ctx.db, requireAction(ctx.user, 'viewOrders'), input, ctx.lang),
  );

  mountCall(app, deps, staffOrderFind, (input, ctx) =>
    goods.findGoodsOrder(ctx.db, requireAction(ctx.user, 'viewOrders'), input, deps.config, ctx.now, ctx.lang),
  );

  mountCall(app, deps, staffOrderPickup, (input, ctx) =>
    goods.pickUpOrder(ctx.db, requireAction(ctx.user, 'handOverGoods'), input, deps.config, ctx.now, ctx.lang),
  );

  mountCall(app, deps, staffOrderPack, ({ orderId }, ctx) =>
    goods.packOrder(ctx.db, requireAction(ctx.user, 'handOverGoods'), orderId, ctx.now, ctx.lang),
  );

  mountCall(app, deps, staffOrderShip, (input, ctx) =>
    goods.shipOrder(ctx.db, requireAction(ctx.user, 'handOverGoods'), input, ctx.now, ctx.lang),
  );

  mountCall(app, deps, staffOrderNote, (input, ctx) =>
    goods.noteOrder(ctx.db, requireAction(ctx.user, 'noteGoods'), input, ctx.now, ctx.lang),
  );

  // ---- manager desk ---------------------------------------------------------------------------

  mountCall(app, deps, storeOverview, async (_payload, ctx) => {
    const me = requireAction(ctx.user, 'overview');
    const scope = storeScope(me);
    const storeRows = await ctx.db
      .select({ id: stores.id, name: stores.name })
      .from(stores)
      .where(scope === null ? undefined : eq(stores.id, scope))
      .orderBy(asc(stores.name));
    const byStatus = await ctx.db
      .select({ storeId: workOrders.storeId, status: workOrders.status, n: count() })
      .from(workOrders)
      .where(scope === null ? undefined : eq(workOrders.storeId, scope))
      .groupBy(workOrders.storeId, workOrders.status);
    const storeOf = sql<number>`coalesce(${orders.storeId}, ${orders.pickupStoreId})`;
    const openComplaints = await ctx.db
      .select({ storeId: storeOf, n: count() })
      .from(complaints)
      .innerJoin(orders, eq(orders.id, complaints.orderId))
      .where(and(inArray(complaints.status, ['pending', 'in_progress']), orderScope(me)))
      .groupBy(storeOf);
    const pendingRefunds = await ctx.db
      .select({
        storeId: storeOf,
        n: count(),
        overdue: sql<number>`count(*) filter (where ${refunds.dueAt} < ${ctx.now.toISOString()})::int`,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(eq(refunds.status, 'pendingReview'), orderScope(me)))
      .groupBy(storeOf);
    const signups = await ctx.db
      .select({ storeId: users.storeId, n: count() })
      .from(users)
      .where(and(eq(users.status, 'pending'), scope === null ? undefined : eq(users.storeId, scope)))
      .groupBy(users.storeId);
    const mailRefunds = pendingRefunds.find((r) => r.storeId === null);
    const mailOrders = can(me, 'reviewMailRefunds')
      ? {
          pendingRefunds: mailRefunds?.n ?? 0,
          overdueRefunds: Number(mailRefunds?.overdue ?? 0),
          openComplaints: openComplaints.find((r) => r.storeId === null)?.n ?? 0,
        }
      : null;
    const perStore = storeRows.map((store) => ({
      storeId: store.id,
      storeName: store.name,
      counts: Object.fromEntries(
        workOrderStatuses.map((status) => [
          status,
          byStatus.find((r) => r.storeId === store.id && r.status === status)?.n ?? 0,
        ]),
      ) as Record<WorkOrderStatus, number>,
      openComplaints: openComplaints.find((r) => Number(r.storeId) === store.id)?.n ?? 0,
      pendingRefunds: pendingRefunds.find((r) => Number(r.storeId) === store.id)?.n ?? 0,
      overdueRefunds: Number(pendingRefunds.find((r) => Number(r.storeId) === store.id)?.overdue ?? 0),
      pendingSignups: signups.find((r) => r.storeId === store.id)?.n ?? 0,
    }));
    return { stores: perStore, mailOrders };
  });
}
