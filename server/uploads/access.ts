import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session.service';
import type { Db } from '../db/client';
import { complaints, orders, type uploads } from '../db/schema';
import { WORK_ORDER_PURPOSES, workOrderStoresOfUpload } from '../staff/upload-access';

export type UploadRow = typeof uploads.$inferSelect;

const storeStaff = new Set(['sales', 'technician', 'manager']);

/**
 * Who may see an upload. The owner always; staff when the upload belongs to work of their store
 * (the company role: any store): complaint screenshots of an order of the store, and the photos
 * and signatures of a work order of the store (server/staff/upload-access.ts). Anyone else gets
 * 404, as if it did not exist.
 *
 * Avatars are the exception, handled by the media route: a profile picture is shown to other
 * people (a technician's to the customer, a customer's to the workshop), so its unguessable
 * 128-bit id is its capability and its address is not signed (see README, Uploads).
 */
export async function canView(db: Db, upload: UploadRow, user: SessionUser | null): Promise<boolean> {
  if (!user) return false;
  if (upload.ownerId === user.id) return true;
  if (user.role === 'customer') return false;
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
    return rows.some((row) => user.role === 'company' || (storeStaff.has(user.role) && row.storeId === user.storeId));
  }
  if (WORK_ORDER_PURPOSES.has(upload.purpose)) {
    // photos, signatures and old film images of a work order: its store's staff (issue 7)
    const storeIds = await workOrderStoresOfUpload(db, upload.id, upload.purpose);
    return storeIds.some((id) => user.role === 'company' || (storeStaff.has(user.role) && id === user.storeId));
  }
  return false;
}
