import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import type { OrderStatus } from '../../src/shared/contract/orders';
import { handoverSlots, type HandoverSlot, type WorkOrderStatus } from '../../src/shared/contract/staff';
import type { Role } from '../../src/shared/contract/fields';
import type { SessionUser } from '../auth/session.service';
import type { Db } from '../db/client';
import {
  complaints,
  orderItems,
  orders,
  products,
  refunds,
  reworks,
  users,
  vehicleHandovers,
  workOrders,
  workOrderSignoffs,
  type Localized,
} from '../db/schema';
import { AppError, forbidden, notFound } from '../http/errors';
import { notify } from '../inbox/notify';
import { recordEvent, transition, type OrderRow } from '../orders/orders.service';
import { requireOwnUploads } from '../uploads/uploads.service';
import { requireAction, requireStore } from './permissions';
import { blockerOf, type WorkOrderFacts } from '../../src/shared/contract/work-order-flow';
import { nextWorkOrderStatus, ORDER_EVENT_OF, type WorkOrderEvent } from './work-order-state';
import { formatAppointment, formatDate } from '../../src/shared/lib/format';

export type WorkOrderRow = typeof workOrders.$inferSelect;
export type HandoverRow = typeof vehicleHandovers.$inferSelect;

export const workOrderThing: Localized = { en: 'Work order', ms: 'Pesanan kerja', zh: '工单' };
const workOrderWord: Localized = { en: 'work order', ms: 'pesanan kerja', zh: '工单' };

/** Work order states as people read them, for refusals ('... while the work order is in service'). */
export const workOrderStatusText: Record<WorkOrderStatus, Localized> = {
  pendingAcceptance: { en: 'pending acceptance', ms: 'menunggu penerimaan', zh: '待接单' },
  rejected: { en: 'rejected', ms: 'ditolak', zh: '已驳回' },
  pendingHandover: { en: 'pending vehicle handover', ms: 'menunggu serahan kenderaan', zh: '待交车' },
  inService: { en: 'in service', ms: 'dalam servis', zh: '服务中' },
  pendingCollection: { en: 'pending vehicle collection', ms: 'menunggu pengambilan kenderaan', zh: '待取车' },
  completed: { en: 'completed', ms: 'selesai', zh: '已完成' },
  cancelled: { en: 'cancelled', ms: 'dibatalkan', zh: '已取消' },
};

const illegal = (status: string) =>
  new AppError(ResultCode.illegalTransition, 'illegalTransition', {
    thing: workOrderWord,
    state: workOrderStatusText[status as WorkOrderStatus] ?? status,
  });

/** Refuses an event the state machine does not allow in the work order's current state. */
export function requireEvent(wo: WorkOrderRow, event: WorkOrderEvent): WorkOrderStatus {
  const to = nextWorkOrderStatus(wo.status as WorkOrderStatus, event);
  if (!to) throw illegal(wo.status);
  return to;
}

// ---- life cycle hooks -------------------------------------------------------------------------

/** Called where an installation order becomes paid: its work order waits for a technician. */
export async function createWorkOrderForPaidOrder(db: Db, order: OrderRow, now: Date) {
  if (order.orderType !== 'install' || order.storeId === null) return null;
  const [wo] = await db
    .insert(workOrders)
    .values({
      workNo: `WO${order.orderNo.replace(/^RD/, '')}`,
      orderId: order.id,
      storeId: order.storeId,
      status: 'pendingAcceptance',
      workDate: order.appointmentDate,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!wo) throw new AppError(ResultCode.internal, 'internal');
  const items = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id));
  if (items.length > 0) {
    await db.insert(workOrderSignoffs).values(items.map((item) => ({ workOrderId: wo.id, orderItemId: item.id })));
  }
  return wo;
}

