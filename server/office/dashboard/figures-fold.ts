import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  dashboardDayFigures,
  dashboardFiguresState,
  dashboardLagFigures,
  dashboardProductFigures,
  dashboardSlotFigures,
} from '../../db/schema';

/*
 * Upkeep of the dashboard's figures (server/db/tables/figures.ts). The triggers keep them exact
 * alone; folding only keeps the rows a read sums few, and the backfill counts what was there before
 * the triggers were made (migrations 0020 and 0024).
 */

/** Any constant: one fold at a time across processes (pg_try_advisory_xact_lock); the others skip. */
const FOLD_LOCK = 20_020_001;

/**
 * Folds each key's rows into one settled row, for keys with rows written since the last fold. Each
 * statement deletes the rows its snapshot sees and puts their sum back; rows written meanwhile stay
 * as they are, to be folded next time. Writers only ever insert, so nothing waits on a fold.
 */
export async function foldDashboardFigures(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = (await tx.execute(sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as ok`)) as unknown as {
      rows: { ok: boolean }[];
    };
    if (!locked.rows[0]?.ok) return;
    await tx.execute(sql`
      with fresh as (select distinct store_id, day from ${dashboardDayFigures} where not settled),
      folded as (
        delete from ${dashboardDayFigures} f using fresh where f.store_id = fresh.store_id and f.day = fresh.day
        returning f.store_id, f.day, f.orders, f.revenue_sen, f.refund_requested, f.refunded)
      insert into ${dashboardDayFigures} (store_id, day, orders, revenue_sen, refund_requested, refunded, settled)
        select store_id, day, sum(orders), sum(revenue_sen), sum(refund_requested), sum(refunded), true
        from folded group by store_id, day
        having (sum(orders), sum(revenue_sen), sum(refund_requested), sum(refunded)) <> (0, 0, 0, 0)`);
    await tx.execute(sql`
      with fresh as (select distinct store_id, day, product_id from ${dashboardProductFigures} where not settled),
      folded as (
        delete from ${dashboardProductFigures} f using fresh
        where f.store_id = fresh.store_id and f.day = fresh.day and f.product_id = fresh.product_id
        returning f.store_id, f.day, f.product_id, f.quantity, f.revenue_sen, f.last_item_id)
      insert into ${dashboardProductFigures} (store_id, day, product_id, quantity, revenue_sen, last_item_id, settled)
        select store_id, day, product_id, sum(quantity), sum(revenue_sen), max(last_item_id), true
        from folded group by store_id, day, product_id
        having (sum(quantity), sum(revenue_sen)) <> (0, 0)`);
    await tx.execute(sql`
      with fresh as (select distinct store_id, day, slot from ${dashboardSlotFigures} where not settled),
      folded as (
        delete from ${dashboardSlotFigures} f using fresh
        where f.store_id = fresh.store_id and f.day = fresh.day and f.slot = fresh.slot
        returning f.store_id, f.day, f.slot, f.booked)
      insert into ${dashboardSlotFigures} (store_id, day, slot, booked, settled)
        select store_id, day, slot, sum(booked), true from folded group by store_id, day, slot having sum(booked) <> 0`);
    await tx.execute(sql`
      with fresh as (select distinct store_id, day, shown, bar from ${dashboardLagFigures} where not settled),
      folded as (
        delete from ${dashboardLagFigures} f using fresh
        where f.store_id = fresh.store_id and f.day = fresh.day and f.shown = fresh.shown and f.bar = fresh.bar
        returning f.store_id, f.day, f.shown, f.bar, f.photos)
      insert into ${dashboardLagFigures} (store_id, day, shown, bar, photos, settled)
        select store_id, day, shown, bar, sum(photos), true from folded group by store_id, day, shown, bar
        having sum(photos) <> 0`);
  });
}

/** Processes that have seen the backfill done: they never ask again. */
const backfilled = new WeakSet<Db>();

/**
 * Counts the orders and photos written before the figures' triggers existed, once per database; a caller that
 * comes while another process counts waits for it. Nothing but the figure tables is written, so
 * checkouts never wait (about 40 s per million orders on 2 cores, once, after migration 0020).
 */
export async function ensureDashboardBackfill(db: Db): Promise<void> {
  if (backfilled.has(db)) return;
  const [state] = await db.select().from(dashboardFiguresState);
  if (!state?.backfilled) await db.execute(sql`select dashboard_figures_backfill()`);
  if (!state?.lagBackfilled) await db.execute(sql`select dashboard_lag_backfill()`);
  backfilled.add(db);
}
