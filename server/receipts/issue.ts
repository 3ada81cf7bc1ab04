import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderItems, type orders, type payments, receipts, stores, users } from '../db/schema';
import { companyComplete, readCompany, sstRegistered, type CompanyRow } from './company';
import { nextDocumentNumber } from './numbering';
import type { ReceiptLine, ReceiptSnapshot } from '../db/tables/receipt-snapshot';

/** The warranty on parts and installation every receipt states (docs/product.md). */
export const WARRANTY_DAYS = 30;

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type ReceiptRow = typeof receipts.$inferSelect;

/** 'fpx:maybank2u' → 'FPX (maybank2u)', 'card:visa' → 'Card (visa)': what the payer recognises. */
export function paymentMethodText(method: string | null): string {
  if (!method) return '';
  const [kind = '', detail] = method.split(':');
  const names: Record<string, string> = { fpx: 'FPX', card: 'Card', grabpay: 'GrabPay', tng: "Touch 'n Go" };
  const name = names[kind] ?? kind;
  return detail ? `${name} (${detail})` : name;
}

function sellerOf(c: CompanyRow): ReceiptSnapshot['seller'] {
  return {
    companyName: c.companyName,
    brn: c.brn,
    tin: c.tin,
    sstNo: sstRegistered(c) ? c.sstNo : null,
    address: [...c.addressLines.filter((l) => l.trim() !== ''), `${c.postcode} ${c.city}`.trim()].filter(Boolean),
    phone: c.phone,
    email: c.email,
  };
}

/** The receipt of an extra-work charge's payment lists that charge's order items only, with its own totals. */
export interface ChargeReceipt {
  chargeId: number;
  itemIds: number[];
  subtotalSen: number;
  serviceTaxSen: number;
  totalSen: number;
}

async function linesOf(db: Db, order: OrderRow, taxPercent: number, only?: number[]): Promise<ReceiptLine[]> {
  const items = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), only ? inArray(orderItems.id, only) : undefined))
    .orderBy(orderItems.id);
  const lines: ReceiptLine[] = [];
  for (const item of items) {
    const description = [item.name.en, item.size, item.colour].filter(Boolean).join(' ');
    const part = { sku: item.sku, quantity: item.quantity, unitPriceSen: item.priceSen };
    // labour alone (extra work without a product) has no part
    if (item.productId !== null) {
      lines.push({ ...part, description, amountSen: item.priceSen * item.quantity, kind: 'part', taxPercent: 0 });
    }
    if (order.orderType === 'install' && item.labourSen > 0) {
      lines.push({
        description: item.productId === null ? item.name.en : `Installation: ${item.name.en}`,
        sku: item.sku,
        quantity: item.quantity,
        unitPriceSen: item.labourSen,
        amountSen: item.labourSen * item.quantity,
        kind: 'labour',
        taxPercent,
      });
    }
  }
  return lines;
}