/** Called where an order is refunded (or otherwise closed before the work): its work order is cancelled. */
export async function cancelWorkOrderOfOrder(db: Db, orderId: number, now: Date) {
  const open = await db
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.orderId, orderId), ne(workOrders.status, 'cancelled')))
    .for('update');
  for (const wo of open) {
    requireEvent(wo, 'cancel');
    await db.update(workOrders).set({ status: 'cancelled', updatedAt: now }).where(eq(workOrders.id, wo.id));
  }
}

// ---- loading ----------------------------------------------------------------------------------

/** A work order the caller's store owns (the company: any), else 1401 as if it did not exist. */
export async function loadWorkOrder(db: Db, user: SessionUser, id: number, lock = false): Promise<WorkOrderRow> {
  const query = db.select().from(workOrders).where(eq(workOrders.id, id));
  const [wo] = lock ? await query.for('update') : await query;
  if (!wo) throw notFound(workOrderThing);
  requireStore(user, wo.storeId, workOrderThing);
  return wo;
}

async function loadOrder(db: Db, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new AppError(ResultCode.internal, 'internal');
  return order;
}

/** Technician steps belong to the technician who accepted the work. */
function requireAssignee(wo: WorkOrderRow, user: SessionUser) {
  if (wo.technicianId !== null && wo.technicianId !== user.id)
    throw new AppError(ResultCode.conflict, 'assignedToOther');
}

/**
 * Moves a work order (and, for the events that carry one, the customer's order) in one go; the
 * update is conditional on the state read, so a concurrent step makes this one fail, not both.
 */
async function move(
  db: Db,
  wo: WorkOrderRow,
  event: WorkOrderEvent,
  actorId: number,
  now: Date,
  changes: Partial<WorkOrderRow> = {},
  orderChanges: Partial<OrderRow> = {},
  note = '',
) {
  const to = requireEvent(wo, event);
  const moved = await db
    .update(workOrders)
    .set({ ...changes, status: to, updatedAt: now })
    .where(and(eq(workOrders.id, wo.id), eq(workOrders.status, wo.status)))
    .returning({ id: workOrders.id });
  if (moved.length === 0) throw illegal(wo.status);
  const order = await loadOrder(db, wo.orderId);
  const orderEvent = ORDER_EVENT_OF[event];
  let orderStatus = order.status as OrderStatus;
  if (orderEvent) {
    orderStatus = await transition(db, order, orderEvent, orderChanges, note, actorId);
  } else if (Object.keys(orderChanges).length > 0) {
    await db
      .update(orders)
      .set({ ...orderChanges, updatedAt: now })
      .where(eq(orders.id, order.id));
  }
  return { id: wo.id, status: to, orderStatus, order };
}

/** A message to the customer about their order (MessageList), in three languages. */
async function tell(db: Db, order: OrderRow, title: Localized, content: Localized) {
  await notify(db, order.userId, { kind: 'workOrder', title, content, refType: 'order', refId: order.id });
}

const nameOf = async (db: Db, userId: number) =>
  (await db.select({ name: users.name }).from(users).where(eq(users.id, userId)))[0]?.name ?? '';

// ---- steps ------------------------------------------------------------------------------------

export async function dispatch(
  db: Db,
  user: SessionUser | null,
  input: { id: number; technicianId: number; salesId?: number | undefined },
  now: Date,
) {
  const me = requireAction(user, 'dispatch');
  const wo = await loadWorkOrder(db, me, input.id, true);
  requireEvent(wo, 'dispatch');
  const staffOf = async (userId: number, role: 'technician' | 'sales', label: Localized) => {
    const [person] = await db
      .select()
      .from(users)
      .where(
        and(eq(users.id, userId), eq(users.role, role), eq(users.status, 'active'), eq(users.storeId, wo.storeId)),
      );
    if (!person) throw new AppError(ResultCode.validation, 'assigneeInvalid', { role: label });
    return person;
  };
  const technician = await staffOf(input.technicianId, 'technician', {
    en: 'technician',
    ms: 'juruteknik',
    zh: '技师',
  });
  const sales = input.salesId
    ? await staffOf(input.salesId, 'sales', { en: 'sales consultant', ms: 'perunding jualan', zh: '销售顾问' })
    : null;
  const result = await move(
    db,
    wo,
    'dispatch',
    me.id,
    now,
    { technicianId: technician.id, ...(sales ? { salesId: sales.id } : {}) },
    sales ? { salespersonId: sales.id } : {},
  );
  await recordEvent(db, wo.orderId, 'dispatched', technician.name, me.id);
  return result;
}

