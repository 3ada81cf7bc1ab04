import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { HOLDS_SLOT } from '../../orders/order-state';
import { describeOnEachDatabase, startTestServer } from '../../testing/harness';
import { askRefund } from '../../testing/office-orders-fixtures';
import { malaysiaDate } from '../../testing/orders-fixture';
import { paidInstall, paidMail, paidPickup, setupWorld, type World } from '../../testing/staff-fixtures';
import { smallJpeg, uploadImage } from '../../testing/uploads';
import { api } from '../../../tests/support/api';
import { dashboard, dashboardRange } from './dashboard.service';
import { foldDashboardFigures } from './figures-fold';
import { differences, referenceFigures } from './reference-figures';

/*
 * The figures the triggers keep (migrations 0020 and 0024) against the queries over every order and
 * photo they replaced, after the writes the app makes (orders placed, paid, refunded, rejected,
 * cancelled, rescheduled, deleted; photos sent) and the ones another writer could make straight in SQL
 * (a payment moved to another day or store, a price corrected, lines added and removed, an order
 * unpaid or removed; photos written, changed, removed, their owner moved to another store).
 */

describeOnEachDatabase('dashboard figures kept by the writes', (kind) => {
  let world: World;
  let db: Db;
  const company: SessionUser = { id: 1, role: 'company', storeId: null };
  const range = { from: malaysiaDate(-3), to: malaysiaDate(20) };
  const exec = (query: string) => db.execute(sql.raw(query));

  /** Every view of the dashboard (the company, one store, a manager's) next to the reference. */
  async function mismatches(): Promise<string[]> {
    const now = new Date();
    const out: string[] = [];
    const manager: SessionUser = { id: 2, role: 'manager', storeId: world.store.id };
    const views: [string, SessionUser, number | undefined][] = [
      ['company', company, undefined],
      ['company, other store', company, world.otherStore.id],
      ['company, outlet', company, world.outlet.id],
      ['manager', manager, undefined],
    ];
    for (const [label, user, storeId] of views) {
      const answer = await dashboard(db, user, { ...range, storeId }, 'en', now);
      const scope = user.role === 'company' ? (storeId ?? null) : user.storeId;
      const reference = await referenceFigures(db, { ...dashboardRange(range, now), storeId: scope });
      out.push(...differences(answer, reference).map((d) => `${label}: ${d}`));
    }
    return out;
  }

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind, { unpaidOrderLimit: 50 }));
    db = world.server.database.db;
  }, 120_000);
  afterAll(() => world.server.close());

  it('counts only the slot statuses the reference counts', async () => {
    const statuses = [...HOLDS_SLOT, 'completed', 'cancelled', 'refunded', 'pendingPickup', 'pendingReceipt'];
    const counted = (await db.execute(
      sql`select s, dashboard_uses_slot(s) as used from unnest(${`{${statuses.join(',')}}`}::text[]) s`,
    )) as unknown as { rows: { s: string; used: boolean }[] };
    const want = new Set([...HOLDS_SLOT.filter((s) => s !== 'unpaid'), 'completed']);
    expect(counted.rows.map((r) => [r.s, r.used])).toEqual(statuses.map((s) => [s, want.has(s as never)]));
  });

  it('equals the reference after orders are placed, paid, refunded, rejected, cancelled, rescheduled and deleted', async () => {
    const installs = [
      await paidInstall(world, world.tyre, 2),
      await paidInstall(world, world.tyre, 1),
      await paidInstall(world, world.tint, 1),
    ];
    await paidPickup(world);
    await paidMail(world);
    const approved = await askRefund(world, installs[1]!.orderId);
    const review = (id: number, approve: boolean) =>
      world.server.call(api.officeRefundReview, { id, approve, note: 'checked' }, { session: world.company });
    expect((await review(approved, true)).body.code).toBe(200);
    expect((await review(await askRefund(world, installs[2]!.orderId), false)).body.code).toBe(200);
    // an unpaid order cancelled, then removed from the list
    const add = await world.server.call(
      api.orderAdd,
      {
        orderType: 'pickup',
        lines: [{ productId: world.dashcam.id, quantity: 3 }],
        plate: 'WXY 7',
        storeId: world.store.id,
      },
      { session: world.customer },
    );
    expect(add.body.code, add.body.msg).toBe(200);
    const cancel = { id: add.body.data.id, reason: 'Wrong part' };
    expect((await world.server.call(api.orderCancel, cancel, { session: world.customer })).body.code).toBe(200);
    const removed = await world.server.call(api.orderDelete, { id: add.body.data.id }, { session: world.customer });
    expect(removed.body.code, removed.body.msg).toBe(200);
    // the first installation moved to another day and hour
    let moved = 0;
    for (let days = 9; days < 16 && moved !== 200; days++) {
      const res = await world.server.call(
        api.orderReschedule,
        { id: installs[0]!.orderId, appointmentDate: malaysiaDate(days), appointmentSlot: '15:00' },
        { session: world.customer },
      );
      moved = res.body.code;
    }
    expect(moved).toBe(200);
    // handover photos sent by two stores' technicians, taken a while ago; an avatar, which never counts
    const jpeg = await smallJpeg();
    for (const [session, seconds] of [
      [world.technician, 30],
      [world.technician, 95],
      [world.technician, 3_590],
      [world.otherTechnician, 400],
      [world.otherTechnician, 9_000],
    ] as const) {
      const sent = await uploadImage(world.server, session, jpeg, 'handover', {
        capturedAt: Date.now() - seconds * 1000,
      });
      expect(sent.body.code, sent.body.msg).toBe(200);
    }
    expect((await uploadImage(world.server, world.technician, jpeg, 'avatar')).body.code).toBe(200);
    expect(await mismatches()).toEqual([]);
  }, 120_000);

  it('equals the reference after writes straight in SQL, and after folding', async () => {
    const [first, second, third] = (
      (await exec(`select id from orders where paid_at is not null order by id limit 3`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows.map((r) => r.id);
    // a payment a day earlier, another store, a corrected amount; a line added, one removed
    await exec(`update orders set paid_at = paid_at - interval '1 day' where id = ${first}`);
    await exec(`update orders set store_id = ${world.otherStore.id} where id = ${second}`);
    await exec(`update orders set actual_pay_sen = actual_pay_sen + 123 where id = ${third}`);
    await exec(
      `insert into order_items (order_id, product_id, sku, name, price_sen, labour_sen, quantity)
       select ${first}, product_id, sku, '{"en":"Renamed","ms":"R","zh":"R"}', price_sen + 5, labour_sen, 4
       from order_items where order_id = ${first} limit 1`,
    );
    expect(await mismatches()).toEqual([]);
    await foldDashboardFigures(db);
    await exec(`delete from order_items where id = (select max(id) from order_items where order_id = ${first})`);
    // an installation served and removed from the list, a refund completed then withdrawn
    await exec(`update orders set status = 'completed', deleted_at = now() where id = ${first}`);
    await exec(`update refunds set status = 'completed' where status = 'processing'`);
    await exec(`delete from refunds where status = 'rejected'`);
    expect(await mismatches()).toEqual([]);
    // an order unpaid again, and one written and removed whole
    await exec(`update orders set paid_at = null where id = ${third}`);
    await exec(
      `insert into orders (order_no, user_id, status, pay_status, order_type, plate, vehicle_model, total_sen, actual_pay_sen,
         pickup_store_id, paid_at)
       values ('SQL-1', ${world.customer.userId}, 'pendingPickup', 'paid', 'pickup', 'W 1', 'Myvi', 500, 500, ${world.store.id}, now())`,
    );
    await exec(
      `insert into order_items (order_id, product_id, sku, name, price_sen, labour_sen, quantity)
       select (select id from orders where order_no = 'SQL-1'), ${world.dashcam.id}, 'X', '{"en":"D","ms":"D","zh":"D"}', 500, 0, 9`,
    );
    expect(await mismatches()).toEqual([]);
    await exec(`delete from order_items where order_id = (select id from orders where order_no = 'SQL-1')`);
    await exec(`delete from orders where order_no = 'SQL-1'`);
    expect(await mismatches()).toEqual([]);
    // photos on the bounds of the shown precision and of the chart's bars, and on the range's first instant
    const start = dashboardRange(range, new Date()).start.toISOString();
    const lags = [0, 59.4, 59.6, 89.5, 299.99, 1_799.5, 3_569.4, 3_599.6, 3_779.9, 7_200, 86_400.2, 200_000];
    await exec(
      `insert into uploads (id, owner_id, purpose, mime, bytes, captured_at, created_at)
       select 'lag-' || i, ${world.technician.userId}, (array['handover', 'return', 'group'])[1 + i % 3], 'image/jpeg', 1,
         at - make_interval(secs => lag), at
       from unnest('{${lags.join(',')}}'::numeric[]) with ordinality l(lag, i),
         lateral (select case when i % 4 = 0 then '${start}'::timestamptz when i % 4 = 1 then now() - interval '1 day'
           else now() end as at) t`,
    );
    await exec(
      `insert into uploads (id, owner_id, purpose, mime, bytes, captured_at, created_at) values
         ('lag-before', ${world.technician.userId}, 'handover', 'image/jpeg', 1, now() - interval '40 days',
           '${start}'::timestamptz - interval '1 microsecond'),
         ('lag-no-capture', ${world.technician.userId}, 'handover', 'image/jpeg', 1, null, now())`,
    );
    expect(await mismatches()).toEqual([]);
    await foldDashboardFigures(db);
    // a photo retaken later, one that is no handover photo after all, one removed, one given a capture time
    await exec(`update uploads set captured_at = captured_at + interval '2 minutes' where id = 'lag-3'`);
    await exec(`update uploads set purpose = 'feedback' where id = 'lag-5'`);
    await exec(`delete from uploads where id = 'lag-7'`);
    await exec(`update uploads set captured_at = now() - interval '3 hours' where id = 'lag-no-capture'`);
    expect(await mismatches()).toEqual([]);
    // the technician moves to the other store with every photo of theirs, then leaves the stores
    await exec(`update users set store_id = ${world.otherStore.id} where id = ${world.technician.userId}`);
    expect(await mismatches()).toEqual([]);
    await exec(`update uploads set owner_id = ${world.customer.userId} where id = 'lag-8'`);
    await exec(`update users set store_id = null where id = ${world.technician.userId}`);
    expect(await mismatches()).toEqual([]);
    await exec(`update users set store_id = ${world.store.id} where id = ${world.technician.userId}`);
    expect(await mismatches()).toEqual([]);
    await foldDashboardFigures(db);
    await foldDashboardFigures(db);
    expect(await mismatches()).toEqual([]);
    const unsettled = (await exec(
      `select (select count(*) from dashboard_day_figures where not settled) + (select count(*) from dashboard_product_figures
         where not settled) + (select count(*) from dashboard_slot_figures where not settled)
         + (select count(*) from dashboard_lag_figures where not settled) as n`,
    )) as unknown as { rows: { n: string | number }[] };
    expect(Number(unsettled.rows[0]?.n)).toBe(0);
  }, 60_000);

  it('counts what was there before the triggers once, whatever deltas were written meanwhile', async () => {
    // as after migrations 0020 and 0024 on a database with orders and photos: figures empty but for a few writes' deltas
    const tables = [
      'dashboard_day_figures',
      'dashboard_product_figures',
      'dashboard_slot_figures',
      'dashboard_lag_figures',
    ];
    for (const table of tables) await exec(`delete from ${table}`);
    await exec(`update orders set actual_pay_sen = actual_pay_sen + 1 where paid_at is not null`);
    await exec(`update uploads set captured_at = captured_at - interval '1 second' where id = 'lag-2'`);
    await exec(`update users set store_id = ${world.otherStore.id} where id = ${world.technician.userId}`);
    await exec(`update dashboard_figures_state set backfilled = false, lag_backfilled = false`);
    for (let i = 0; i < 2; i++) await exec(`select dashboard_figures_backfill(), dashboard_lag_backfill()`);
    expect(await mismatches()).toEqual([]);
    await foldDashboardFigures(db);
    expect(await mismatches()).toEqual([]);
  }, 60_000);
});
