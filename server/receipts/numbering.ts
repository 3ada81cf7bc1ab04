import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documentCounters } from '../db/schema';

export type DocumentSeries = 'receipt' | 'refund';
const PREFIX: Record<DocumentSeries, string> = { receipt: 'RC', refund: 'RF' };

/**
 * The next number of a series, taken in the caller's transaction: the counter's row lock holds
 * every other payment's number until this one commits, and a rollback gives the number back, so
 * the series has no gaps and no repeats (docs/decisions/023-receipts-and-einvoices.md).
 */
export async function nextDocumentNumber(db: Db, series: DocumentSeries): Promise<string> {
  const [row] = await db
    .insert(documentCounters)
    .values({ series, last: 1 })
    .onConflictDoUpdate({ target: documentCounters.series, set: { last: sql`${documentCounters.last} + 1` } })
    .returning({ last: documentCounters.last });
  if (!row) throw new Error(`no counter for ${series}`);
  return `${PREFIX[series]}-${String(row.last).padStart(6, '0')}`;
}
