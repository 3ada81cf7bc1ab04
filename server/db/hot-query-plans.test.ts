import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PageKey } from '../../src/shared/contract/fields';
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
import { describeOnPostgres } from '../testing/harness';
import { openPlanLab, wholeReads, type PlanLab, type PlanNode } from '../testing/query-plans';
import type { Db } from './client';
import { HOT_READS_DATA as DATA } from '../testing/hot-reads-data';

/*
 * The hot reads, planned on a few thousand orders with sequential scans priced out of reach
 * (enable_seqscan = off): a table that is still read whole has no index for the query. Plain index
 * scans are priced out too, or a plan could walk a whole index in the order wanted, filtering as it
 * goes, and pass for indexed (at this size the planner may rightly prefer that; at a million orders
 * it reads them all). The SQL is the real code's, caught on its way to the database by drizzle's
 * logger as each function runs, so it cannot drift from what the screens send.
 */

/** Tables that grow with the orders: a read of one of these must reach its rows through an index condition. */
const GROWING = new Set([
  'orders',
  'order_items',
  'order_events',
  'refunds',
  'payments',
  'work_orders',
  'complaints',
  // a chain's customers: 200,000
  'users',
]);

/** Sequential scans of these are whole reads too. */
const RULES = { growing: GROWING, seqScanned: new Set([...GROWING, 'products']) };

const EXPLAINABLE = /^\s*(select|update|delete|insert|with)\b/i;

/** The long lists, read page after page by key (server/db/page-keys.ts). */
const KEYED_LISTS = new Set(['orders', 'payments', 'work_orders']);

interface RunNode extends PlanNode {
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: RunNode[];
}

/**
 * What keeps a page read after a key (EXPLAIN ANALYZE) from being a range of its list's index: no
 * LIMIT on top; no index scan of the list entered at the key (an Index Cond on its time) with nothing
 * sorted above it; or one that walked past more than a few pages of rows, filtering them out (here a
 * store holds a quarter of the work orders, so the planner may rightly walk the chain's index and
 * keep one row in four; the rows before the key are never read).
 */
function notARange(plan: RunNode, pageSize: number): string[] {
  const problems: string[] = [];
  let ranges = 0;
  const walk = (node: RunNode, underSort: boolean) => {
    const table = node['Relation Name'];
    if (table && KEYED_LISTS.has(table) && /created_at/.test(node['Index Cond'] ?? '')) {
      const read = ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 1);
      if (underSort) problems.push(`${node['Node Type']} on ${table} under a sort`);
      else if (!node['Node Type'].startsWith('Index')) problems.push(`${node['Node Type']} on ${table}`);
      else if (read > 5 * pageSize) problems.push(`${node['Node Type']} on ${table} read ${read} rows for a page`);
      else ranges += 1;
    }
    for (const child of node.Plans ?? []) walk(child, underSort || /Sort/.test(node['Node Type']));
  };
  walk(plan, false);
  if (plan['Node Type'] !== 'Limit') problems.push(`${plan['Node Type']} on top, not a Limit`);
  if (ranges === 0 && problems.length === 0) problems.push('no index scan entered at the key');
  return [...problems, ...wholeReads(plan, RULES)];
}

