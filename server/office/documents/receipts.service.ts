import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { OfficeReceiptRow } from '../../../src/shared/contract/office-documents';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { einvoices, orders, receipts } from '../../db/schema';
import { readableReceipt } from '../../einvoice/receipt-access';
import { localize } from '../../i18n/text-catalogue';
import { notify } from '../../inbox/notify';
import { requireAction, storeScope } from '../../staff/permissions';
import { recordAudit } from '../audit';
import { formatRM } from '../../../src/shared/lib/format';

const selection = {
  id: receipts.id,
  kind: receipts.kind,
  number: receipts.number,
  orderId: orders.id,
  orderNo: orders.orderNo,
  customerName: orders.customerName,
  issuedAt: receipts.issuedAt,
  totalSen: receipts.totalSen,
  einvoiceState: einvoices.state,
};

const view = (r: { issuedAt: Date } & Omit<OfficeReceiptRow, 'issuedAt'>): OfficeReceiptRow => ({
  ...r,
  issuedAt: r.issuedAt.toISOString(),
});

/** Receipts and refund documents by the beginning of their number or their order's (a manager: their store's). */
export async function findReceipts(db: Db, user: SessionUser | null, q: string) {
  const me = requireAction(user, 'officeReceiptsView');
  const scope = storeScope(me);
  const like = `${q.replace(/\s/g, '').toUpperCase()}%`;
  const rows = await db
    .select(selection)
    .from(receipts)
    .innerJoin(orders, eq(orders.id, receipts.orderId))
    .leftJoin(einvoices, eq(einvoices.id, receipts.einvoiceId))
    .where(
      and(
        or(ilike(receipts.number, like), ilike(orders.orderNo, like)),
        scope === null ? undefined : sql`coalesce(${orders.storeId}, ${orders.pickupStoreId}) = ${scope}`,
      ),
    )
    .orderBy(desc(receipts.id))
    .limit(20);
  return { list: rows.map(view) };
}

/** Sends the customer their receipt again: an inbox message (pushed to their devices) pointing at the order. */
export async function resendReceipt(db: Db, user: SessionUser | null, id: number) {
  const me = requireAction(user, 'officeReceiptsView');
  const { receipt, order } = await readableReceipt(db, me, id);
  await notify(db, order.userId, {
    kind: 'order',
    title: localize('inboxReceiptTitle'),
    content: localize('inboxReceiptBody', {
      number: receipt.number,
      orderNo: order.orderNo,
      amount: (lang) => formatRM(receipt.totalSen, lang),
    }),
    refType: 'order',
    refId: order.id,
  });
  await recordAudit(db, me, {
    action: 'receiptResend',
    subject: receipt.number,
    storeId: order.storeId ?? order.pickupStoreId,
    changes: [],
  });
  const [row] = await db
    .select(selection)
    .from(receipts)
    .innerJoin(orders, eq(orders.id, receipts.orderId))
    .leftJoin(einvoices, eq(einvoices.id, receipts.einvoiceId))
    .where(eq(receipts.id, id));
  if (!row) throw new Error('receipt vanished');
  return view(row);
}
