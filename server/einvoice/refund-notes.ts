import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { einvoices, receipts } from '../db/schema';

type EInvoiceRow = typeof einvoices.$inferSelect;

/** LHDN lets the issuer cancel a validated e-invoice within 72 hours; a margin keeps the call inside it. */
export const CANCEL_WINDOW_MS = 72 * 3_600_000 - 10 * 60_000;
const PASS_LIMIT = 200;

/** The refund note of a refund document, citing the e-invoice that covered the sale. */
export async function writeRefundNote(db: Db, refundDoc: typeof receipts.$inferSelect, original: EInvoiceRow) {
  const [note] = await db
    .insert(einvoices)
    .values({
      kind: 'refundNote',
      codeNumber: `RN-${refundDoc.number}`,
      receiptId: refundDoc.id,
      originalId: original.id,
      buyer: original.kind === 'consolidated' ? null : original.buyer,
      totalSen: refundDoc.totalSen,
    })
    .onConflictDoNothing()
    .returning({ id: einvoices.id });
  if (note) await db.update(receipts).set({ einvoiceId: note.id }).where(eq(receipts.id, refundDoc.id));
}

/**
 * Money went back on a sale LHDN already validated: a customer's own e-invoice of a wholly refunded
 * sale, validated less than 72 hours ago, is cancelled instead (the submission job calls LHDN);
 * anything else gets a refund note (type 04) citing the original's uuid. A refund of a sale whose
 * e-invoice is not valid yet waits for it. Each refund document is taken with its row lock, so two
 * processes note it once.
 */
export async function noteRefunds(db: Db, now: Date): Promise<number> {
  // only refunds whose sale's e-invoice is valid now: the others wait without being read each pass
  const sale = alias(receipts, 'sale');
  const waiting = await db
    .select({ id: receipts.id })
    .from(receipts)
    .innerJoin(sale, eq(sale.id, receipts.citesReceiptId))
    .innerJoin(einvoices, eq(einvoices.id, sale.einvoiceId))
    .where(
      and(
        eq(receipts.kind, 'refund'),
        isNull(receipts.einvoiceId),
        eq(einvoices.state, 'valid'),
        isNull(einvoices.cancelReason),
      ),
    )
    .orderBy(asc(receipts.id))
    .limit(PASS_LIMIT);
  let noted = 0;
  for (const { id } of waiting) {
    noted += await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [doc] = await t
        .select()
        .from(receipts)
        .where(and(eq(receipts.id, id), isNull(receipts.einvoiceId)))
        .for('update', { skipLocked: true });
      if (!doc?.citesReceiptId) return 0;
      const [sale] = await t.select().from(receipts).where(eq(receipts.id, doc.citesReceiptId));
      const [original] = sale?.einvoiceId
        ? await t.select().from(einvoices).where(eq(einvoices.id, sale.einvoiceId)).for('update')
        : [];
      if (!original || original.state !== 'valid' || original.cancelReason !== null) return 0;
      const wholly = doc.totalSen === sale?.totalSen;
      const fresh = original.validatedAt !== null && now.getTime() - original.validatedAt.getTime() < CANCEL_WINDOW_MS;
      if (
        original.kind === 'invoice' &&
        wholly &&
        fresh &&
        original.cancelledAt === null &&
        original.lastError === null
      ) {
        await t
          .update(einvoices)
          .set({
            cancelReason: `Sale wholly refunded (${doc.number})`,
            nextAttemptAt: now,
            attempts: 0,
            updatedAt: now,
          })
          .where(eq(einvoices.id, original.id));
        return 1;
      }
      await writeRefundNote(t, doc, original);
      return 1;
    });
  }
  return noted;
}

/** LHDN would not cancel (past its window): the refund gets its refund note after all. */
export async function noteAfterRefusedCancel(db: Db, original: EInvoiceRow): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [sale] = await t.select().from(receipts).where(eq(receipts.einvoiceId, original.id));
    if (!sale) return;
    const [doc] = await t
      .select()
      .from(receipts)
      .where(and(eq(receipts.citesReceiptId, sale.id), eq(receipts.kind, 'refund'), isNull(receipts.einvoiceId)))
      .for('update');
    if (doc) await writeRefundNote(t, doc, original);
  });
}
