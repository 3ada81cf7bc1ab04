import { and, asc, eq, inArray } from 'drizzle-orm';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { OfficeEinvoiceMonth } from '../../../src/shared/contract/office-documents';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { einvoices } from '../../db/schema';
import { consolidateMonth } from '../../einvoice/consolidate';
import { consolidationDueBy, monthOf } from '../../einvoice/months';
import { AppError } from '../../http/errors';
import { requireAction } from '../../staff/permissions';
import { recordAudit } from '../audit';
import { receiptMonths } from './einvoices.service';

/** The last twelve months' receipts and their consolidated e-invoices. */
export async function einvoiceMonths(db: Db, user: SessionUser | null): Promise<{ list: OfficeEinvoiceMonth[] }> {
  requireAction(user, 'officeEinvoiceView');
  const months = await receiptMonths(db);
  const docs = months.length
    ? await db
        .select()
        .from(einvoices)
        .where(
          and(
            eq(einvoices.kind, 'consolidated'),
            inArray(
              einvoices.month,
              months.map((m) => m.month),
            ),
          ),
        )
        .orderBy(asc(einvoices.part))
    : [];
  return {
    list: months.map((m) => ({
      month: m.month,
      receipts: m.receipts,
      receiptsTotalSen: m.totalSen,
      ownInvoices: m.own,
      uncovered: m.uncovered,
      documents: docs
        .filter((d) => d.month === m.month)
        .map((d) => ({ id: d.id, codeNumber: d.codeNumber, state: d.state, totalSen: d.totalSen })),
      dueBy: consolidationDueBy(m.month).toISOString(),
    })),
  };
}

/** Builds an ended month's consolidated e-invoice now (the job would at its next pass). */
export async function consolidateNow(db: Db, user: SessionUser | null, month: string, now: Date) {
  const me = requireAction(user, 'officeEinvoiceView');
  if (month >= monthOf(now)) throw new AppError(ResultCode.illegalTransition, 'officeMonthNotEnded');
  const made = await consolidateMonth(db, month);
  if (made > 0)
    await recordAudit(db, me, {
      action: 'einvoiceConsolidate',
      subject: month,
      storeId: null,
      changes: [{ field: 'documents', before: '', after: String(made) }],
    });
  const { list } = await einvoiceMonths(db, me);
  const found = list.find((m) => m.month === month);
  return (
    found ?? {
      month,
      receipts: 0,
      receiptsTotalSen: 0,
      ownInvoices: 0,
      uncovered: 0,
      documents: [],
      dueBy: consolidationDueBy(month).toISOString(),
    }
  );
}
