import { eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/session.service';
import type { Db } from '../db/client';
import { einvoices, orders, receipts } from '../db/schema';
import { notFound } from '../http/errors';
import { text } from '../i18n/text-catalogue';
import { readCompany } from '../receipts/company';
import type { ReceiptSnapshot } from '../db/tables/receipt-snapshot';
import { requireAction, storeScope } from '../staff/permissions';
import { validationUrlOf } from './validation-url';

/**
 * A receipt or refund document as its reader may see it: the customer their own; staff with the
 * office's receipts permission, a manager only their store's orders. Its snapshot carries the
 * e-invoice's validation link once LHDN validated it (the document itself never changes).
 */
export async function readableReceipt(db: Db, user: SessionUser, id: number) {
  const [row] = await db
    .select({ receipt: receipts, order: orders })
    .from(receipts)
    .innerJoin(orders, eq(orders.id, receipts.orderId))
    .where(eq(receipts.id, id));
  const missing = () => notFound(text('thingReceipt'));
  if (!row) throw missing();
  if (user.role === 'customer') {
    if (row.order.userId !== user.id) throw missing();
  } else {
    requireAction(user, 'officeReceiptsView');
    const scope = storeScope(user);
    if (scope !== null && (row.order.storeId ?? row.order.pickupStoreId) !== scope) throw missing();
  }
  return { ...row, snapshot: await withValidationLink(db, row.receipt) };
}

async function withValidationLink(db: Db, receipt: typeof receipts.$inferSelect): Promise<ReceiptSnapshot> {
  if (!receipt.einvoiceId) return receipt.snapshot;
  const [einvoice] = await db.select().from(einvoices).where(eq(einvoices.id, receipt.einvoiceId));
  const environment = (await readCompany(db)).myinvoisEnvironment;
  return { ...receipt.snapshot, einvoiceUrl: einvoice ? validationUrlOf(einvoice, environment) : null };
}
