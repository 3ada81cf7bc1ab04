import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { ExtraWorkSummary } from '../../../src/shared/contract/office-extra-work';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { extraCharges, findingLines, findings, stores, users } from '../../db/schema';
import { requireAction, storeScope } from '../../staff/permissions';
import { dashboardRange } from './dashboard.service';

/*
 * Extra work found on cars, for the office (docs/decisions/024-chain-size.md reads the dashboard's
 * figures from precomputed rows; these tables are small beside orders, a few rows per installation,
 * so this first version counts them per request, each read through an index on the store or the
 * day: findings by when they were recorded, charges by when they were paid).
 */

interface Counted {
  storeId: number;
  technicianId: number;
  quotes: number;
  linesQuoted: number;
  linesApproved: number;
  linesDeclined: number;
  extraRevenueSen: number;
}

const APPROVED = sql.raw(`('approved', 'paid', 'cancelled')`);

/** The quotes recorded in the range and the revenue of charges paid in it, per store and technician. */
export function extraWorkQueries(db: Db, range: { start: Date; end: Date }, storeId: number | null) {
  const quotes = db
    .select({
      storeId: findings.storeId,
      technicianId: findings.technicianId,
      quotes: sql<number>`count(distinct ${findings.id}) filter (where ${findingLines.id} is not null)`.mapWith(Number),
      linesQuoted: sql<number>`count(${findingLines.id})`.mapWith(Number),
      linesApproved:
        sql<number>`count(${findingLines.id}) filter (where ${findingLines.status} in ${APPROVED})`.mapWith(Number),
      linesDeclined: sql<number>`count(${findingLines.id}) filter (where ${findingLines.status} = 'declined')`.mapWith(
        Number,
      ),
    })
    .from(findings)
    .leftJoin(findingLines, eq(findingLines.findingId, findings.id))
    .where(
      and(
        gte(findings.createdAt, range.start),
        lt(findings.createdAt, range.end),
        storeId === null ? undefined : eq(findings.storeId, storeId),
      ),
    )
    .groupBy(findings.storeId, findings.technicianId);
  const revenue = db
    .select({
      storeId: findings.storeId,
      technicianId: findings.technicianId,
      revenueSen: sql<number>`sum(${findingLines.totalSen})`.mapWith(Number),
    })
    .from(extraCharges)
    .innerJoin(findingLines, eq(findingLines.chargeId, extraCharges.id))
    .innerJoin(findings, eq(findings.id, findingLines.findingId))
    .where(
      and(
        eq(extraCharges.status, 'paid'),
        gte(extraCharges.paidAt, range.start),
        lt(extraCharges.paidAt, range.end),
        storeId === null ? undefined : eq(extraCharges.storeId, storeId),
      ),
    )
    .groupBy(findings.storeId, findings.technicianId);
  return { quotes, revenue };
}

const figuresOf = (rows: Counted[]) => {
  const sum = (pick: (r: Counted) => number) => rows.reduce((n, r) => n + pick(r), 0);
  const linesApproved = sum((r) => r.linesApproved);
  const linesDeclined = sum((r) => r.linesDeclined);
  return {
    quotes: sum((r) => r.quotes),
    linesQuoted: sum((r) => r.linesQuoted),
    linesApproved,
    linesDeclined,
    approvalRate: linesApproved + linesDeclined === 0 ? 0 : linesApproved / (linesApproved + linesDeclined),
    extraRevenueSen: sum((r) => r.extraRevenueSen),
  };
};

export async function extraWorkSummary(
  db: Db,
  user: SessionUser | null,
  input: { from?: string | undefined; to?: string | undefined; storeId?: number | undefined },
  now: Date,
): Promise<ExtraWorkSummary> {
  const me = requireAction(user, 'officeDashboardView');
  const range = dashboardRange(input, now);
  // a manager: their store whatever was asked; the company: the store asked for, or all
  const storeId = storeScope(me) ?? input.storeId ?? null;
  const { quotes, revenue } = extraWorkQueries(db, range, storeId);
  const [quoteRows, revenueRows] = [await quotes, await revenue];
  const counted = new Map<string, Counted>();
  const entry = (storeId: number, technicianId: number) => {
    const key = `${storeId}|${technicianId}`;
    let row = counted.get(key);
    if (!row) {
      row = {
        storeId,
        technicianId,
        quotes: 0,
        linesQuoted: 0,
        linesApproved: 0,
        linesDeclined: 0,
        extraRevenueSen: 0,
      };
      counted.set(key, row);
    }
    return row;
  };
  for (const r of quoteRows) Object.assign(entry(r.storeId, r.technicianId), { ...r });
  for (const r of revenueRows) entry(r.storeId, r.technicianId).extraRevenueSen = r.revenueSen;
  const rows = [...counted.values()];
  const storeIds = [...new Set(rows.map((r) => r.storeId))];
  const technicianIds = [...new Set(rows.map((r) => r.technicianId))];
  const storeNames =
    storeIds.length > 0
      ? await db.select({ id: stores.id, name: stores.name }).from(stores).where(inArray(stores.id, storeIds))
      : [];
  const people =
    technicianIds.length > 0
      ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, technicianIds))
      : [];
  return {
    from: range.from,
    to: range.to,
    totals: figuresOf(rows),
    stores: storeIds
      .map((id) => ({
        storeId: id,
        storeName: storeNames.find((s) => s.id === id)?.name ?? '',
        ...figuresOf(rows.filter((r) => r.storeId === id)),
      }))
      .sort((a, b) => b.extraRevenueSen - a.extraRevenueSen || a.storeName.localeCompare(b.storeName)),
    technicians: rows
      .map((r) => ({
        technicianId: r.technicianId,
        technicianName: people.find((p) => p.id === r.technicianId)?.name ?? '',
        storeId: r.storeId,
        ...figuresOf([r]),
      }))
      .sort((a, b) => b.extraRevenueSen - a.extraRevenueSen || a.technicianName.localeCompare(b.technicianName)),
  };
}
