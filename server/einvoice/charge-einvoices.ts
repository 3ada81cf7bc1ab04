import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { einvoices, receipts } from '../db/schema';

const orderReceipt = alias(receipts, 'order_receipt');
const orderEinvoice = alias(einvoices, 'order_einvoice');

/**
 * Extra work paid after the order (server/payments/charge-payment.ts) has a receipt of its own. When
 * the customer asked for an e-invoice in their (or their company's) name for the order, each such
 * receipt gets one too, to the same buyer, so the extra lines reach LHDN under the buyer who asked,
 * not in the month's consolidated e-invoice (docs/decisions/023-receipts-and-einvoices.md). Made
 * here, in the database only; the submission job sends it like any other. A receipt already
 * covered (consolidated, or covered by a run in another process) is left as it is: the row lock and
 * the unique (kind, receipt) index make the cover happen once. `orderId` narrows it to one order.
 * Answers how many e-invoices were made.
 */
export async function coverChargeReceipts(db: Db, orderId?: number): Promise<number> {
  const due = await db
    .select({
      id: receipts.id,
      number: receipts.number,
      totalSen: receipts.totalSen,
      buyer: orderEinvoice.buyer,
      requestedBy: orderEinvoice.requestedBy,
    })
    .from(receipts)
    .innerJoin(
      orderReceipt,
      and(
        eq(orderReceipt.orderId, receipts.orderId),
        eq(orderReceipt.kind, 'receipt'),
        isNull(orderReceipt.extraChargeId),
      ),
    )
    .innerJoin(
      orderEinvoice,
      and(
        eq(orderEinvoice.id, orderReceipt.einvoiceId),
        eq(orderEinvoice.kind, 'invoice'),
        isNotNull(orderEinvoice.requestedBy),
      ),
    )
    .where(
      and(
        eq(receipts.kind, 'receipt'),
        isNotNull(receipts.extraChargeId),
        isNull(receipts.einvoiceId),
        orderId === undefined ? undefined : eq(receipts.orderId, orderId),
      ),
    );
  if (due.length === 0) return 0;
  // locked and read again: the month's consolidation may have taken some meanwhile
  const open = await db
    .select({ id: receipts.id })
    .from(receipts)
    .where(
      and(
        inArray(
          receipts.id,
          due.map((d) => d.id),
        ),
        isNull(receipts.einvoiceId),
      ),
    )
    .for('update');
  let made = 0;
  for (const receipt of due.filter((d) => open.some((o) => o.id === d.id))) {
    const [row] = await db
      .insert(einvoices)
      .values({
        kind: 'invoice',
        codeNumber: `EI-${receipt.number}`,
        receiptId: receipt.id,
        buyer: receipt.buyer,
        requestedBy: receipt.requestedBy,
        totalSen: receipt.totalSen,
      })
      .onConflictDoNothing()
      .returning({ id: einvoices.id });
    if (!row) continue;
    await db.update(receipts).set({ einvoiceId: row.id }).where(eq(receipts.id, receipt.id));
    made++;
  }
  return made;
}
