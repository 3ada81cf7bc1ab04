import { eq } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import type { Db } from '../db/client';
import { dataRequests, uploads, users } from '../db/schema';
import { AppError, notFound, refuse, succeed, type Refusal } from '../http/errors';
import { text } from '../i18n/text-catalogue';
import { consumeCode } from '../auth/otp.service';
import { cancelOrder } from '../orders/orders.service';
import { storageKeyOf } from '../uploads/storage';
import { DELETED_PURPOSES, DELETION_PLAN, type DeletedPerson } from './deletion-plan';
import { openOrders } from './deletion.queries';

/** The OTP scene of the code that confirms a deletion (send/sms), sent to the account's own phone. */
export const DELETION_SCENE = 'deleteAccount';
/** Written on the orders a deletion cancels, as the expiry sweep writes its reason. */
const CANCEL_REASON = 'Account deleted';

async function personOf(db: Db, userId: number, lock: boolean) {
  const query = db
    .select({ id: users.id, phone: users.phone, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  const [me] = lock ? await query.for('update') : await query;
  if (!me) throw notFound(text('thingUser'));
  // a deletion that waited for another one's lock finds the account gone, as its session now is
  if (me.status !== 'active') throw new AppError(ResultCode.sessionExpired, 'sessionExpired');
  return me;
}

/** What deleting the account would do now (docs/product.md#personal-data-deletion). */
export async function deletionPreview(db: Db, userId: number, now: Date) {
  const me = await personOf(db, userId, false);
  const isStaff = me.role !== 'customer';
  const { blocking, cancelled } = await openOrders(db, userId, now);
  return { allowed: !isStaff && blocking.length === 0, isStaff, blocking, cancelled, phone: me.phone };
}

/** The number a deletion code goes to: the caller's own; staff get none. */
export async function deletionCodePhone(db: Db, user: { id: number } | null) {
  if (!user) throw new AppError(ResultCode.sessionExpired, 'sessionExpired');
  const me = await personOf(db, user.id, false);
  if (me.role !== 'customer') throw new AppError(ResultCode.forbidden, 'deletionStaffRefused');
  return me.phone;
}

async function refused(db: Db, userId: number, note: string, refusal: Refusal, now: Date) {
  await db
    .insert(dataRequests)
    .values({ userId, kind: 'deletion', status: 'refused', requestedBy: userId, finishedAt: now, note });
  return refusal;
}

/**
 * Deletes the caller's account, confirmed by the code sent to their phone: refused while an order is
 * in service or a refund is pending; unpaid orders cancelled (stock, slot and coupon given back);
 * then every table of DELETION_PLAN, in one transaction under the user row's lock so a parallel
 * deletion or checkout waits and then finds the account gone. `removeFiles` is handed the storage
 * keys of the deleted pictures, to delete after the commit (docs/architecture.md#after-commit).
 */
export async function deleteAccount(
  db: Db,
  userId: number,
  code: string,
  now: Date,
  removeFiles: (keys: string[]) => void,
) {
  const me = await personOf(db, userId, true);
  if (me.role !== 'customer') {
    return refused(db, userId, 'Staff account', refuse(ResultCode.forbidden, 'deletionStaffRefused'), now);
  }
  const { blocking, unpaid } = await openOrders(db, userId, now, true);
  const first = blocking[0];
  if (first) {
    const key = first.reason === 'refundPending' ? 'deletionRefundPending' : 'deletionOrderInService';
    const note = `${first.reason === 'refundPending' ? 'Refund pending' : 'In service'}: ${first.orderNo}`;
    return refused(db, userId, note, refuse(ResultCode.conflict, key, { orderNo: first.orderNo }), now);
  }
  const wrongCode = await consumeCode(db, me.phone, DELETION_SCENE, code, now);
  if (wrongCode) return wrongCode;

  const pictures = await db
    .select({ id: uploads.id, mime: uploads.mime, purpose: uploads.purpose })
    .from(uploads)
    .where(eq(uploads.ownerId, userId));
  const person: DeletedPerson = { id: userId, phone: me.phone };
  for (const step of DELETION_PLAN) await step.run?.(db, person);
  // after the plan, so the reason written is ours and not cleared with the person's own words
  for (const order of unpaid) await cancelOrder(db, userId, order.id, CANCEL_REASON);
  await db
    .insert(dataRequests)
    .values({ userId, kind: 'deletion', status: 'done', requestedBy: userId, finishedAt: now });
  const keys = pictures.filter((p) => DELETED_PURPOSES.has(p.purpose)).map(storageKeyOf);
  if (keys.length > 0) removeFiles(keys);
  return succeed({ deleted: true as const, cancelledOrders: unpaid.map((o) => o.orderNo) }, 'accountDeleted');
}
