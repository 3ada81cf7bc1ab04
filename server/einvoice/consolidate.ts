import { and, asc, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { einvoices, receipts } from '../db/schema';
import { GENERAL_PUBLIC } from './parties';
import { monthRange } from './months';
import { RUN_LENGTH } from './document-of';

/** A sale above this is never consolidated: it gets an e-invoice of its own (LHDN's rule). */
export const OWN_EINVOICE_ABOVE_SEN = 1_000_000;
/** Receipts in one consolidated document at most (its lines stay under LHDN's 300 KB). */
export const RECEIPTS_PER_DOCUMENT = RUN_LENGTH * 100;

/**
 * Builds an ended month's consolidated e-invoices: every receipt of the month no e-invoice covers
 * yet goes into one (in parts of RECEIPTS_PER_DOCUMENT), except a sale above RM10,000, which gets
 * its own with the general public as buyer. One transaction under a lock per month, so two
 * processes (or the job and a person in the office) build it once; the rows are then sent by the
 * submission job. Answers the documents made.
 */
export async function consolidateMonth(db: Db, month: string): Promise<number> {
  const { from, to } = monthRange(month);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`einvoice-month:${month}`}))`);
  const uncovered = await db
    .select({ id: receipts.id, number: receipts.number, totalSen: receipts.totalSen })
    .from(receipts)
    .where(
      and(
        eq(receipts.kind, 'receipt'),
        isNull(receipts.einvoiceId),
        gte(receipts.issuedAt, from),
        lt(receipts.issuedAt, to),
      ),
    )
    .orderBy(asc(receipts.id))
    .for('update');
  if (uncovered.length === 0) return 0;
  let made = 0;
  for (const big of uncovered.filter((r) => r.totalSen > OWN_EINVOICE_ABOVE_SEN)) {
    const [row] = await db
      .insert(einvoices)
      .values({
        kind: 'invoice',
        codeNumber: `EI-${big.number}`,
        receiptId: big.id,
        buyer: GENERAL_PUBLIC,
        totalSen: big.totalSen,
      })
      .returning({ id: einvoices.id });
    if (row) await db.update(receipts).set({ einvoiceId: row.id }).where(eq(receipts.id, big.id));
    made++;
  }
  const small = uncovered.filter((r) => r.totalSen <= OWN_EINVOICE_ABOVE_SEN);
  const [{ parts } = { parts: 0 }] = await db
    .select({ parts: count() })
    .from(einvoices)
    .where(and(eq(einvoices.kind, 'consolidated'), eq(einvoices.month, month)));
  for (let i = 0; i < small.length; i += RECEIPTS_PER_DOCUMENT) {
    const chunk = small.slice(i, i + RECEIPTS_PER_DOCUMENT);
    const part = parts + i / RECEIPTS_PER_DOCUMENT + 1;
    const [row] = await db
      .insert(einvoices)
      .values({
        kind: 'consolidated',
        codeNumber: `CE-${month}-${String(part).padStart(2, '0')}`,
        month,
        part,
        totalSen: chunk.reduce((a, r) => a + r.totalSen, 0),
      })
      .returning({ id: einvoices.id });
    if (!row) continue;
    await db
      .update(receipts)
      .set({ einvoiceId: row.id })
      .where(
        inArray(
          receipts.id,
          chunk.map((r) => r.id),
        ),
      );
    made++;
  }
  return made;
}

/** Receipts of ended months (before `before`) that no e-invoice covers yet: the months to build. */
export async function monthsToConsolidate(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({
      month: sql<string>`to_char((${receipts.issuedAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`,
    })
    .from(receipts)
    .where(and(eq(receipts.kind, 'receipt'), isNull(receipts.einvoiceId), lt(receipts.issuedAt, before)));
  return rows.map((r) => r.month).sort();
}
