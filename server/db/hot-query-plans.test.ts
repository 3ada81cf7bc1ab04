import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SessionUser } from '../auth/session.service';
import { readConfig } from '../config';
import { officeOrderFind, officeOrderPage } from '../office/orders/office-orders.service';
import { paymentPage } from '../office/payments/payments.service';
import { orderDetail, orderGroupCounts, orderPage } from '../orders/order-views';
import { expireOverdue } from '../orders/orders.service';
import { refundOfOrder } from '../refunds/refund.service';
import { workOfOrder } from '../staff/work-orders/customer-work';
import { goodsOrderPage } from '../staff/goods-orders/goods-queues';
import { staffComplaintPage } from '../staff/complaints/complaints.service';
import { storeOverview } from '../staff/overview/overview.service';
import { staffRefundPage } from '../staff/refunds/staff-refunds.service';
import { workOrderList, workOrderTabs } from '../staff/work-orders/work-order-lists';
import { describeOnPostgres, testDatabaseUrl } from '../testing/harness';
import { createThrowawayDatabase } from '../testing/throwaway-database';
import { openDatabase, type Db } from './client';
import * as schema from './schema';

/*
 * The hot reads, planned on a few thousand orders with sequential scans priced out of reach
 * (enable_seqscan = off): a table that is still read whole has no index for the query. Plain index
 * scans are priced out too, or a plan could walk a whole index in the order wanted, filtering as it
 * goes, and pass for indexed (at this size the planner may rightly prefer that; at a million orders
 * it reads them all). The SQL is the real code's, caught on its way to the database by drizzle's
 * logger as each function runs, so it cannot drift from what the screens send.
 */