/** Everything the order's receipt shows, read now and kept with it. */
async function snapshotOf(db: Db, order: OrderRow, payment: PaymentRow | null, issuedAt: Date, charge?: ChargeReceipt) {
  const company = await readCompany(db);
  const storeId = order.storeId ?? order.pickupStoreId;
  const [store] = storeId ? await db.select().from(stores).where(eq(stores.id, storeId)) : [];
  const [user] = await db.select().from(users).where(eq(users.id, order.userId));
  // what was charged decides the rate shown: the order's own tax over its labour
  const taxPercent = order.serviceFeeSen > 0 ? Math.round((order.serviceTaxSen * 100) / order.serviceFeeSen) : 0;
  const lines = await linesOf(db, order, taxPercent, charge?.itemIds);
  const snapshot: Omit<ReceiptSnapshot, 'kind' | 'number' | 'citesNumber'> = {
    issuedAt: issuedAt.toISOString(),
    orderNo: order.orderNo,
    orderType: order.orderType,
    seller: sellerOf(company),
    store: store
      ? { name: store.name, address: `${store.address}, ${store.postcode} ${store.city}`, phone: store.phone }
      : null,
    buyer: {
      name: order.customerName || user?.name || '',
      phone: order.customerPhone || user?.phone || '',
      email: order.customerEmail || user?.email || '',
      plate: order.plate,
      vehicle: order.vehicleModel,
    },
    lines,
    subtotalSen: charge ? charge.subtotalSen : order.totalSen + order.serviceFeeSen,
    serviceTaxSen: charge ? charge.serviceTaxSen : order.serviceTaxSen,
    shippingSen: charge ? 0 : order.shippingFeeSen,
    discountSen: charge ? 0 : order.discountSen,
    totalSen: charge ? charge.totalSen : order.actualPaySen,
    payment: payment
      ? {
          method: paymentMethodText(payment.method),
          reference: payment.gatewayPaymentId ?? payment.reference,
          paidAt: (payment.paidAt ?? issuedAt).toISOString(),
        }
      : null,
    appointment:
      order.appointmentDate && order.appointmentSlot
        ? { date: order.appointmentDate, slot: order.appointmentSlot }
        : null,
    warrantyDays: WARRANTY_DAYS,
    einvoiceUrl: null,
  };
  return { snapshot, companyComplete: companyComplete(company) };
}

/**
 * The receipt of an order whose payment was just taken, in that payment's transaction: its number
 * comes from the gap-free series, so it exists exactly when the payment does. A second call for
 * the same order answers the receipt it already has. The payment of an extra-work charge gets a
 * receipt of its own, listing only that charge's lines (`charge`).
 */
export async function issueReceipt(
  db: Db,
  order: OrderRow,
  payment: PaymentRow,
  now: Date,
  charge?: ChargeReceipt,
): Promise<ReceiptRow> {
  const [existing] = await db
    .select()
    .from(receipts)
    .where(
      and(
        eq(receipts.orderId, order.id),
        eq(receipts.kind, 'receipt'),
        charge ? eq(receipts.extraChargeId, charge.chargeId) : isNull(receipts.extraChargeId),
      ),
    );
  if (existing) return existing;
  const { snapshot } = await snapshotOf(db, order, payment, now, charge);
  const number = await nextDocumentNumber(db, 'receipt');
  const [row] = await db
    .insert(receipts)
    .values({
      kind: 'receipt',
      number,
      orderId: order.id,
      paymentId: payment.id,
      extraChargeId: charge?.chargeId ?? null,
      issuedAt: now,
      totalSen: snapshot.totalSen,
      serviceTaxSen: snapshot.serviceTaxSen,
      snapshot: { ...snapshot, kind: 'receipt', number, citesNumber: null },
    })
    .returning();
  if (!row) throw new Error('receipt not written');
  return row;
}

/**
 * The refund document of an order whose money went back, in the transaction that recorded it: it
 * cites the receipt and repeats its lines. An order without a receipt (paid before receipts
 * existed) gets none; a second call answers the one it has.
 */
export async function issueRefundDocument(db: Db, orderId: number, refundId: number | null, now: Date) {
  const [receipt] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.orderId, orderId), eq(receipts.kind, 'receipt'), isNull(receipts.extraChargeId)));
  if (!receipt) return null;
  const [existing] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.citesReceiptId, receipt.id), eq(receipts.kind, 'refund')));
  if (existing) return existing;
  const number = await nextDocumentNumber(db, 'refund');
  const snapshot: ReceiptSnapshot = {
    ...receipt.snapshot,
    kind: 'refund',
    number,
    citesNumber: receipt.number,
    issuedAt: now.toISOString(),
    einvoiceUrl: null,
  };
  const [row] = await db
    .insert(receipts)
    .values({
      kind: 'refund',
      number,
      orderId,
      paymentId: receipt.paymentId,
      refundId,
      citesReceiptId: receipt.id,
      issuedAt: now,
      totalSen: receipt.totalSen,
      serviceTaxSen: receipt.serviceTaxSen,
      snapshot,
    })
    .returning();
  return row ?? null;
}