export async function accept(db: Db, user: SessionUser | null, id: number, now: Date) {
  const me = requireAction(user, 'accept');
  const wo = await loadWorkOrder(db, me, id, true);
  requireEvent(wo, 'accept');
  requireAssignee(wo, me);
  const result = await move(db, wo, 'accept', me.id, now, { technicianId: me.id }, { technicianId: me.id });
  const name = await nameOf(db, me.id);
  const when = (lang: string) => formatAppointment(result.order.appointmentDate, result.order.appointmentSlot, lang);
  await tell(
    db,
    result.order,
    { en: 'Booking accepted', ms: 'Tempahan diterima', zh: '预约已接单' },
    {
      en: `Technician ${name} accepted order ${result.order.orderNo}. See you at the workshop on ${when('en')}.`,
      ms: `Juruteknik ${name} telah menerima pesanan ${result.order.orderNo}. Jumpa di bengkel pada ${when('ms')}.`,
      zh: `技师 ${name} 已接下订单 ${result.order.orderNo}，请于 ${when('zh')} 到店。`,
    },
  );
  return result;
}

export async function reject(db: Db, user: SessionUser | null, id: number, reason: string, now: Date) {
  const me = requireAction(user, 'reject');
  const wo = await loadWorkOrder(db, me, id, true);
  requireEvent(wo, 'reject');
  requireAssignee(wo, me);
  const result = await move(db, wo, 'reject', me.id, now, { rejectReason: reason, technicianId: null });
  await recordEvent(db, wo.orderId, 'workOrderRejected', reason, me.id);
  await tell(
    db,
    result.order,
    { en: 'Arranging your technician', ms: 'Mengatur juruteknik anda', zh: '正在为您安排技师' },
    {
      en: `The store is arranging another technician for order ${result.order.orderNo}. Your appointment stays the same.`,
      ms: `Kedai sedang mengatur juruteknik lain untuk pesanan ${result.order.orderNo}. Janji temu anda kekal sama.`,
      zh: `门店正在为订单 ${result.order.orderNo} 重新安排技师，您的预约时间不变。`,
    },
  );
  return result;
}

async function handoverRow(db: Db, workOrderId: number): Promise<HandoverRow | null> {
  const [row] = await db
    .select()
    .from(vehicleHandovers)
    .where(and(eq(vehicleHandovers.workOrderId, workOrderId), eq(vehicleHandovers.kind, 'handover')))
    .limit(1);
  return row ?? null;
}

async function saveHandoverRow(db: Db, workOrderId: number, values: Partial<HandoverRow>, actorId: number) {
  const existing = await handoverRow(db, workOrderId);
  if (existing) {
    await db.update(vehicleHandovers).set(values).where(eq(vehicleHandovers.id, existing.id));
  } else {
    await db
      .insert(vehicleHandovers)
      .values({ workOrderId, kind: 'handover', photos: {}, createdBy: actorId, ...values });
  }
}

