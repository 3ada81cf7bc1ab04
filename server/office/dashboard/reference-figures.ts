import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { type Dashboard, uploadLagBuckets } from '../../../src/shared/contract/office-dashboard';
import type { Db } from '../../db/client';
import { orderItems, orders, refunds, uploads, users, type Localized } from '../../db/schema';
import { HOLDS_SLOT } from '../../orders/order-state';

/*
 * The dashboard's figures computed from every order and photo of the range, as the dashboard did before
 * it read the figure tables (migrations 0020 and 0024): the tests' reference for what the figures must equal.
 * Not used by the server.
 */

const dayOf = sql<string>`to_char((${orders.paidAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

export interface ReferenceFigures {
  days: Map<string, { orders: number; revenueSen: number }>;
  refundRequested: number;
  refunded: number;
  /** Every product sold, most first (quantity, then revenue), with the name of its newest line. */
  products: { productId: number; name: Localized; quantity: number; revenueSen: number }[];
  /** Appointments kept or served by `store|slot`. */
  booked: Map<string, number>;
  lag: Dashboard['uploadLag'];
}

/**
 * A lag in seconds as precisely as the dashboard shows it (useDuration in upload-lag-chart.tsx: whole
 * seconds, then minutes under an hour, then tenths of an hour), as seconds it shows the same way.
 */
export function shownLag(seconds: number): number {
  const r = Math.round(seconds);
  if (r < 60) return r;
  if (r < 3600) return Math.min(60 * Math.round(r / 60), 3599);
  return 360 * Math.round(r / 360);
}

/** The photos' lag from every photo of the range, as the dashboard read it before migration 0024. */
async function referenceLag(
  db: Db,
  q: { start: Date; end: Date; storeId: number | null },
): Promise<Dashboard['uploadLag']> {
  const seconds = sql`extract(epoch from (${uploads.createdAt} - ${uploads.capturedAt}))`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      median: sql<string | null>`percentile_disc(0.5) within group (order by ${seconds})`,
      p90: sql<string | null>`percentile_disc(0.9) within group (order by ${seconds})`,
      max: sql<string | null>`max(${seconds})`,
      under1m: sql<number>`count(*) filter (where ${seconds} < 60)::int`,
      under5m: sql<number>`count(*) filter (where ${seconds} >= 60 and ${seconds} < 300)::int`,
      under30m: sql<number>`count(*) filter (where ${seconds} >= 300 and ${seconds} < 1800)::int`,
      under2h: sql<number>`count(*) filter (where ${seconds} >= 1800 and ${seconds} < 7200)::int`,
      over2h: sql<number>`count(*) filter (where ${seconds} >= 7200)::int`,
    })
    .from(uploads)
    .where(
      and(
        inArray(uploads.purpose, ['handover', 'return', 'group']),
        isNotNull(uploads.capturedAt),
        gte(uploads.createdAt, q.start),
        lt(uploads.createdAt, q.end),
        q.storeId === null
          ? undefined
          : sql`${uploads.ownerId} in (select ${users.id} from ${users} where ${users.storeId} = ${q.storeId})`,
      ),
    );
  const shown = (v: string | null | undefined) => (v === null || v === undefined ? null : shownLag(Number(v)));
  return {
    count: row?.count ?? 0,
    medianSeconds: shown(row?.median),
    p90Seconds: shown(row?.p90),
    maxSeconds: shown(row?.max),
    buckets: uploadLagBuckets.map((bucket) => ({ bucket, count: Number(row?.[bucket] ?? 0) })),
  };
}

export async function referenceFigures(
  db: Db,
  q: { from: string; to: string; start: Date; end: Date; storeId: number | null },
): Promise<ReferenceFigures> {
  const ofStore =
    q.storeId === null ? undefined : sql`coalesce(${orders.storeId}, ${orders.pickupStoreId}) = ${q.storeId}`;
  const paidInRange = and(isNotNull(orders.paidAt), gte(orders.paidAt, q.start), lt(orders.paidAt, q.end), ofStore);
  const perDay = await db
    .select({
      day: dayOf,
      orders: sql<number>`count(*)::int`,
      revenueSen: sql<string>`coalesce(sum(${orders.actualPaySen}), 0)`,
    })
    .from(orders)
    .where(paidInRange)
    .groupBy(sql`1`);
  const [refundRow] = await db
    .select({
      requested: sql<number>`count(distinct ${orders.id})::int`,
      refunded: sql<number>`count(distinct ${orders.id}) filter (where ${refunds.status} in ('processing', 'completed'))::int`,
    })
    .from(orders)
    .innerJoin(refunds, eq(refunds.orderId, orders.id))
    .where(paidInRange);
  const products = await db
    .select({
      productId: orderItems.productId,
      name: sql<Localized>`(array_agg(${orderItems.name} order by ${orderItems.id} desc))[1]`,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
      revenueSen: sql<string>`sum(${orderItems.priceSen}::bigint * ${orderItems.quantity})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    // labour alone (extra work) has no product to count
    .where(and(paidInRange, isNotNull(orderItems.productId)))
    .groupBy(orderItems.productId)
    .orderBy(desc(sql`3`), desc(sql`4`), orderItems.productId);
  const slots = await db
    .select({ storeId: orders.storeId, slot: orders.appointmentSlot, booked: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.orderType, 'install'),
        gte(orders.appointmentDate, q.from),
        sql`${orders.appointmentDate} <= ${q.to}`,
        isNull(orders.deletedAt),
        or(
          inArray(
            orders.status,
            HOLDS_SLOT.filter((s) => s !== 'unpaid'),
          ),
          eq(orders.status, 'completed'),
        ),
        q.storeId === null ? undefined : eq(orders.storeId, q.storeId),
      ),
    )
    .groupBy(orders.storeId, orders.appointmentSlot);
  return {
    days: new Map(perDay.map((d) => [d.day, { orders: d.orders, revenueSen: Number(d.revenueSen) }])),
    refundRequested: refundRow?.requested ?? 0,
    refunded: refundRow?.refunded ?? 0,
    products: products.map((p) => ({ ...p, productId: p.productId ?? 0, revenueSen: Number(p.revenueSen) })),
    booked: new Map(slots.map((s) => [`${s.storeId}|${s.slot}`, s.booked])),
    lag: await referenceLag(db, q),
  };
}

