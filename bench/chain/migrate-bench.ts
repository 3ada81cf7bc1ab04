import pg from 'pg';
import { readOnlineIndexes } from '../../server/db/online-indexes';
import { table } from '../format';
import { ensureChainDatabase } from './generate';
import { describeOpen, openTimed, type OpenTimes } from './open-timed';
import { parseGenerateArgs, sizeAt } from './options';
import { latencyStats, removeWriterOrders, Writer, type LatencyStats } from './writer';

/*
 * `npm run bench -- --only=chain-migrate`: what a schema change costs the chain's checkouts. Online
 * indexes of the biggest tables are dropped, then the server's start-up (openDatabase) builds them
 * again, CONCURRENTLY, while a writer keeps placing and paying orders on other connections; its
 * latency during the build is set against its own latency just before (docs/decisions/024-chain-size.md).
 */

/** The goal: no write waits more than about a second while an index is built. */
export const chainMigrateTargets = { maxWriteMs: 1000 };

/** Of server/db/online-indexes/0018_*.sql: the order numbers' trigrams (a GIN, the slowest of `orders`) and the lines' order. */
const DEFAULT_INDEXES = ['orders_order_no_trgm_idx', 'order_items_order_idx'];

export interface ChainMigrateResult {
  fraction: number;
  dropped: string[];
  open: OpenTimes;
  /** The dropped indexes that are not back and valid after the start-up (empty when all are). */
  notRebuilt: string[];
  writers: { connections: number; perSecond: number };
  before: LatencyStats & { seconds: number };
  during: LatencyStats & { seconds: number };
  cleanup: string;
}

/** The names among `names` that the database lacks or holds invalid. */
async function missingIndexes(url: string, names: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_index i ON i.indexrelid = c.oid
       WHERE c.relnamespace = 'public'::regnamespace AND c.relname = ANY($1) AND i.indisvalid`,
      [names],
    );
    return names.filter((n) => !rows.some((r) => r.name === n));
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureChainMigrations(
  options: {
    baselineSeconds?: number;
    connections?: number;
    perSecond?: number;
    indexes?: string[];
    log?: (line: string) => void;
  } = {},
): Promise<ChainMigrateResult> {
  const env = process.env;
  const {
    baselineSeconds = Number(env.BENCH_CHAIN_MIGRATE_BASELINE_SECONDS ?? 5),
    connections = 2,
    perSecond = Number(env.BENCH_CHAIN_MIGRATE_WRITES_PER_SECOND ?? 40),
    indexes = env.BENCH_CHAIN_MIGRATE_INDEXES?.split(',').map((s) => s.trim()) ?? DEFAULT_INDEXES,
    log = console.log,
  } = options;
  const online = readOnlineIndexes().map((i) => i.name);
  const unknown = indexes.filter((n) => !online.includes(n));
  if (unknown.length) throw new Error(`not an online index (server/db/online-indexes/): ${unknown.join(', ')}`);

  const generate = { ...parseGenerateArgs(process.argv.slice(2)), log };
  const { url } = await ensureChainDatabase(generate);
  const leftover = await removeWriterOrders(url);
  if (leftover) log(`  removed ${leftover} writer orders an earlier run left`);
  const writer = new Writer(url, connections, perSecond);
  let result: Omit<ChainMigrateResult, 'cleanup'> | null = null;
  try {
    await writer.open();
    log(
      `  writer: ${connections} connections, about ${perSecond} transactions/s; ${baselineSeconds} s before the build`,
    );
    // a second's warm-up (connections, plans, caches), not counted
    writer.start();
    await sleep(1000);
    await writer.stop();
    writer.start();
    await sleep(baselineSeconds * 1000);
    const before = await writer.stop();

    // dropped with no write running: the drop's own lock is not what is measured
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      for (const name of indexes) await admin.query(`DROP INDEX IF EXISTS "${name}"`);
    } finally {
      await admin.end();
    }
    log(`  dropped ${indexes.join(', ')}; openDatabase builds them again while the writer writes`);
    writer.start();
    await sleep(500);
    const open = await openTimed(url);
    const samples = await writer.stop();
    // every transaction that overlapped the start-up
    const during = samples.filter((s) => s.at < open.to && s.at + s.ms > open.from);
    const duringSeconds = open.totalMs / 1000;
    result = {
      fraction: generate.fraction,
      dropped: indexes,
      open,
      notRebuilt: await missingIndexes(url, indexes),
      writers: { connections, perSecond },
      before: { ...latencyStats(before, baselineSeconds), seconds: baselineSeconds },
      during: { ...latencyStats(during, duringSeconds), seconds: duringSeconds },
    };
  } finally {
    await writer.stop();
    await writer.close();
    // a run stopped half-way must not leave the kept database without an index the calls need:
    // the server's start-up builds what is missing (as the chain part's server would, later)
    const missing = await missingIndexes(url, indexes).catch(() => []);
    if (missing.length) {
      log(`  ${missing.join(', ')} missing after the step: building again`);
      await openTimed(url);
    }
  }
  const cleanup = await removeWriterOrders(url).then(
    (n) => `removed the ${n} writer orders of this run`,
    (error: unknown) => `could not remove the writer orders: ${error instanceof Error ? error.message : String(error)}`,
  );
  if (!result) throw new Error('the step ended without a result');
  const done = { ...result, cleanup };
  log(formatChainMigrations(done));
  return done;
}

export function formatChainMigrations(r: ChainMigrateResult): string {
  const row = (name: string, s: LatencyStats & { seconds: number }) => ({
    writes: name,
    seconds: s.seconds.toFixed(1),
    transactions: String(s.count),
    failed: String(s.failed),
    'per s': s.perSecond.toFixed(0),
    'p50 ms': s.p50Ms.toFixed(1),
    'p99 ms': s.p99Ms.toFixed(1),
    'max ms': s.maxMs.toFixed(1),
  });
  const size = sizeAt(r.fraction);
  const goal = chainMigrateTargets.maxWriteMs;
  const missed = r.during.maxMs > goal || r.during.failed > 0 || r.notRebuilt.length > 0;
  return [
    `\nMigrations on the grown database (chain at fraction ${r.fraction}: ${size.orders.toLocaleString('en')} orders)`,
    `dropped ${r.dropped.join(', ')}; openDatabase (migrations, then online indexes CONCURRENTLY) took ` +
      `${(r.open.totalMs / 1000).toFixed(1)} s while ${r.writers.connections} writers on their own connections placed and paid ` +
      `pickup orders (about ${r.writers.perSecond} transactions/s; each: order, line, status, and the previous order paid)`,
    ...describeOpen(r.open),
    table([row('before the build', r.before), row('during the build', r.during)]),
    `goal: no write waits more than ${goal} ms during the build, none fails, every index back and valid: ` +
      (missed
        ? `MISS (max ${r.during.maxMs.toFixed(0)} ms, ${r.during.failed} failed` +
          `${r.notRebuilt.length ? `, not rebuilt: ${r.notRebuilt.join(', ')}` : ''})`
        : 'ok'),
    r.cleanup,
  ].join('\n');
}
