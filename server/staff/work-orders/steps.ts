import { and, eq, inArray } from 'drizzle-orm';
import { ResultCode } from '../../../src/shared/contract/codes';
import { handoverSlots, type HandoverSlot } from '../../../src/shared/contract/staff';
import { malaysiaDateOf } from '../../../src/shared/lib/malaysia-time';
import { formatDate } from '../../../src/shared/lib/format';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { refunds, vehicleHandovers, workOrders, workOrderSignoffs } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import type { Lang } from '../../i18n/language';
import { text } from '../../i18n/text-catalogue';
import { recordEvent } from '../../orders/orders.service';
import { requireOwnUploads } from '../../uploads/uploads.service';
import { requireAction } from '../permissions';
import { loadWorkOrder, move, requireAssignee, requireEvent, requireFacts, unmoved } from './lifecycle';
import { checkInOf, requireCheckIn, type CheckIn } from './check-in';
import { tell } from './notices';
import type { WorkOrderEvent } from './work-order-state';
import { handoverRow, isTintJob, lockOrder, saveHandoverRow, signoffsOf, touchWorkOrder } from './work-orders.queries';

/**
 * The technician's and sales consultant's steps at the car, which store what they recorded
 * (photos, times, signatures) besides moving the work order: handover, group photo, progress,
 * sign-off and return photos. Drafts store without moving.
 */

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
    cameEarly?: boolean;
  } & Partial<CheckIn>,
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
  const checkIn = checkInOf(input);
  if (checkIn.customerSignature) await requireOwnUploads(db, me.id, [checkIn.customerSignature], 'signature');
  let cameEarlyFor: string | null = null;
  if (!input.draft) {
    // the order's row lock first: a refund request (which takes it too) cannot slip in between
    const order = await lockOrder(db, wo.orderId);
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
    // work follows the booking: a car taken in before its day only when the technician says the
    // customer came early, which the record keeps (a replay on or after the day records nothing)
    const booked = earlyAppointment(order, now);
    if (booked && !input.cameEarly)
      throw new AppError(
        ResultCode.validation,
        'handoverBeforeAppointment',
        { date: (lang: Lang) => formatDate(booked, lang) },
        { appointmentDate: booked },
      );
    cameEarlyFor = booked;
    requireCheckIn(checkIn);
  }
  await saveHandoverRow(
    db,
    wo.id,
    {
      photos,
      remarks: input.remarks,
      unexpectedSituation: input.unexpectedSituation,
      unexpectedImages,
      ...checkIn,
      ...(input.draft ? {} : { cameEarlyFor }),
    },
    me.id,
  );
  if (input.draft) {
    await touchWorkOrder(db, wo.id, now);
    return unmoved(wo, await lockOrder(db, wo.orderId));
  }
  const result = await move(db, wo, 'handover', me.id, now);
  await tell(db, result.order, 'inboxHandoverTitle', 'inboxHandoverBody');
  return result;
}

/** The appointment date when it is after today in Malaysia, else null. */
function earlyAppointment(order: { appointmentDate: string | null }, now: Date): string | null {
  return order.appointmentDate !== null && order.appointmentDate > malaysiaDateOf(now) ? order.appointmentDate : null;
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
  if (first) await tell(db, result.order, 'inboxGroupPhotoTitle', 'inboxGroupPhotoBody');
  return result;
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
  const date = (lang: Lang) => formatDate(next.expectedDeliveryDate ?? '', lang);
  if (input.draft) {
    await db
      .update(workOrders)
      .set({ ...next, updatedAt: now })
      .where(eq(workOrders.id, wo.id));
    const order = await lockOrder(db, wo.orderId);
    if (etaChanged && next.expectedDeliveryDate)
      await tell(db, order, 'inboxProgressTitle', 'inboxProgressBody', { date });
    return unmoved(wo, order);
  }
  const result = await move(db, wo, 'finishWork', me.id, now, next);
  // ready for collection: one of the notices worth an SMS to a customer without push (decision 019)
  await tell(db, result.order, 'inboxWorkFinishedTitle', 'inboxWorkFinishedBody', { date }, { sms: true });
  return result;
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
  if (updated.length === 0) throw notFound(text('thingOrderItem'));
  await touchWorkOrder(db, wo.id, now);
  const rows = await signoffsOf(db, wo.id);
  const allSigned = rows.every((r) => r.signoff.status === 'signed');
  const order = await lockOrder(db, wo.orderId);
  await recordEvent(db, order.id, 'signedOff', input.signerName, me.id);
  if (allSigned) await tell(db, order, 'inboxSignedOffTitle', 'inboxSignedOffBody', { signer: input.signerName });
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
  await touchWorkOrder(db, wo.id, now);
  const order = await lockOrder(db, wo.orderId);
  await recordEvent(db, order.id, 'returnPhotos', '', me.id);
  await tell(db, order, 'inboxReturnTitle', 'inboxReturnBody');
  return unmoved(wo, order);
}