/** Tables that grow with the orders: a read of one of these must reach its rows through an index condition. */
const GROWING = new Set(['orders', 'order_items', 'order_events', 'refunds', 'payments', 'work_orders', 'complaints']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

/**
 * The scans of growing tables (and products) in a plan that read them whole. Walking an index in the
 * order asked for, with nothing filtered on the way, under a LIMIT is not one: it stops after the
 * page (the newest orders of an unfiltered list).
 */
function wholeReads(node: PlanNode, underLimit = false): string[] {
  const table = node['Relation Name'];
  const own: string[] = [];
  const orderedPage = underLimit && node['Node Type'].startsWith('Index') && !node.Filter;
  if (table && node['Node Type'] === 'Seq Scan' && (GROWING.has(table) || table === 'products'))
    own.push(`Seq Scan on ${table}`);
  else if (
    table &&
    GROWING.has(table) &&
    node['Node Type'].endsWith('Scan') &&
    !node['Index Cond'] &&
    !node['Recheck Cond'] &&
    !orderedPage
  )
    own.push(`${node['Node Type']} on ${table} with no index condition`);
  // below a sort or an aggregate every row is read before the first comes out
  const limited =
    node['Node Type'] === 'Limit' || (underLimit && !/Sort|Aggregate|Hash|Materialize/.test(node['Node Type']));
  return [...own, ...(node.Plans ?? []).flatMap((child) => wholeReads(child, limited))];
}

const EXPLAINABLE = /^\s*(select|update|delete|insert|with)\b/i;

/** Customers 1..400 with 10 orders each over two years, two lines each; a share unpaid and overdue. */
const DATA = `
  insert into stores (id, code, name, kind, state, city, address, postcode, phone, lat, lng, open_days, opens, closes, slot_capacity)
    select s, 'S' || s, 'Store ' || s, 'workshop', 'Selangor', 'Shah Alam', 'Jalan ' || s, '40000', '0355100000', 3.07, 101.5,
      '[1,2,3,4,5,6]', '09:00', '18:00', 3
    from generate_series(1, 12) s;
  insert into users (id, phone, role, name) select u, '+6012' || lpad(u::text, 7, '0'), 'customer', 'Customer ' || u
    from generate_series(1, 400) u;
  insert into users (id, phone, role, store_id) values (401, '+60190000401', 'manager', 3), (402, '+60190000402', 'company', null),
    (403, '+60190000403', 'technician', 3);
  insert into products (id, sku, category, brand, name, description, price_sen, stock, fitment, image)
    select p, 'SKU-' || p, 'tyre', 'Roda', '{"en":"Part","ms":"Alat","zh":"配件"}', '{"en":"","ms":"","zh":""}', 9900, 100,
      '{"kind":"universal"}', 'tyre.svg'
    from generate_series(1, 50) p;
  insert into orders (id, order_no, user_id, status, pay_status, order_type, plate, vehicle_model, total_sen, actual_pay_sen,
      store_id, pickup_store_id, customer_phone, expires_at, created_at)
    select o, 'RD' || to_char(timestamp '2025-01-01' + (o || ' hours')::interval, 'YYYYMMDD') || lpad((o * 7919 % 1000000)::text, 6, '0'),
      u, status, case when status = 'unpaid' then 'pendingPayment' else 'paid' end, kind,
      'W' || chr(65 + u % 26) || chr(65 + u / 26 % 26) || ' ' || (1000 + u), 'Perodua Myvi', 19800, 19800,
      case when kind = 'install' then 1 + o % 12 end, case when kind = 'pickup' then 1 + o % 12 end,
      '+6012' || lpad(u::text, 7, '0'), timestamp '2025-01-01' + (o || ' hours')::interval + interval '30 minutes',
      timestamp '2025-01-01' + (o || ' hours')::interval
    from (select o, 1 + o % 400 as u,
        (array['completed','completed','completed','cancelled','upcoming','pendingReceipt','refunded','unpaid'])[1 + o % 8] as status,
        (array['install','pickup','mail'])[1 + o % 3] as kind
      from generate_series(1, 4000) o) g;
  insert into order_items (order_id, product_id, sku, name, price_sen, labour_sen, quantity)
    select o, 1 + (o + line) % 50, 'SKU-' || (1 + (o + line) % 50), '{"en":"Part","ms":"Alat","zh":"配件"}', 9900, 0, 1
    from generate_series(1, 4000) o, generate_series(1, 2) line;
  insert into order_events (order_id, status, note) select o, 'unpaid', '' from generate_series(1, 4000) o;
  insert into payments (order_id, provider, reference, amount_sen, status)
    select o, 'sandbox', 'PAY' || o, 19800, 'paid' from generate_series(1, 4000) o;
  insert into work_orders (work_no, order_id, store_id, status)
    select 'WO' || o, o, 1 + o % 12, 'completed' from generate_series(1, 4000) o where o % 3 = 0;
  insert into refunds (order_id, user_id, reason, contact, status, due_at)
    select o, 1 + o % 400, 'changed mind', 'phone', 'pendingReview', now() from generate_series(7, 4000, 40) o;
  select setval('orders_id_seq', 4000); select setval('users_id_seq', 403);
  analyze;
`;

describeOnPostgres('hot reads on a few thousand orders', () => {
  let dataDir = '';
  let throwaway: { url: string; drop(): Promise<void> };
  let close: () => Promise<void>;
  let pool: pg.Pool;
  let explainer: pg.Client;
  let db: Db;
  const sent: { query: string; params: unknown[] }[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'roda-plans-'));
    throwaway = await createThrowawayDatabase(testDatabaseUrl ?? '', 'roda_plans');
    const database = await openDatabase({ databaseUrl: throwaway.url, dataDir });
    close = () => database.close();
    pool = new pg.Pool({ connectionString: throwaway.url, max: 2 });
    await pool.query(DATA);
    db = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (query, params) => void sent.push({ query, params }) },
    }) as unknown as Db;
    explainer = new pg.Client({ connectionString: throwaway.url });
    await explainer.connect();
    // what is left to the planner reaches rows through index conditions (bitmap scans)
    await explainer.query('set enable_seqscan = off; set enable_indexscan = off; set enable_indexonlyscan = off');
  });

  afterAll(async () => {
    await explainer?.end();
    await pool?.end();
    await close?.();
    await throwaway?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs `work` through the real code, then plans every statement it sent; answers the whole reads found. */
  async function wholeReadsOf(work: () => Promise<unknown>): Promise<string[]> {
    sent.length = 0;
    await work();
    expect(sent.length, 'the work sent its queries').toBeGreaterThan(0);
    // each statement once (the sweep sends the same few for every order it closes)
    const distinct = new Map(sent.filter((s) => EXPLAINABLE.test(s.query)).map((s) => [s.query, s.params]));
    const found: string[] = [];
    for (const [query, params] of distinct) {
      const result = await explainer.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        `explain (format json) ${query}`,
        params,
      );
      const plan = result.rows[0]?.['QUERY PLAN'][0]?.Plan;
      if (plan) found.push(...wholeReads(plan).map((read) => `${read}\n    in: ${query}`));
    }
    return found;
  }

  const now = new Date('2025-06-01T00:00:00Z');
  const customer = 123;
  const company: SessionUser = { id: 402, role: 'company', storeId: null };
  const manager: SessionUser = { id: 401, role: 'manager', storeId: 3 };
  const config = readConfig({});

  it("reads a customer's order list, its lines and its group counts by index", async () => {
    const reads = await wholeReadsOf(async () => {
      await orderPage(db, customer, { group: 'all', pageNo: 1, pageSize: 10 }, 'en', now);
      await orderPage(db, customer, { group: 'completed', pageNo: 1, pageSize: 10 }, 'en', now);
      await orderGroupCounts(db, customer, now);
    });
    expect(reads).toEqual([]);
  });

  it("reads an order's detail (lines, timeline, refund, work) by index", async () => {
    // order 123 belongs to customer 124 (1 + 123 % 400); order 125 is an installation
    const reads = await wholeReadsOf(async () => {
      await orderDetail(db, 124, 123, 'en', now, refundOfOrder, (d, order) => workOfOrder(d, config, order, now));
      await orderDetail(db, 126, 125, 'en', now, refundOfOrder, (d, order) => workOfOrder(d, config, order, now));
      await officeOrderFind(db, company, 127, 'en', now);
    });
    expect(reads).toEqual([]);
  });

  it('finds and closes overdue unpaid orders by index (the expiry sweep)', async () => {
    let closed = 0;
    const reads = await wholeReadsOf(async () => {
      closed = await expireOverdue(db, now);
    });
    expect(closed, 'the sweep had overdue orders to close').toBeGreaterThan(0);
    expect(reads).toEqual([]);
  });

  it('searches the back office orders by phone, plate and order number by index', async () => {
    const page = { pageNo: 1, pageSize: 20 };
    const numbered = (await pool.query<{ order_no: string }>('select order_no from orders where id = 1234')).rows[0]
      ?.order_no as string;
    const reads = await wholeReadsOf(async () => {
      const byPhone = await officeOrderPage(db, company, { ...page, filter: { phone: '012-000 0123' } }, now);
      expect(byPhone.total).toBe(10);
      const byPlate = await officeOrderPage(db, company, { ...page, filter: { plate: 'wte1123' } }, now);
      expect(byPlate.total).toBe(10);
      // the part of an order number a person reads out: its last six digits
      const byNumber = await officeOrderPage(db, company, { ...page, filter: { orderNo: numbered.slice(-6) } }, now);
      expect(byNumber.list.map((o) => o.orderNo)).toContain(numbered);
      // a store manager's default list: the orders their store serves, newest first
      await officeOrderPage(db, manager, { ...page, filter: {} }, now);
    });
    expect(reads).toEqual([]);
  });

  it("opens the staff desk's tabs and lists, and the office's default list, by index and kept totals", async () => {
    const technician: SessionUser = { id: 403, role: 'technician', storeId: 3 };
    const page = { pageNo: 1, pageSize: 20, mine: false };
    const reads = await wholeReadsOf(async () => {
      for (const me of [company, manager, technician]) {
        const tabs = await workOrderTabs(db, me, undefined);
        // work orders are at stores 1, 4, 7 and 10: the company sees them, store 3 none
        expect(tabs.find((t) => t.tab === 'all')?.count).toBe(me === company ? 1333 : 0);
        await workOrderList(db, me, { ...page, tab: 'all' }, 'en');
        await workOrderList(db, me, { ...page, tab: 'completed' }, 'en');
        await workOrderList(db, me, { ...page, tab: 'complaintSubmitted' }, 'en');
        await workOrderList(db, me, { ...page, tab: 'all', mine: true }, 'en');
      }
      for (const me of [company, manager])
        for (const done of [false, true])
          await goodsOrderPage(db, me, { done, keyword: '', pageNo: 1, pageSize: 20 }, 'en');
      await paymentPage(db, company, { pageNo: 1, pageSize: 20, filter: {} });
      await paymentPage(db, manager, { pageNo: 1, pageSize: 20, filter: {} });
      // a store's refunds and complaints (the company's are all of two small tables, counted whole)
      await staffRefundPage(db, manager, { pageNo: 1, pageSize: 20 }, now);
      await staffComplaintPage(db, config, manager, { pageNo: 1, pageSize: 20 }, now);
      await storeOverview(db, company, now);
      await storeOverview(db, manager, now);
      const all = await officeOrderPage(db, company, { pageNo: 1, pageSize: 20, filter: {} }, now);
      expect(all.total).toBe(4000);
    });
    expect(reads).toEqual([]);
  });
});