export async function handover(
  db: Db,
  user: SessionUser | null,
  input: {
    id: number;
    photos: Partial<Record<HandoverSlot, string>>;
    remarks: string;
    unexpectedSituation: string;
    unexpectedImages: string[];
    draft: boolean;
  },
  now: Date,
) {
  const me = requireAction(user, 'handover');
  const wo = await loadWorkOrder(db, me, input.id, true);
  const event: WorkOrderEvent = input.draft ? 'saveHandover' : 'handover';
  requireEvent(wo, event);
  requireAssignee(wo, me);
  const photos: Record<string, string> = {};
  for (const slot of handoverSlots) {
    const uploadId = input.photos[slot];
    if (uploadId) photos[slot] = uploadId;
  }
  const unexpectedImages = [...new Set(input.unexpectedImages)];
  await requireOwnUploads(db, me.id, [...new Set([...Object.values(photos), ...unexpectedImages])], 'handover');
  if (!input.draft) {
    // the order's row lock first: a refund request (which takes it too) cannot slip in between
    const order = await loadOrder(db, wo.orderId);
    const [waiting] = await db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, ['pendingReview', 'reviewed'])))
      .limit(1);
    if (waiting) throw new AppError(ResultCode.illegalTransition, 'refundPendingHoldsWork');
    // the nine angles are guidance; the spec asks for at least one image of the car
    if (Object.keys(photos).length === 0 && unexpectedImages.length === 0)
      throw new AppError(ResultCode.validation, 'handoverImageRequired');
    // an unexpected situation must be shown, not only described
    if (input.unexpectedSituation !== '' && unexpectedImages.length === 0)
      throw new AppError(ResultCode.validation, 'handoverImageRequired');
  }
  await saveHandoverRow(
    db,
    wo.id,
    { photos, remarks: input.remarks, unexpectedSituation: input.unexpectedSituation, unexpectedImages },
    me.id,
  );
  if (input.draft) {
    await db.update(workOrders).set({ updatedAt: now }).where(eq(workOrders.id, wo.id));
    const order = await loadOrder(db, wo.orderId);
    return { id: wo.id, status: wo.status as WorkOrderStatus, orderStatus: order.status as OrderStatus, order };
  }
  const result = await move(db, wo, 'handover', me.id, now);
  await tell(
    db,
    result.order,
    { en: 'Service started', ms: 'Servis bermula', zh: '服务已开始' },
    {
      en: `Your car ${result.order.plate} has been handed over with photos of its condition. Work on order ${result.order.orderNo} has started.`,
      ms: `Kereta anda ${result.order.plate} telah diserahkan bersama foto keadaannya. Kerja untuk pesanan ${result.order.orderNo} telah bermula.`,
      zh: `您的车辆 ${result.order.plate} 已完成交车拍照，订单 ${result.order.orderNo} 开始施工。`,
    },
  );
  return result;
}

export async function groupPhoto(db: Db, user: SessionUser | null, id: number, photo: string, now: Date) {
  const me = requireAction(user, 'groupPhoto');
  const wo = await loadWorkOrder(db, me, id, true);
  requireEvent(wo, 'groupPhoto');
  await requireOwnUploads(db, me.id, [photo], 'group');
  const first = !(await handoverRow(db, wo.id))?.groupPhoto;
  await saveHandoverRow(db, wo.id, { groupPhoto: photo }, me.id);
  const salesId = wo.salesId ?? me.id;
  const result = await move(db, wo, 'groupPhoto', me.id, now, { salesId }, { salespersonId: salesId });
  await recordEvent(db, wo.orderId, 'groupPhoto', '', me.id);
  if (first) {
    await tell(
      db,
      result.order,
      { en: 'Handover photo taken', ms: 'Foto serahan diambil', zh: '已拍摄交车合影' },
      {
        en: `The group photo with your sales consultant, technician and car ${result.order.plate} is in order ${result.order.orderNo}.`,
        ms: `Foto berkumpulan bersama perunding jualan, juruteknik dan kereta ${result.order.plate} telah disimpan dalam pesanan ${result.order.orderNo}.`,
        zh: `销售顾问、技师与车辆 ${result.order.plate} 的合影已保存至订单 ${result.order.orderNo}。`,
      },
    );
  }
  return result;
}

