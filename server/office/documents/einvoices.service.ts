import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { ResultCode } from '../../../src/shared/contract/codes';
import type {
  OfficeEinvoiceRow,
  officeEinvoiceFilter,
  officeEinvoiceRetry,
} from '../../../src/shared/contract/office-documents';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { einvoices, orders, receipts } from '../../db/schema';
import { buyerOf } from '../../einvoice/customer.service';
import { validationUrlOf } from '../../einvoice/validation-url';
import { AppError, notFound } from '../../http/errors';
import { text } from '../../i18n/text-catalogue';
import { readCompany } from '../../receipts/company';
import { requireAction } from '../../staff/permissions';
import { recordAudit } from '../audit';

type Row = typeof einvoices.$inferSelect;
const covered = alias(receipts, 'covered');

function rowView(
  r: { e: Row; receiptNumber: string | null; orderId: number | null; orderNo: string | null },
  env: 'preprod' | 'production',
): OfficeEinvoiceRow {
  const { e } = r;
  return {
    id: e.id,
    kind: e.kind,
    codeNumber: e.codeNumber,
    state: e.state,
    month: e.month,
    totalSen: e.totalSen,
    buyerName: e.buyer?.name ?? null,
    orderId: r.orderId,
    orderNo: r.orderNo,
    receiptNumber: r.receiptNumber,
    uuid: e.uuid,
    validationUrl: validationUrlOf(e, env),
    problems: e.problems,
    lastError: e.lastError,
    createdAt: e.createdAt.toISOString(),
    submittedAt: e.submittedAt?.toISOString() ?? null,
    validatedAt: e.validatedAt?.toISOString() ?? null,
  };
}

const selection = { e: einvoices, receiptNumber: covered.number, orderId: orders.id, orderNo: orders.orderNo };
const joined = (db: Db) =>
  db
    .select(selection)
    .from(einvoices)
    .leftJoin(covered, eq(covered.id, einvoices.receiptId))
    .leftJoin(orders, eq(orders.id, covered.orderId));

/** E-invoices newest first, by state, kind, or the beginning of a code, order or receipt number. */
export async function einvoicePage(
  db: Db,
  user: SessionUser | null,
  q: { pageNo: number; pageSize: number; filter: z.output<typeof officeEinvoiceFilter> },
) {
  requireAction(user, 'officeEinvoiceView');
  const where: SQL[] = [];
  if (q.filter.state) where.push(eq(einvoices.state, q.filter.state));
  if (q.filter.kind) where.push(eq(einvoices.kind, q.filter.kind));
  if (q.filter.q) {
    const like = `${q.filter.q.toUpperCase()}%`;
    where.push(or(ilike(einvoices.codeNumber, like), ilike(covered.number, like), ilike(orders.orderNo, like)) as SQL);
  }
  const condition = where.length ? and(...where) : undefined;
  const [total] = await db
    .select({ n: count() })
    .from(einvoices)
    .leftJoin(covered, eq(covered.id, einvoices.receiptId))
    .leftJoin(orders, eq(orders.id, covered.orderId))
    .where(condition);
  const rows = await joined(db)
    .where(condition)
    .orderBy(desc(einvoices.createdAt), desc(einvoices.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  const env = (await readCompany(db)).myinvoisEnvironment;
  return { list: rows.map((r) => rowView(r, env)), total: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
}

export async function einvoiceRow(db: Db, id: number) {
  const [row] = await joined(db).where(eq(einvoices.id, id));
  if (!row) throw notFound(text('thingEinvoice'));
  return rowView(row, (await readCompany(db)).myinvoisEnvironment);
}

/**
 * Sends again an e-invoice LHDN refused (built anew from its documents, with the buyer's details
 * corrected when given) or one that could not be sent; the job picks it up at once.
 */
export async function retryEinvoice(
  db: Db,
  user: SessionUser | null,
  input: z.output<typeof officeEinvoiceRetry.payload>,
  now: Date,
) {
  const me = requireAction(user, 'officeEinvoiceView');
  const [row] = await db.select().from(einvoices).where(eq(einvoices.id, input.id)).for('update');
  if (!row) throw notFound(text('thingEinvoice'));
  if (row.state !== 'invalid' && row.state !== 'waiting')
    throw new AppError(ResultCode.illegalTransition, 'officeEinvoiceNotRetryable');
  if (input.buyer && (row.kind !== 'invoice' || row.requestedBy === null))
    throw new AppError(ResultCode.validation, 'officeEinvoiceBuyerOnlyOwn');
  const buyer = input.buyer ? buyerOf(input.buyer, row.buyer?.phone ?? '') : row.buyer;
  await db
    .update(einvoices)
    .set({
      state: 'waiting',
      buyer,
      problems: [],
      lastError: null,
      uuid: null,
      submissionUid: null,
      longId: null,
      json: null,
      sha256: null,
      attempts: 0,
      nextAttemptAt: now,
      updatedAt: now,
    })
    .where(eq(einvoices.id, row.id));
  const changes: { field: string; before: string; after: string }[] = [
    { field: 'state', before: row.state, after: 'waiting' },
  ];
  if (input.buyer) changes.push({ field: 'buyer', before: row.buyer?.name ?? '', after: input.buyer.name });
  await recordAudit(db, me, { action: 'einvoiceRetry', subject: row.codeNumber, storeId: null, changes });
  return einvoiceRow(db, row.id);
}

/** Receipts of the last twelve months with what covers them, by Malaysian month, newest first. */
export async function receiptMonths(db: Db) {
  const month = sql<string>`to_char((${receipts.issuedAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`;
  return db
    .select({
      month,
      receipts: count(),
      totalSen: sql<number>`coalesce(sum(${receipts.totalSen}), 0)::int`,
      own: sql<number>`count(*) filter (where ${einvoices.kind} = 'invoice')::int`,
      uncovered: sql<number>`count(*) filter (where ${receipts.einvoiceId} is null)::int`,
    })
    .from(receipts)
    .leftJoin(einvoices, eq(einvoices.id, receipts.einvoiceId))
    .where(and(eq(receipts.kind, 'receipt'), sql`${receipts.issuedAt} > now() - interval '13 months'`))
    .groupBy(month)
    .orderBy(desc(month))
    .limit(12);
}