/** Where a dashboard's answer differs from the reference: empty when they agree. */
export function differences(
  answer: Dashboard,
  reference: ReferenceFigures,
  name: (n: Localized) => string = (n) => n.en,
): string[] {
  const out: string[] = [];
  for (const d of answer.days) {
    const want = reference.days.get(d.day) ?? { orders: 0, revenueSen: 0 };
    if (d.orders !== want.orders || d.revenueSen !== want.revenueSen)
      out.push(`${d.day}: ${d.orders} orders ${d.revenueSen} sen, want ${want.orders} / ${want.revenueSen}`);
  }
  const { refundRequested, refunded } = answer.totals;
  if (refundRequested !== reference.refundRequested || refunded !== reference.refunded)
    out.push(`refunds ${refundRequested}/${refunded}, want ${reference.refundRequested}/${reference.refunded}`);
  const top = reference.products.slice(0, 10);
  if (answer.topProducts.length !== top.length)
    out.push(`${answer.topProducts.length} top products, want ${top.length}`);
  answer.topProducts.forEach((p, i) => {
    // products tied on quantity and revenue may come in either order
    const same = reference.products.find((r) => r.productId === p.productId);
    if (!same || same.quantity !== top[i]?.quantity || same.revenueSen !== top[i]?.revenueSen)
      out.push(`top ${i + 1}: product ${p.productId} ${p.quantity}/${p.revenueSen}, want ${JSON.stringify(top[i])}`);
    else if (same.quantity !== p.quantity || same.revenueSen !== p.revenueSen || name(same.name) !== p.name)
      out.push(`product ${p.productId}: ${p.quantity}/${p.revenueSen} ${p.name}, want ${JSON.stringify(same)}`);
  });
  const shown = new Set(answer.slotUse.map((s) => s.storeId));
  for (const s of answer.slotUse) {
    const want = reference.booked.get(`${s.storeId}|${s.slot}`) ?? 0;
    if (s.booked !== want) out.push(`store ${s.storeId} ${s.slot}: ${s.booked} booked, want ${want}`);
  }
  for (const [key, n] of reference.booked) {
    const [store, slot] = key.split('|');
    if (shown.has(Number(store)) && !answer.slotUse.some((s) => `${s.storeId}|${s.slot}` === key))
      out.push(`store ${store} ${slot}: missing, want ${n}`);
  }
  if (JSON.stringify(answer.uploadLag) !== JSON.stringify(reference.lag))
    out.push(`upload lag ${JSON.stringify(answer.uploadLag)}, want ${JSON.stringify(reference.lag)}`);
  return out;
}