/** True when an item of the order is solar tint film (the old film question applies). */
export async function isTintJob(db: Db, orderId: number) {
  const rows = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), eq(products.category, 'tint')))
    .limit(1);
  return rows.length > 0;
}

export async function progress(
  db: Db,
  user: SessionUser | null,
  input: {
    id: number;
    estimatedCompletionAt?: string | null | undefined;
    expectedDeliveryDate?: string | null | undefined;
    oldFilmRemoved?: boolean | null | undefined;
    oldFilmQuantity?: number | null | undefined;
    oldFilmImage?: string | null | undefined;
    remarks?: string | undefined;
    draft: boolean;
  },
  now: Date,
) {
  const me = requireAction(user, 'progress');
  const wo = await loadWorkOrder(db, me, input.id, true);
  requireEvent(wo, input.draft ? 'saveProgress' : 'finishWork');
  requireAssignee(wo, me);
  // fields left out keep what an earlier draft saved
  const next = {
    estimatedCompletionAt:
      input.estimatedCompletionAt === undefined
        ? wo.estimatedCompletionAt
        : input.estimatedCompletionAt === null
          ? null
          : new Date(input.estimatedCompletionAt),
    expectedDeliveryDate:
      input.expectedDeliveryDate === undefined ? wo.expectedDeliveryDate : input.expectedDeliveryDate,
    oldFilmRemoved: input.oldFilmRemoved === undefined ? wo.oldFilmRemoved : input.oldFilmRemoved,
    oldFilmQuantity: input.oldFilmQuantity === undefined ? wo.oldFilmQuantity : input.oldFilmQuantity,
    oldFilmImage: input.oldFilmImage === undefined ? wo.oldFilmImage : input.oldFilmImage,
    remarks: input.remarks ?? wo.remarks,
  };
  if (input.oldFilmImage) await requireOwnUploads(db, me.id, [input.oldFilmImage], 'oldFilm');
  if (!input.draft) {
    if (!next.estimatedCompletionAt || !next.expectedDeliveryDate)
      throw new AppError(ResultCode.validation, 'progressTimesRequired');
    if (await isTintJob(db, wo.orderId)) {
      if (next.oldFilmRemoved === null) throw new AppError(ResultCode.validation, 'oldFilmRequired');
      if (next.oldFilmRemoved && (!next.oldFilmQuantity || !next.oldFilmImage))
        throw new AppError(ResultCode.validation, 'oldFilmDetailsRequired');
    }
    await requireFacts(db, wo, 'finishWork');
  }
  const etaChanged =
    next.estimatedCompletionAt?.getTime() !== wo.estimatedCompletionAt?.getTime() ||
    next.expectedDeliveryDate !== wo.expectedDeliveryDate;
  if (input.draft) {
    await db
      .update(workOrders)
      .set({ ...next, updatedAt: now })
      .where(eq(workOrders.id, wo.id));
    const order = await loadOrder(db, wo.orderId);
    if (etaChanged && next.expectedDeliveryDate) {
      await tell(
        db,
        order,
        { en: 'Service progress', ms: 'Kemajuan servis', zh: '服务进度' },
        {
          en: `Order ${order.orderNo}: your car is expected to be ready on ${formatDate(next.expectedDeliveryDate ?? '', 'en')}.`,
          ms: `Pesanan ${order.orderNo}: kereta anda dijangka siap pada ${formatDate(next.expectedDeliveryDate ?? '', 'ms')}.`,
          zh: `订单 ${order.orderNo}：预计 ${formatDate(next.expectedDeliveryDate ?? '', 'zh')} 可交车。`,
        },
      );
    }
    return { id: wo.id, status: wo.status as WorkOrderStatus, orderStatus: order.status as OrderStatus, order };
  }
  const result = await move(db, wo, 'finishWork', me.id, now, next);
  await tell(
    db,
    result.order,
    { en: 'Work finished', ms: 'Kerja selesai', zh: '施工完成' },
    {
      en: `The work on order ${result.order.orderNo} is finished. Your car ${result.order.plate} will be ready for collection on ${formatDate(next.expectedDeliveryDate ?? '', 'en')}.`,
      ms: `Kerja untuk pesanan ${result.order.orderNo} telah selesai. Kereta anda ${result.order.plate} sedia untuk diambil pada ${formatDate(next.expectedDeliveryDate ?? '', 'ms')}.`,
      zh: `订单 ${result.order.orderNo} 已施工完成，您的车辆 ${result.order.plate} 可于 ${formatDate(next.expectedDeliveryDate ?? '', 'zh')} 取车。`,
    },
  );
  return result;
}

