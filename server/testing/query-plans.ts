import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { expect } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client';
import * as schema from '../db/schema';
import { testDatabaseUrl } from './harness';
import { createThrowawayDatabase } from './throwaway-database';

/*
 * Plans the real code's SQL on a throwaway PostgreSQL database: the statements are caught on their way
 * to the database by drizzle's logger as the code runs, so they cannot drift from what the screens send,
 * then each is explained (JSON) on a connection whose planner settings price whole reads out of reach.
 */

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

export interface WholeReadRules {
  /** Tables a sequential scan of which is a whole read. */
  seqScanned: ReadonlySet<string>;
  /** Tables that must be reached through an index condition: any scan of them without one is a whole read. */
  growing?: ReadonlySet<string>;
}

/**
 * The scans in a plan that read a table whole. Walking an index in the order asked for, with nothing
 * filtered on the way, under a LIMIT is not one: it stops after the page (the newest orders of an
 * unfiltered list).
 */
export function wholeReads(node: PlanNode, rules: WholeReadRules, underLimit = false): string[] {
  const table = node['Relation Name'];
  const growing = rules.growing ?? new Set<string>();
  const own: string[] = [];
  const orderedPage = underLimit && node['Node Type'].startsWith('Index') && !node.Filter;
  if (table && node['Node Type'] === 'Seq Scan' && rules.seqScanned.has(table)) own.push(`Seq Scan on ${table}`);
  else if (
    table &&
    growing.has(table) &&
    node['Node Type'].endsWith('Scan') &&
    !node['Index Cond'] &&
    !node['Recheck Cond'] &&
    !orderedPage
  )
    own.push(`${node['Node Type']} on ${table} with no index condition`);
  // below a sort or an aggregate every row is read before the first comes out
  const limited =
    node['Node Type'] === 'Limit' || (underLimit && !/Sort|Aggregate|Hash|Materialize/.test(node['Node Type']));
  return [...own, ...(node.Plans ?? []).flatMap((child) => wholeReads(child, rules, limited))];
}

export interface SentStatement {
  query: string;
  params: unknown[];
}

export interface PlanLab {
  /** A plain pool on the throwaway database, for filling it and looking things up. */
  pool: pg.Pool;
  /** The schema's drizzle on `pool`, every statement it sends kept in `sent`. */
  db: Db;
  sent: SentStatement[];
  /**
   * Runs `work` through the real code, then plans each distinct statement it sent that `which` matches;
   * answers the whole reads found, each with its statement.
   */
  wholeReadsOf(work: () => Promise<unknown>, which: RegExp, rules: WholeReadRules): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A throwaway database named after `name`, opened (migrated), filled by `fill`, with an explaining
 * connection under `plannerSettings` (e.g. `set enable_seqscan = off`).
 */
export async function openPlanLab(
  name: string,
  options: { fill(database: Database, pool: pg.Pool): Promise<void>; plannerSettings: string },
): Promise<PlanLab> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${name.replace(/_/g, '-')}-`));
  const throwaway = await createThrowawayDatabase(testDatabaseUrl ?? '', name);
  const database = await openDatabase({ databaseUrl: throwaway.url, dataDir });
  const pool = new pg.Pool({ connectionString: throwaway.url, max: 2 });
  const explainer = new pg.Client({ connectionString: throwaway.url });
  // the drop at the end ends every session of the throwaway database: a connection still closing
  // then hears "terminating connection", which is expected here and must not fail the run
  pool.on('error', () => undefined);
  explainer.on('error', () => undefined);
  const sent: SentStatement[] = [];
  const close = async () => {
    await explainer.end().catch(() => undefined);
    await pool.end();
    await database.close();
    await throwaway.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await options.fill(database, pool);
    await explainer.connect();
    await explainer.query(options.plannerSettings);
  } catch (error) {
    await close();
    throw error;
  }
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (query, params) => void sent.push({ query, params }) },
  }) as unknown as Db;

  return {
    pool,
    db,
    sent,
    close,
    async wholeReadsOf(work, which, rules) {
      sent.length = 0;
      await work();
      expect(sent.length, 'the work sent its queries').toBeGreaterThan(0);
      // each statement once (a sweep sends the same few for every row it closes)
      const distinct = new Map(sent.filter((s) => which.test(s.query)).map((s) => [s.query, s.params]));
      const found: string[] = [];
      for (const [query, params] of distinct) {
        const result = await explainer.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
          `explain (format json) ${query}`,
          params,
        );
        const plan = result.rows[0]?.['QUERY PLAN'][0]?.Plan;
        if (plan) found.push(...wholeReads(plan, rules).map((read) => `${read}\n    in: ${query}`));
      }
      return found;
    },
  };
}