describeOnPostgres('hot reads on a few thousand orders', () => {
  let lab: PlanLab;
  let pool: pg.Pool;
  let db: Db;

  beforeAll(async () => {
    lab = await openPlanLab('roda_plans', {
      fill: async (_, pool) => void (await pool.query(DATA)),
      // what is left to the planner reaches rows through index conditions (bitmap scans)
      plannerSettings: 'set enable_seqscan = off; set enable_indexscan = off; set enable_indexonlyscan = off',
    });
    ({ pool, db } = lab);
  });

  afterAll(() => lab?.close());

  /** Runs `work` through the real code, then plans every statement it sent; answers the whole reads found. */
  const wholeReadsOf = (work: () => Promise<unknown>) => lab.wholeReadsOf(work, EXPLAINABLE, RULES);

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
      await officeOrderFind(db, company, 127, 'en', now, config);
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
      // the whole number, as pasted: its beginning, read from the unique index
      const whole = await officeOrderPage(db, company, { ...page, filter: { orderNo: numbered } }, now);
      expect(whole.list.map((o) => o.orderNo)).toEqual([numbered]);
      // a store manager's default list: the orders their store serves, newest first
      await officeOrderPage(db, manager, { ...page, filter: {} }, now);
    });
    expect(reads).toEqual([]);
  });

  it("reads a whole phone number's orders from the phone's btree, a part of one through the trigrams", async () => {
    /** The indexes the plans of the statements about phones read. */
    const phoneIndexes = async (phone: string) => {
      lab.sent.length = 0;
      const found = await officeOrderPage(db, company, { pageNo: 1, pageSize: 20, filter: { phone } }, now);
      const client = await pool.connect();
      try {
        await client.query('set enable_seqscan = off; set enable_indexscan = off; set enable_indexonlyscan = off');
        const used = new Set<string>();
        for (const { query, params } of lab.sent.filter((s) => s.query.includes('customer_phone'))) {
          const plan = (await client.query<{ 'QUERY PLAN': string }>(`explain ${query}`, params)).rows;
          for (const line of plan)
            for (const m of line['QUERY PLAN'].matchAll(/on (orders_\w+)/g)) used.add(m[1] ?? '');
        }
        return { total: found.total, used: [...used].sort() };
      } finally {
        await client.query('reset all');
        client.release();
      }
    };
    // customer 123's ten orders, as the desk types the number
    for (const phone of ['012-000 0123', '+60120000123', '0120000123']) {
      expect(await phoneIndexes(phone), phone).toEqual({ total: 10, used: ['orders_customer_phone_idx'] });
    }
    // a part of a number: every order whose number holds it
    const part = await phoneIndexes('20000123');
    expect(part.total).toBe(10);
    expect(part.used).toEqual(['orders_customer_phone_trgm_idx']);
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

  it("counts a person's work orders without their orders unless a keyword searches the orders' plates and numbers", async () => {
    const technician: SessionUser = { id: 403, role: 'technician', storeId: 1 };
    /** How many of the counts `work` sent joined the orders. */
    const countsJoining = async (work: () => Promise<unknown>) => {
      lab.sent.length = 0;
      await work();
      const counts = lab.sent.filter((s) => /^select count\(\*\) from "work_orders"/.test(s.query));
      expect(counts.length, 'the list counted its work orders').toBeGreaterThan(0);
      return counts.filter((s) => /join "orders"/.test(s.query)).length;
    };
    const mine = { pageNo: 1, pageSize: 20, tab: 'all' as const, mine: true };
    expect(await countsJoining(() => workOrderList(db, technician, mine, 'en'))).toBe(0);
    const searched = await countsJoining(() => workOrderList(db, technician, { ...mine, keyword: 'RD2025' }, 'en'));
    expect(searched, 'a keyword reads the orders').toBeGreaterThan(0);
  });

  it("counts the store overview's open complaints and pending refunds without looking up their orders", async () => {
    for (const me of [company, manager]) {
      lab.sent.length = 0;
      await storeOverview(db, me, now);
      const counted = lab.sent.filter((s) => /from "(complaints|refunds)"/.test(s.query));
      expect(counted, 'the overview counted both').toHaveLength(2);
      expect(counted.filter((s) => /"orders"/.test(s.query))).toEqual([]);
    }
  });

  it('reads the page after a row of each long list as a range of its index from that row, with no offset', async () => {
    /** The key of the 501st row of a list newest first, as the page before would hand it out. */
    const keyOf = async (table: string) =>
      (
        await pool.query<PageKey>(
          `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
           from ${table} order by created_at desc, id desc offset 500 limit 1`,
        )
      ).rows[0] as PageKey;
    const [order, payment, work] = [await keyOf('orders'), await keyOf('payments'), await keyOf('work_orders')];
    const page = { pageNo: 26, pageSize: 20 };
    // store 4 has work orders, half of them the technician's, the rest sold by them
    const storeManager: SessionUser = { id: 401, role: 'manager', storeId: 4 };
    const storeTechnician: SessionUser = { id: 403, role: 'technician', storeId: 4 };
    lab.sent.length = 0;
    await officeOrderPage(db, company, { ...page, after: order, filter: {} }, now);
    await paymentPage(db, company, { ...page, after: payment, filter: {} });
    for (const me of [company, storeManager, storeTechnician]) {
      for (const tab of ['all', 'completed'] as const)
        await workOrderList(db, me, { ...page, tab, mine: false, after: work }, 'en');
      if (me !== company) await workOrderList(db, me, { ...page, tab: 'all', mine: true, after: work }, 'en');
    }
    const keyed = new Map(lab.sent.filter((s) => s.query.includes('::timestamptz')).map((s) => [s.query, s.params]));
    // orders, payments, two tabs in three scopes and a person's own work in two parts for two people
    expect(keyed.size).toBe(12);
    const found: string[] = [];
    // index scans allowed this time (a range is one), sequential scans still priced out; read for real
    const client = await pool.connect();
    try {
      await client.query('begin; set local enable_seqscan = off');
      for (const [query, params] of keyed) {
        if (/\boffset\b/i.test(query)) found.push(`an offset\n    in: ${query}`);
        const result = await client.query<{ 'QUERY PLAN': { Plan: RunNode }[] }>(
          `explain (analyze, format json) ${query}`,
          params,
        );
        const plan = result.rows[0]?.['QUERY PLAN'][0]?.Plan;
        if (plan) found.push(...notARange(plan, page.pageSize).map((problem) => `${problem}\n    in: ${query}`));
      }
    } finally {
      await client.query('rollback');
      client.release();
    }
    expect(found).toEqual([]);
    // a store's orders and payments: from the key through the store's orders (no index of theirs
    // ends in the id that breaks ties, so the store's rows before the page are read and sorted)
    const storeReads = await wholeReadsOf(async () => {
      await officeOrderPage(db, storeManager, { ...page, after: order, filter: {} }, now);
      await paymentPage(db, storeManager, { ...page, after: payment, filter: {} });
    });
    expect(storeReads).toEqual([]);
    expect(lab.sent.filter((s) => s.query.includes('::timestamptz') && /\boffset\b/i.test(s.query))).toEqual([]);
  });
});