export async function signoffsOf(db: Db, workOrderId: number) {
  return db
    .select({ signoff: workOrderSignoffs, item: orderItems })
    .from(workOrderSignoffs)
    .innerJoin(orderItems, eq(orderItems.id, workOrderSignoffs.orderItemId))
    .where(eq(workOrderSignoffs.workOrderId, workOrderId))
    .orderBy(asc(workOrderSignoffs.id));
}

export async function signoff(
  db: Db,
  user: SessionUser | null,
  input: { id: number; orderItemId: number; signerName: string; signature: string },
  now: Date,
) {
  const me = requireAction(user, 'signoff');
  const wo = await loadWorkOrder(db, me, input.id, true);
  requireEvent(wo, 'signoff');
  requireAssignee(wo, me);
  await requireOwnUploads(db, me.id, [input.signature], 'signature');
  const updated = await db
    .update(workOrderSignoffs)
    .set({ status: 'signed', signerName: input.signerName, signatureImage: input.signature, signedAt: now })
    .where(and(eq(workOrderSignoffs.workOrderId, wo.id), eq(workOrderSignoffs.orderItemId, input.orderItemId)))
    .returning({ id: workOrderSignoffs.id });
  if (updated.length === 0) throw notFound({ en: 'Order item', ms: 'Item pesanan', zh: '订单商品' });
  await db.update(workOrders).set({ updatedAt: now }).where(eq(workOrders.id, wo.id));
  const rows = await signoffsOf(db, wo.id);
  const allSigned = rows.every((r) => r.signoff.status === 'signed');
  const order = await loadOrder(db, wo.orderId);
  await recordEvent(db, order.id, 'signedOff', input.signerName, me.id);
  if (allSigned) {
    await tell(
      db,
      order,
      { en: 'Products signed off', ms: 'Produk ditandatangani', zh: '产品已签收' },
      {
        en: `Every product of order ${order.orderNo} has been signed off by ${input.signerName}.`,
        ms: `Semua produk pesanan ${order.orderNo} telah ditandatangani oleh ${input.signerName}.`,
        zh: `订单 ${order.orderNo} 的全部产品已由 ${input.signerName} 签收。`,
      },
    );
  }
  return { rows, allSigned };
}

export async function returnPhotos(
  db: Db,
  user: SessionUser | null,
  input: { id: number; photos: string[]; remarks: string },
  now: Date,
) {
  const me = requireAction(user, 'returnPhotos');
  const wo = await loadWorkOrder(db, me, input.id, true);
  requireEvent(wo, 'returnPhotos');
  requireAssignee(wo, me);
  const ids = [...new Set(input.photos)];
  if (ids.length === 0) throw new AppError(ResultCode.validation, 'handoverImageRequired');
  await requireOwnUploads(db, me.id, ids, 'return');
  await db.insert(vehicleHandovers).values({
    workOrderId: wo.id,
    kind: 'return',
    photos: Object.fromEntries(ids.map((uploadId, i) => [String(i + 1), uploadId])),
    remarks: input.remarks,
    createdBy: me.id,
    createdAt: now,
  });
  await db.update(workOrders).set({ updatedAt: now }).where(eq(workOrders.id, wo.id));
  const order = await loadOrder(db, wo.orderId);
  await recordEvent(db, order.id, 'returnPhotos', '', me.id);
  await tell(
    db,
    order,
    { en: 'Car ready to hand back', ms: 'Kereta sedia diserahkan semula', zh: '车辆待交还' },
    {
      en: `Return photos of your car ${order.plate} are uploaded. Your sales consultant will hand it back to you.`,
      ms: `Foto pemulangan kereta anda ${order.plate} telah dimuat naik. Perunding jualan anda akan menyerahkannya kepada anda.`,
      zh: `您的车辆 ${order.plate} 的交还照片已上传，销售顾问将为您交车。`,
    },
  );
  return { id: wo.id, status: wo.status as WorkOrderStatus, orderStatus: order.status as OrderStatus, order };
}

