import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { complaints, uploads, vehicleHandovers } from '../db/schema';
import { OPEN_COMPLAINT_STATUSES } from '../staff/complaints/complaint-state';
import { storageKeyOf, type MediaStorage } from '../uploads/storage';

/*
 * Handover and return photos (docs/decisions/027-personal-data.md): pictures of a person's car,
 * plate and belongings, needed while the work may still be disputed. They go once the car has been
 * back with its owner for HANDOVER_PHOTO_DAYS (the 30-day warranty of every receipt, then time
 * for a complaint and a card dispute) and no complaint about the order is open. The stored files
 * and their upload rows are deleted and the handover row forgets them; the rest of the record
 * stays with the work order (mileage, fuel, damage marks, signatures, the group photo), as the proof
 * of the service a kept receipt names.
 */

export const HANDOVER_PHOTO_DAYS = 120;
/**
 * How far before the window the walk reaches back: a work order is read while it was made less than
 * this long before the window's start, so the daily pass reads about a year of work orders through
 * work_orders_status_created_idx rather than all of them.
 */
export const HANDOVER_LOOKBACK_DAYS = 365;

const DAY_MS = 86_400_000;
const PURPOSES = ['handover', 'return'];

type Candidate = { id: number; orderId: number; createdAt: string; updatedAt: Date | string };
type Handover = { id: number; photos: Record<string, string>; unexpectedImages: string[] };

/** The work orders of one status made in [floor, cutoff), after `after`, in index order. */
const candidatesOf = (db: Db, status: string, floor: Date, cutoff: Date, after: Candidate | null, size: number) =>
  rowsOf<Candidate>(
    db,
    sql`select id, order_id as "orderId", to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt",
               updated_at as "updatedAt"
        from work_orders
        where status = ${status} and created_at >= ${floor.toISOString()}::timestamptz
          and created_at < ${cutoff.toISOString()}::timestamptz
          ${after ? sql`and (created_at, id) > (${after.createdAt}::timestamptz, ${after.id})` : sql``}
        order by created_at, id limit ${size}`,
  );

/** Clears the photos of the due work orders among `batch`; resolves with how many files went. */
async function purgeBatch(db: Db, storage: MediaStorage, batch: Candidate[], cutoff: Date): Promise<number> {
  // the car came back (the last change of a completed or cancelled work order) before the window
  const settled = batch.filter((w) => new Date(w.updatedAt).getTime() < cutoff.getTime());
  if (settled.length === 0) return 0;
  const disputed = await db
    .selectDistinct({ orderId: complaints.orderId })
    .from(complaints)
    .where(
      and(
        inArray(
          complaints.orderId,
          settled.map((w) => Number(w.orderId)),
        ),
        inArray(complaints.status, [...OPEN_COMPLAINT_STATUSES]),
      ),
    );
  const open = new Set(disputed.map((d) => Number(d.orderId)));
  const due = settled.filter((w) => !open.has(Number(w.orderId))).map((w) => Number(w.id));
  if (due.length === 0) return 0;
  const handovers: Handover[] = await db
    .select({
      id: vehicleHandovers.id,
      photos: vehicleHandovers.photos,
      unexpectedImages: vehicleHandovers.unexpectedImages,
    })
    .from(vehicleHandovers)
    .where(
      and(
        inArray(vehicleHandovers.workOrderId, due),
        sql`(${vehicleHandovers.photos} <> '{}'::jsonb or ${vehicleHandovers.unexpectedImages} <> '[]'::jsonb)`,
      ),
    );
  if (handovers.length === 0) return 0;
  const ids = [...new Set(handovers.flatMap((h) => [...Object.values(h.photos), ...h.unexpectedImages]))];
  const files =
    ids.length === 0
      ? []
      : await db
          .select({ id: uploads.id, mime: uploads.mime })
          .from(uploads)
          .where(and(inArray(uploads.id, ids), inArray(uploads.purpose, PURPOSES)));
  // files first: a crash after them leaves rows that the next pass clears, never a file without a row
  for (const file of files) await storage.delete(storageKeyOf(file));
  await db.transaction(async (tx) => {
    await tx
      .update(vehicleHandovers)
      .set({ photos: {}, unexpectedImages: [] })
      .where(
        inArray(
          vehicleHandovers.id,
          handovers.map((h) => h.id),
        ),
      );
    if (files.length > 0)
      await tx.delete(uploads).where(
        and(
          inArray(
            uploads.id,
            files.map((f) => f.id),
          ),
          inArray(uploads.purpose, PURPOSES),
        ),
      );
  });
  return files.length;
}

/**
 * Deletes the handover and return photos of work orders completed or cancelled more than
 * HANDOVER_PHOTO_DAYS ago with no open complaint, `size` work orders at a time; resolves with how
 * many stored files went.
 */
export async function purgeHandoverPhotos(db: Db, storage: MediaStorage, now: Date, size = 200): Promise<number> {
  const cutoff = new Date(now.getTime() - HANDOVER_PHOTO_DAYS * DAY_MS);
  const floor = new Date(cutoff.getTime() - HANDOVER_LOOKBACK_DAYS * DAY_MS);
  let total = 0;
  for (const status of ['completed', 'cancelled']) {
    let after: Candidate | null = null;
    for (;;) {
      const batch = await candidatesOf(db, status, floor, cutoff, after, size);
      total += await purgeBatch(db, storage, batch, cutoff);
      after = batch[batch.length - 1] ?? null;
      if (batch.length < size) break;
    }
  }
  return total;
}
