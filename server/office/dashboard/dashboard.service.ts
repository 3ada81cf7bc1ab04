import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { type Dashboard, DASHBOARD_MAX_DAYS } from '../../../src/shared/contract/office-dashboard';
import { APPOINTMENT_SLOTS } from '../../../src/shared/contract/orders';
import { AppError } from '../../http/errors';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { orderItems, orders, refunds, stores, type Localized } from '../../db/schema';
import { pick, type Lang } from '../../i18n/language';
import { HOLDS_SLOT } from '../../orders/order-state';
import { storeOpenAt } from '../../orders/slots';
import { requireAction, storeScope } from '../../staff/permissions';
import { uploadLag } from './upload-lag';

/*
 * The dashboard's numbers (docs/decisions/018-back-office.md), each one SQL query over the range.
 * Days are Malaysian (UTC+8 all year: no daylight saving), so a day's bounds are fixed instants.
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

/** The Malaysian day of a timestamp column, in SQL. */
const dayOf = (column: SQL | typeof orders.paidAt) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

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
  const ofStore = storeId === null ? undefined : sql`coalesce(${orders.storeId}, ${orders.pickupStoreId}) = ${storeId}`;
  const paidInRange = and(
    isNotNull(orders.paidAt),
    gte(orders.paidAt, range.start),
    lt(orders.paidAt, range.end),
    ofStore,
  );

  const [perDay, refundRows, top, slotRows, storeRows, lag] = await Promise.all([
    db
      .select({
        day: dayOf(orders.paidAt),
        orders: sql<number>`count(*)::int`,
        revenueSen: sql<number>`coalesce(sum(${orders.actualPaySen}), 0)::int`,
      })
      .from(orders)
      .where(paidInRange)
      .groupBy(sql`1`),
    db
      .select({
        requested: sql<number>`count(distinct ${orders.id})::int`,
        refunded: sql<number>`count(distinct ${orders.id}) filter (where ${refunds.status} in ('processing', 'completed'))::int`,
      })
      .from(orders)
      .innerJoin(refunds, eq(refunds.orderId, orders.id))
      .where(paidInRange),
    db
      .select({
        productId: orderItems.productId,
        name: sql<Localized>`(array_agg(${orderItems.name} order by ${orderItems.id} desc))[1]`,
        quantity: sql<number>`sum(${orderItems.quantity})::int`,
        revenueSen: sql<number>`sum(${orderItems.priceSen} * ${orderItems.quantity})::int`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(paidInRange)
      .groupBy(orderItems.productId)
      .orderBy(desc(sql`3`), desc(sql`4`))
      .limit(10),
    db
      .select({ storeId: orders.storeId, slot: orders.appointmentSlot, booked: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          eq(orders.orderType, 'install'),
          gte(orders.appointmentDate, range.from),
          sql`${orders.appointmentDate} <= ${range.to}`,
          isNull(orders.deletedAt),
          // appointments kept or served: a live booking, or a finished job
          or(
            inArray(
              orders.status,
              HOLDS_SLOT.filter((s) => s !== 'unpaid'),
            ),
            eq(orders.status, 'completed'),
          ),
          storeId === null ? undefined : eq(orders.storeId, storeId),
        ),
      )
      .groupBy(orders.storeId, orders.appointmentSlot),
    db
      .select()
      .from(stores)
      .where(and(eq(stores.kind, 'workshop'), storeId === null ? undefined : eq(stores.id, storeId))),
    uploadLag(db, { start: range.start, end: range.end, storeId }),
  ]);

  const byDay = new Map(perDay.map((d) => [d.day, d]));
  const days = Array.from({ length: range.days }, (_, i) => {
    const day = addDays(range.from, i);
    const row = byDay.get(day);
    return { day, orders: row?.orders ?? 0, revenueSen: row?.revenueSen ?? 0 };
  });
  const totalOrders = days.reduce((n, d) => n + d.orders, 0);
  const refundRow = refundRows[0];
  const refunded = refundRow?.refunded ?? 0;

  const booked = new Map(slotRows.map((r) => [`${r.storeId}|${r.slot}`, r.booked]));
  const slotUse = storeRows
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((store) =>
      APPOINTMENT_SLOTS.map((slot) => {
        // places offered: the store's capacity on every day of the range it was open at that hour
        let openDays = 0;
        for (let i = 0; i < range.days; i++) if (storeOpenAt(store, addDays(range.from, i), slot)) openDays++;
        return {
          storeId: store.id,
          storeName: store.name,
          slot,
          booked: booked.get(`${store.id}|${slot}`) ?? 0,
          capacity: openDays * store.slotCapacity,
        };
      }),
    )
    .filter((s) => s.capacity > 0 || s.booked > 0);

  return {
    from: range.from,
    to: range.to,
    days,
    totals: {
      orders: totalOrders,
      revenueSen: days.reduce((n, d) => n + d.revenueSen, 0),
      refundRequested: refundRow?.requested ?? 0,
      refunded,
      refundRate: totalOrders === 0 ? 0 : refunded / totalOrders,
    },
    slotUse,
    topProducts: top.map((p) => ({ ...p, name: pick(p.name, lang) })),
    uploadLag: lag,
  };
}