/** What earlier steps recorded, that decides whether a step may happen (work-order-flow.ts). */
export async function workOrderFacts(db: Db, workOrderId: number): Promise<WorkOrderFacts> {
  const [handover, lastReturn, lastRework, pending] = await Promise.all([
    handoverRow(db, workOrderId),
    db
      .select({ at: vehicleHandovers.createdAt })
      .from(vehicleHandovers)
      .where(and(eq(vehicleHandovers.workOrderId, workOrderId), eq(vehicleHandovers.kind, 'return')))
      .orderBy(desc(vehicleHandovers.createdAt))
      .limit(1),
    db
      .select({ at: reworks.createdAt })
      .from(reworks)
      .where(eq(reworks.workOrderId, workOrderId))
      .orderBy(desc(reworks.createdAt))
      .limit(1),
    db
      .select({ id: workOrderSignoffs.id })
      .from(workOrderSignoffs)
      .where(and(eq(workOrderSignoffs.workOrderId, workOrderId), eq(workOrderSignoffs.status, 'pending')))
      .limit(1),
  ]);
  const returnedAt = lastReturn[0]?.at;
  const reworkedAt = lastRework[0]?.at;
  return {
    groupPhoto: Boolean(handover?.groupPhoto),
    allSignedOff: pending.length === 0,
    returned: returnedAt !== undefined && (reworkedAt === undefined || reworkedAt < returnedAt),
  };
}

/** Refuses an event whose earlier steps are missing, with the flow's own reason. */
async function requireFacts(db: Db, wo: WorkOrderRow, event: WorkOrderEvent) {
  const blocker = blockerOf(event, await workOrderFacts(db, wo.id));
  if (blocker === 'waitForReturn') throw new AppError(ResultCode.illegalTransition, 'waitForReturn');
  if (blocker) throw new AppError(ResultCode.validation, blocker);
}

export async function deliver(db: Db, user: SessionUser | null, id: number, now: Date) {
  const me = requireAction(user, 'deliver');
  const wo = await loadWorkOrder(db, me, id, true);
  // too early (the car is still with the construction team) gets the spec's own message
  if (wo.status === 'pendingHandover' || wo.status === 'inService')
    throw new AppError(ResultCode.illegalTransition, 'waitForReturn');
  requireEvent(wo, 'deliver');
  await requireFacts(db, wo, 'deliver');
  const salesId = wo.salesId ?? me.id;
  const result = await move(db, wo, 'deliver', me.id, now, { salesId }, { salespersonId: salesId });
  await tell(
    db,
    result.order,
    { en: 'Order completed', ms: 'Pesanan selesai', zh: '订单已完成' },
    {
      en: `Your car ${result.order.plate} has been handed back and order ${result.order.orderNo} is completed. Thank you for choosing Roda.`,
      ms: `Kereta anda ${result.order.plate} telah diserahkan semula dan pesanan ${result.order.orderNo} selesai. Terima kasih kerana memilih Roda.`,
      zh: `您的车辆 ${result.order.plate} 已交还，订单 ${result.order.orderNo} 已完成。感谢选择 Roda。`,
    },
  );
  return result;
}

