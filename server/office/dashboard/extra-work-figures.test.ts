import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ExtraWorkSummary } from '../../../src/shared/contract/office-extra-work';
import { describeOnEachDatabase, startTestServer, type Session } from '../../testing/harness';
import { extraWorkHelpers } from '../../testing/extra-work-fixture';
import { setupWorld, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';
import { dashboardRange } from './dashboard.service';
import { extraWorkQueries } from './extra-work-figures';

/*
 * The office's figures of extra work found on cars: quotes, approval rate and extra revenue per
 * store and per technician, and (on PostgreSQL) every read through an index.
 */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
}

/** Scans of the extra-work tables that no index condition narrows (a sequential scan, or a whole index). */
function wholeReads(node: PlanNode | undefined): string[] {
  if (!node) return ['no plan'];
  const table = node['Relation Name'];
  const own =
    table && ['findings', 'finding_lines', 'extra_charges'].includes(table) && node['Node Type'].endsWith('Scan')
      ? node['Index Cond'] || node['Recheck Cond']
        ? []
        : [`${node['Node Type']} on ${table}`]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(wholeReads)];
}

describeOnEachDatabase('office figures of extra work', (kind) => {
  let world: World;
  const x = extraWorkHelpers(() => world);

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
    const pads = await x.newProduct(10, 15_000, 4_000);
    // one quote: pads approved and paid (150.00 + 40.00 + 3.20 tax), labour declined
    const paid = await x.acceptedWork();
    const quoted = await x.quote(paid.workOrderId, [
      { kind: 'product', productId: pads.id },
      { kind: 'labour', description: 'Rotor skim', labourSen: 6_000 },
    ]);
    const [pad, skim] = quoted.data.extraWork.findings[0]?.lines ?? [];
    const decided = await x.decide(paid.orderId, [
      { lineId: pad?.id ?? 0, decision: 'approve' },
      { lineId: skim?.id ?? 0, decision: 'decline' },
    ]);
    await x.handOver(paid.workOrderId);
    await x.payOnSandbox((await x.startPaying(paid.orderId, decided.data.charges[0]?.id ?? 0)).reference);
    // one quote nobody decided yet, and a finding without a quote (no quote sent)
    const open = await x.acceptedWork();
    await x.quote(open.workOrderId, [{ kind: 'labour', description: 'Coolant top-up', labourSen: 2_000 }]);
    await x.quote(open.workOrderId, [], 'good');
  }, 120_000);
  afterAll(() => world.server.close());

  const summary = async (session: Session, storeId?: number): Promise<ExtraWorkSummary> => {
    const res = await world.server.call(api.officeExtraWorkSummary, storeId ? { storeId } : {}, { session });
    expect(res.body.code, res.body.msg).toBe(200);
    return res.body.data;
  };

  it('counts quotes sent, the approval rate and the extra revenue per store and technician', async () => {
    const figures = {
      quotes: 2,
      linesQuoted: 3,
      linesApproved: 1,
      linesDeclined: 1,
      approvalRate: 0.5,
      extraRevenueSen: 19_320,
    };
    const all = await summary(world.company);
    expect(all.totals).toEqual(figures);
    expect(all.stores).toEqual([{ storeId: world.store.id, storeName: world.store.name, ...figures }]);
    expect(all.technicians).toEqual([
      {
        technicianId: world.technician.userId,
        technicianName: 'Ravi Kumar (Technician)',
        storeId: world.store.id,
        ...figures,
      },
    ]);
    // a manager sees their own store's, whatever they ask for; the company any one store's
    expect((await summary(world.manager, world.otherStore.id)).totals).toEqual(figures);
    expect((await summary(world.otherManager)).totals).toMatchObject({
      quotes: 0,
      extraRevenueSen: 0,
      approvalRate: 0,
    });
    expect((await summary(world.company, world.otherStore.id)).stores).toEqual([]);
  });

  it('reads the findings and charges through their indexes', async () => {
    if (!world.server.databaseUrl) return; // PGlite plans prove nothing about a large table
    const client = new pg.Client({ connectionString: world.server.databaseUrl });
    await client.connect();
    try {
      // with sequential scans priced out, one in a plan means no index could serve the read
      await client.query('set enable_seqscan = off');
      const range = dashboardRange({}, new Date());
      for (const storeId of [null, world.store.id]) {
        const { quotes, revenue } = extraWorkQueries(world.server.database.db, range, storeId);
        for (const query of [quotes, revenue]) {
          const { sql, params } = query.toSQL();
          const plan = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
            `explain (format json) ${sql}`,
            params,
          );
          expect(wholeReads(plan.rows[0]?.['QUERY PLAN'][0].Plan), sql).toEqual([]);
        }
      }
    } finally {
      await client.end();
    }
  });
});
