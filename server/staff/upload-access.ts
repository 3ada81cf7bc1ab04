import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { vehicleHandovers, workOrders, workOrderSignoffs } from '../db/schema';

/** Upload purposes that staff attach to a work order (handover, return, group, signature, old film). */
export const WORK_ORDER_PURPOSES: ReadonlySet<string> = new Set([
  'handover',
  'return',
  'group',
  'signature',
  'oldFilm',
]);

/**
 * The stores of the work orders that reference an upload, for `canView` (server/uploads/access.ts):
 * staff of those stores (the company: any) may see it. Unreferenced uploads (a draft not saved yet)
 * stay visible to their owner only.
 */
export async function workOrderStoresOfUpload(db: Db, uploadId: string, purpose: string): Promise<number[]> {
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
    rows = await db
      .select({ storeId: workOrders.storeId })
      .from(workOrderSignoffs)
      .innerJoin(workOrders, eq(workOrders.id, workOrderSignoffs.workOrderId))
      .where(eq(workOrderSignoffs.signatureImage, uploadId));
  } else if (purpose === 'oldFilm') {
    rows = await db
      .select({ storeId: workOrders.storeId })
      .from(workOrders)
      .where(eq(workOrders.oldFilmImage, uploadId));
  }
  return [...new Set(rows.map((r) => r.storeId))];
}