export async function rework(
  db: Db,
  user: SessionUser | null,
  input: { id: number; reason: string; description: string; complaintId?: number | undefined },
  now: Date,
) {
  const me = requireAction(user, 'rework');
  const wo = await loadWorkOrder(db, me, input.id, true);
  requireEvent(wo, 'rework');
  if (me.role === 'technician') requireAssignee(wo, me);
  if (input.complaintId !== undefined) {
    const [complaint] = await db
      .select({ orderId: complaints.orderId })
      .from(complaints)
      .where(eq(complaints.id, input.complaintId));
    if (!complaint) throw notFound({ en: 'Complaint', ms: 'Aduan', zh: '投诉' });
    if (complaint.orderId !== wo.orderId) throw new AppError(ResultCode.validation, 'complaintOtherOrder');
  }
  const [row] = await db
    .insert(reworks)
    .values({
      workOrderId: wo.id,
      complaintId: input.complaintId ?? null,
      reason: input.reason,
      description: input.description,
      createdBy: me.id,
      createdAt: now,
    })
    .returning({ id: reworks.id });
  if (!row) throw new AppError(ResultCode.internal, 'internal');
  // the redone work is signed off again
  await db
    .update(workOrderSignoffs)
    .set({ status: 'pending', signerName: null, signatureImage: null, signedAt: null })
    .where(eq(workOrderSignoffs.workOrderId, wo.id));
  const result = await move(db, wo, 'rework', me.id, now, {}, {}, input.reason);
  await tell(
    db,
    result.order,
    { en: 'Rework arranged', ms: 'Kerja semula diatur', zh: '已安排返工' },
    {
      en: `We are redoing work on order ${result.order.orderNo}: ${input.reason}.`,
      ms: `Kami sedang membuat semula kerja untuk pesanan ${result.order.orderNo}: ${input.reason}.`,
      zh: `订单 ${result.order.orderNo} 正在返工：${input.reason}。`,
    },
  );
  return { ...result, reworkId: row.id };
}

/** Who fills which of the order's free fields: the CMS number at the desk, arrival remarks at the car. */
const NOTE_OWNERS = {
  cmsOrderNo: ['sales', 'manager', 'company'],
  arrivalRemarks: ['technician', 'manager', 'company'],
} as const satisfies Record<string, readonly Role[]>;

export async function note(
  db: Db,
  user: SessionUser | null,
  input: { id: number; cmsOrderNo?: string | undefined; arrivalRemarks?: string | undefined },
  now: Date,
) {
  const me = requireAction(user, 'noteOrder');
  const wo = await loadWorkOrder(db, me, input.id, true);
  for (const field of ['cmsOrderNo', 'arrivalRemarks'] as const) {
    if (input[field] !== undefined && !(NOTE_OWNERS[field] as readonly Role[]).includes(me.role)) throw forbidden();
  }
  const changes: Partial<OrderRow> = {};
  if (input.cmsOrderNo !== undefined) changes.cmsOrderNo = input.cmsOrderNo || null;
  if (input.arrivalRemarks !== undefined) changes.arrivalRemarks = input.arrivalRemarks;
  const order = await loadOrder(db, wo.orderId);
  const [updated] = await db
    .update(orders)
    .set({ ...changes, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning({ cmsOrderNo: orders.cmsOrderNo, arrivalRemarks: orders.arrivalRemarks });
  if (!updated) throw new AppError(ResultCode.internal, 'internal');
  return { id: wo.id, ...updated };
}

/** Work orders of orders (for complaint and refund views). */
export async function workOrderIdsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: workOrders.id, orderId: workOrders.orderId })
    .from(workOrders)
    .where(inArray(workOrders.orderId, orderIds))
    .orderBy(asc(workOrders.id));
  return new Map(rows.map((r) => [r.orderId, r.id]));
}
