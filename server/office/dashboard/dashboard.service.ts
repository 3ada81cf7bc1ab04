import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { type Dashboard, DASHBOARD_MAX_DAYS } from '../../../src/shared/contract/office-dashboard';
import { APPOINTMENT_SLOTS } from '../../../src/shared/contract/orders';
import { AppError } from '../../http/errors';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { dashboardDayFigures, dashboardSlotFigures, stores } from '../../db/schema';
import { pick, type Lang } from '../../i18n/language';
import { storeOpenAt } from '../../orders/slots';
import { requireAction, storeScope } from '../../staff/permissions';
import { ensureDashboardBackfill } from './figures-fold';
import { topProducts } from './top-products';
import { uploadLag } from './upload-lag';

/*
 * The dashboard's numbers (docs/decisions/018-back-office.md), read from figures the database keeps
 * by Malaysian day and store as orders, lines, refunds and photos are written (server/db/tables/figures.ts),
 * so a call reads a few rows per day of the range whatever the number of orders. Days are Malaysian
 * (UTC+8 all year: no daylight saving), so a day's bounds are fixed instants.
 */

const DAY_MS = 86_400_000;
const MYT_MS = 8 * 3_600_000;

/** The Malaysian day of an instant, as YYYY-MM-DD. */
export const malaysiaDay = (at: Date) => new Date(at.getTime() + MYT_MS).toISOString().slice(0, 10);
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - MYT_MS);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The range asked for, or the last 30 days; refused when longer than a year. */
export function dashboardRange(input: { from?: string | undefined; to?: string | undefined }, now: Date) {
  const to = input.to ?? malaysiaDay(now);
  const from = input.from ?? addDays(to, -29);
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  if (days > DASHBOARD_MAX_DAYS)
    throw new AppError(ResultCode.validation, 'officeRangeTooLong', { days: DASHBOARD_MAX_DAYS });
  return { from, to, days, start: dayStart(from), end: dayStart(addDays(to, 1)) };
}

/** Every store together in the figure tables (server/db/tables/figures.ts). */
const EVERY_STORE = -1;

export async function dashboard(
  db: Db,
  user: SessionUser | null,
  input: { from?: string | undefined; to?: string | undefined; storeId?: number | undefined },
  lang: Lang,
  now: Date,
): Promise<Dashboard> {
  const me = requireAction(user, 'officeDashboardView');
  const range = dashboardRange(input, now);
  // a manager: their store whatever was asked; the company: the store asked for, or all
  const storeId = storeScope(me) ?? input.storeId ?? null;
  await ensureDashboardBackfill(db);
  const d = dashboardDayFigures;
  const s = dashboardSlotFigures;
  const inRange = (day: typeof d.day | typeof s.day) => and(gte(day, range.from), lte(day, range.to));

  const [perDay, top, slotRows, storeRows, lag] = await Promise.all([
    db
      .select({
        day: d.day,
        orders: sql<string>`sum(${d.orders})`,
        revenueSen: sql<string>`sum(${d.revenueSen})`,
        requested: sql<string>`sum(${d.refundRequested})`,
        refunded: sql<string>`sum(${d.refunded})`,
      })
      .from(d)
      .where(and(eq(d.storeId, storeId ?? EVERY_STORE), inRange(d.day)))
      .groupBy(d.day),
    topProducts(db, { ...range, storeId }),
    db
      .select({ storeId: s.storeId, slot: s.slot, booked: sql<string>`sum(${s.booked})` })
      .from(s)
      .where(and(inRange(s.day), storeId === null ? undefined : eq(s.storeId, storeId)))
      .groupBy(s.storeId, s.slot),
    db
      .select()
      .from(stores)
      .where(and(eq(stores.kind, 'workshop'), storeId === null ? undefined : eq(stores.id, storeId))),
    uploadLag(db, { from: range.from, to: range.to, storeId }),
  ]);

  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const days = Array.from({ length: range.days }, (_, i) => {
    const day = addDays(range.from, i);
    const row = byDay.get(day);
    return { day, orders: Number(row?.orders ?? 0), revenueSen: Number(row?.revenueSen ?? 0) };
  });
  const totalOrders = days.reduce((n, day) => n + day.orders, 0);
  const refunded = perDay.reduce((n, row) => n + Number(row.refunded), 0);

  // places offered: the store's capacity on every day of the range it was open at that hour. Opening
  // hours follow the weekday alone (closures are apart: storeOpenAt), so one day of each weekday in
  // the range stands for all of them.
  const weekdays = new Map<number, { date: string; count: number }>();
  for (let i = 0; i < range.days; i++) {
    const date = addDays(range.from, i);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const seen = weekdays.get(weekday);
    if (seen) seen.count++;
    else weekdays.set(weekday, { date, count: 1 });
  }
  const booked = new Map(slotRows.map((r) => [`${r.storeId}|${r.slot}`, Number(r.booked)]));
  const slotUse = storeRows
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((store) =>
      APPOINTMENT_SLOTS.map((slot) => {
        let openDays = 0;
        for (const { date, count } of weekdays.values()) if (storeOpenAt(store, date, slot)) openDays += count;
        return {
          storeId: store.id,
          storeName: store.name,
          slot,
          booked: booked.get(`${store.id}|${slot}`) ?? 0,
          capacity: openDays * store.slotCapacity,
        };
      }),
    )
    .filter((slot) => slot.capacity > 0 || slot.booked > 0);

  return {
    from: range.from,
    to: range.to,
    days,
    totals: {
      orders: totalOrders,
      revenueSen: days.reduce((n, day) => n + day.revenueSen, 0),
      refundRequested: perDay.reduce((n, row) => n + Number(row.requested), 0),
      refunded,
      refundRate: totalOrders === 0 ? 0 : refunded / totalOrders,
    },
    slotUse,
    topProducts: top.map((p) => ({ ...p, name: pick(p.name, lang) })),
    uploadLag: lag,
  };
}
