import { and, asc, eq, isNull } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import type { OrderDocuments, einvoiceRequestPayload } from '../../src/shared/contract/documents';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { einvoices, receipts } from '../db/schema';
import { AppError } from '../http/errors';
import { ownOrder } from '../orders/orders.service';
import { readCompany } from '../receipts/company';
import type { EInvoiceParty } from '../db/tables/einvoice-party';
import { coverChargeReceipts } from './charge-einvoices';
import { monthOf, monthRange } from './months';
import { INDIVIDUAL_WITHOUT_TIN } from './parties';
import { validationUrlOf } from './validation-url';

type EInvoiceRequest = z.output<typeof einvoiceRequestPayload>;

/** The order's receipts, the e-invoice covering it and until when the customer may ask for their own. */
export async function orderDocuments(db: Db, userId: number, orderId: number, now: Date): Promise<OrderDocuments> {
  await ownOrder(db, userId, orderId);
  const docs = await db.select().from(receipts).where(eq(receipts.orderId, orderId)).orderBy(asc(receipts.id));
  // the order's own receipt; an extra-work charge's goes into the month's consolidated e-invoice
  const receipt = docs.find((d) => d.kind === 'receipt' && d.extraChargeId === null) ?? null;
  const [einvoice] = receipt?.einvoiceId
    ? await db.select().from(einvoices).where(eq(einvoices.id, receipt.einvoiceId))
    : [];
  const environment = (await readCompany(db)).myinvoisEnvironment;
  const until = receipt && !receipt.einvoiceId ? monthRange(monthOf(receipt.issuedAt)).to : null;
  return {
    receipts: docs.map((d) => ({
      id: d.id,
      kind: d.kind,
      number: d.number,
      issuedAt: d.issuedAt.toISOString(),
      totalSen: d.totalSen,
      serviceTaxSen: d.serviceTaxSen,
    })),
    einvoice: einvoice
      ? {
          kind: einvoice.kind,
          codeNumber: einvoice.codeNumber,
          state: einvoice.state,
          buyerName:
            einvoice.kind === 'invoice' && einvoice.requestedBy !== null ? (einvoice.buyer?.name ?? null) : null,
          validationUrl: validationUrlOf(einvoice, environment),
        }
      : null,
    einvoiceRequestUntil: until && until > now ? new Date(until.getTime() - 1).toISOString() : null,
  };
}

export function buyerOf(input: EInvoiceRequest, phone: string): EInvoiceParty {
  return {
    name: input.name,
    tin: input.tin || INDIVIDUAL_WITHOUT_TIN,
    idScheme: input.idType,
    idValue: input.idValue,
    sst: 'NA',
    email: input.email,
    phone: phone || 'NA',
    address: {
      lines: [input.addressLine],
      city: input.city,
      postcode: input.postcode,
      stateCode: input.stateCode,
      countryCode: 'MYS',
    },
  };
}

/**
 * The customer asks for an e-invoice in their (or their company's) name. Allowed on a paid order
 * within the month it was paid in, while no e-invoice covers its receipt yet: the receipt's row
 * lock makes this and the month's consolidation exclude each other. The job sends it. Receipts of
 * extra work on the order get theirs to the same buyer, now and when paid later (./charge-einvoices.ts).
 */
export async function requestEinvoice(db: Db, userId: number, input: EInvoiceRequest, now: Date) {
  const order = await ownOrder(db, userId, input.orderId, true);
  const [receipt] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.orderId, order.id), eq(receipts.kind, 'receipt'), isNull(receipts.extraChargeId)))
    .for('update');
  if (!receipt) throw new AppError(ResultCode.illegalTransition, 'einvoiceNotPaid');
  if (receipt.einvoiceId !== null) throw new AppError(ResultCode.conflict, 'einvoiceAlreadyCovered');
  if (monthOf(receipt.issuedAt) !== monthOf(now)) throw new AppError(ResultCode.illegalTransition, 'einvoiceMonthOver');
  const [row] = await db
    .insert(einvoices)
    .values({
      kind: 'invoice',
      codeNumber: `EI-${receipt.number}`,
      receiptId: receipt.id,
      buyer: buyerOf(input, order.customerPhone),
      requestedBy: userId,
      totalSen: receipt.totalSen,
    })
    .returning({ id: einvoices.id });
  if (!row) throw new AppError(ResultCode.conflict, 'einvoiceAlreadyCovered');
  await db.update(receipts).set({ einvoiceId: row.id }).where(eq(receipts.id, receipt.id));
  // extra work already paid for on this order: its receipts go to the same buyer
  await coverChargeReceipts(db, order.id);
  return orderDocuments(db, userId, order.id, now);
}
