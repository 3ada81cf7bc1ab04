import { and, eq, or, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session.service';
import type { Db } from '../db/client';
import {
  complaints,
  findings,
  orders,
  vehicleHandovers,
  workOrders,
  workOrderSignoffs,
  type uploads,
} from '../db/schema';

export type UploadRow = typeof uploads.$inferSelect;

const storeStaff = new Set(['sales', 'technician', 'manager']);

/** Upload purposes that staff attach to a work order (handover, return, group, signature, old film, finding). */
const WORK_ORDER_PURPOSES: ReadonlySet<string> = new Set([
  'handover',
  'return',
  'group',
  'signature',
  'oldFilm',
  'finding',
]);

/**
 * Who may see an upload. The owner always; staff when the upload belongs to work of their store
 * (the company role: any store): complaint screenshots of an order of the store, and the photos
 * and signatures of a work order of the store. Anyone else gets 404, as if it did not exist.
 *
 * Avatars are the exception, handled by the media route: a profile picture is shown to other
 * people (a technician's to the customer, a customer's to the workshop), so its unguessable
 * 128-bit id is its capability and its address is not signed (see README, Uploads).
 */
export async function canView(db: Db, upload: UploadRow, user: SessionUser | null): Promise<boolean> {
  if (!user) return false;
  if (upload.ownerId === user.id) return true;
  if (user.role === 'customer') return false;
  const ofStore = (storeId: number | null) =>
    user.role === 'company' || (storeStaff.has(user.role) && storeId === user.storeId);
  if (upload.purpose === 'complaint') {
    const rows = await db
      .select({ storeId: orders.storeId })
      .from(complaints)
      .innerJoin(orders, eq(orders.id, complaints.orderId))
      .where(
        and(
          eq(complaints.userId, upload.ownerId),
          sql`${complaints.screenshots} @> ${JSON.stringify([upload.id])}::jsonb`,
        ),
      );
    return rows.some((row) => ofStore(row.storeId));
  }
  if (WORK_ORDER_PURPOSES.has(upload.purpose)) {
    // photos, signatures and old film images of a work order: its store's staff
    // (docs/product.md#roles)
    const storeIds = await workOrderStoresOfUpload(db, upload.id, upload.purpose);
    return storeIds.some(ofStore);
  }
  return false;
}

/**
 * The stores of the work orders that reference an upload: staff of those stores (the company: any)
 * may see it. Unreferenced uploads (a draft not saved yet) stay visible to their owner only.
 */
async function workOrderStoresOfUpload(db: Db, uploadId: string, purpose: string): Promise<number[]> {
  const asJsonArray = JSON.stringify([uploadId]);
  let rows: { storeId: number }[] = [];
  if (purpose === 'handover' || purpose === 'return' || purpose === 'group') {
    rows = await db
      .select({ storeId: workOrders.storeId })
      .from(vehicleHandovers)
      .innerJoin(workOrders, eq(workOrders.id, vehicleHandovers.workOrderId))
      .where(
        or(
          sql`exists (select 1 from jsonb_each_text(${vehicleHandovers.photos}) as p where p.value = ${uploadId})`,
          sql`${vehicleHandovers.unexpectedImages} @> ${asJsonArray}::jsonb`,
          eq(vehicleHandovers.groupPhoto, uploadId),
        ),
      );
  } else if (purpose === 'signature') {
    // a product's sign-off, or the customer's signature on the check-in
    const signedOff = await db
      .select({ storeId: workOrders.storeId })
      .from(workOrderSignoffs)
      .innerJoin(workOrders, eq(workOrders.id, workOrderSignoffs.workOrderId))
      .where(eq(workOrderSignoffs.signatureImage, uploadId));
    const checkedIn = await db
      .select({ storeId: workOrders.storeId })
      .from(vehicleHandovers)
      .innerJoin(workOrders, eq(workOrders.id, vehicleHandovers.workOrderId))
      .where(eq(vehicleHandovers.customerSignature, uploadId));
    rows = [...signedOff, ...checkedIn];
  } else if (purpose === 'finding') {
    rows = await db
      .select({ storeId: findings.storeId })
      .from(findings)
      .where(sql`${findings.photos} @> ${asJsonArray}::jsonb`);
  } else if (purpose === 'oldFilm') {
    rows = await db
      .select({ storeId: workOrders.storeId })
      .from(workOrders)
      .where(eq(workOrders.oldFilmImage, uploadId));
  }
  return [...new Set(rows.map((r) => r.storeId))];
}
