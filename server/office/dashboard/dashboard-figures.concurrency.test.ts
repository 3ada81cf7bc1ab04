import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { describeOnPostgres, startTestServer } from '../../testing/harness';
import { askRefund } from '../../testing/office-orders-fixtures';
import { malaysiaDate } from '../../testing/orders-fixture';
import { payInSandbox, setupWorld, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';
import { dashboard, dashboardRange } from './dashboard.service';
import { differences, referenceFigures } from './reference-figures';

/*
 * On PostgreSQL, where writes really run side by side: payments and refunds of one store on one day
 * at once leave the figures exact (writers only append rows, so none waits on another), two refund
 * requests of one order racing count the order once, and the dashboard's reads never scan orders.
 */

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
}

/** Reads of the order tables that do not reach their rows through an index condition. */
const wholeReads = (node: PlanNode): string[] => [
  ...(node['Relation Name'] &&
  ['orders', 'order_items', 'refunds'].includes(node['Relation Name']) &&
  !node['Index Cond'] &&
  !node['Recheck Cond']
    ? [`${node['Node Type']} on ${node['Relation Name']}`]
    : []),
  ...(node.Plans ?? []).flatMap(wholeReads),
];

describeOnPostgres('dashboard figures under parallel writes', (kind) => {
  let world: World;
  let db: Db;
  let pool: pg.Pool;
  const company: SessionUser = { id: 1, role: 'company', storeId: null };
  const range = { from: malaysiaDate(-3), to: malaysiaDate(20) };

  async function mismatches(): Promise<string[]> {
    const now = new Date();
    const out: string[] = [];
    for (const storeId of [undefined, world.store.id]) {
      const answer = await dashboard(db, company, { ...range, storeId }, 'en', now);
      const reference = await referenceFigures(db, { ...dashboardRange(range, now), storeId: storeId ?? null });
      out.push(...differences(answer, reference).map((d) => `store ${storeId ?? 'all'}: ${d}`));
    }
    return out;
  }

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind, { unpaidOrderLimit: 50 }));
    db = world.server.database.db;
    pool = new pg.Pool({ connectionString: world.server.databaseUrl ?? '', max: 4 });
  }, 120_000);
  afterAll(async () => {
    await pool?.end();
    await world?.server.close();
  });

  it('keeps exact figures when payments, refund requests and approvals of one store and day run at once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const add = await world.server.call(
        api.orderAdd,
        {
          orderType: 'pickup',
          lines: [{ productId: world.dashcam.id, quantity: 1 + (i % 3) }],
          plate: `WXY ${i}`,
          storeId: world.store.id,
        },
        { session: world.customer },
      );
      expect(add.body.code, add.body.msg).toBe(200);
      ids.push(add.body.data.id);
    }
    await Promise.all(ids.map((id) => payInSandbox(world.server, world.customer, id)));
    expect(await mismatches()).toEqual([]);
    const refunds = await Promise.all(ids.slice(0, 8).map((id) => askRefund(world, id)));
    const reviews = await Promise.all(
      refunds.map((id, i) =>
        world.server.call(
          api.officeRefundReview,
          { id, approve: i % 2 === 0, note: 'checked' },
          { session: world.company },
        ),
      ),
    );
    expect(reviews.map((r) => r.body.code)).toEqual(refunds.map(() => 200));
    expect(await mismatches()).toEqual([]);
  }, 120_000);

  it('counts an order once when two refund requests and a payment move race on it', async () => {
    const [order] = (
      await pool.query<{ id: number; user_id: number }>(
        `select id, user_id from orders where paid_at is not null and not exists (select 1 from refunds r where r.order_id = orders.id)
       order by id limit 1`,
      )
    ).rows;
    expect(order).toBeDefined();
    const [a, b, c] = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    const refund = (status: string) =>
      `insert into refunds (order_id, user_id, reason, contact, status, due_at)
       values (${order!.id}, ${order!.user_id}, 'race', 'phone', '${status}', now())`;
    try {
      await a!.query('begin');
      await a!.query(refund('completed'));
      // each waits for a's lock on the order, then for the other's, in whichever order they come
      const second = b!.query(refund('pendingReview'));
      const moved = c!.query(`update orders set paid_at = paid_at - interval '1 day' where id = ${order!.id}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await a!.query('commit');
      await Promise.all([second, moved]);
    } finally {
      a!.release();
      b!.release();
      c!.release();
    }
    expect(await mismatches()).toEqual([]);
  });

  it("plans the dashboard's reads without reading orders, lines or refunds whole", async () => {
    const sent: { query: string; params: unknown[] }[] = [];
    const logged = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (query, params) => void sent.push({ query, params }) },
    }) as unknown as Db;
    // a product whose newest line no longer counts: the name is looked for further back
    await pool.query(
      `update orders set paid_at = paid_at - interval '30 days' where id = (select order_id from order_items order by id desc limit 1)`,
    );
    for (const storeId of [undefined, world.store.id])
      await dashboard(logged, company, { ...range, storeId }, 'en', new Date());
    const explainer = await pool.connect();
    const found: string[] = [];
    try {
      await explainer.query('set enable_seqscan = off; set enable_indexscan = off; set enable_indexonlyscan = off');
      for (const { query, params } of sent.filter((s) => /^\s*(select|with)\b/i.test(s.query))) {
        const plan = await explainer.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
          `explain (format json) ${query}`,
          params,
        );
        const root = plan.rows[0]?.['QUERY PLAN'][0]?.Plan;
        if (root) found.push(...wholeReads(root).map((read) => `${read} in: ${query}`));
      }
    } finally {
      await explainer.query('reset all');
      explainer.release();
    }
    expect(sent.some((s) => /order_items/.test(s.query) && /"order_items"\."id" </.test(s.query))).toBe(true);
    expect(found).toEqual([]);
  });
});
