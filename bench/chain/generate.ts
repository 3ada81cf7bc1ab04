import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db } from '../../server/db/client';
import { foldTallies } from '../../server/db/tallies';
import { foldDashboardFigures } from '../../server/office/dashboard/figures-fold';
import { DEMO_STORE_CODE } from '../../server/seed/demo-accounts';
import { seedIfEmpty } from '../../server/seed/seed';
import {
  CHAIN_ACCOUNTS,
  GENERATOR_VERSION,
  parseGenerateArgs,
  schemaHash,
  sizeAt,
  type ChainMarker,
  type GenerateOptions,
} from './options';
import { describeOpen, openTimed, pendingMigrations } from './open-timed';
import { catalogueSteps } from './sql-catalogue';
import { moneySteps } from './sql-money';
import { orderRowSteps } from './sql-order-rows';
import { planSteps } from './sql-orders';
import { peopleSteps } from './sql-people';
import { workSteps } from './sql-work';
import { BULK_TABLES, dropIndexes, runSteps, sessionSetup, type Step } from './steps';

/**
 * `npx tsx bench/chain/generate.ts [--fraction=0.05] [--regenerate]`: grows a PostgreSQL database
 * to what a 300-workshop chain holds after two years (bench/README.md, part `chain`). The schema
 * and the demo seed come from the server itself (its migrations, online indexes and seed), then
 * set-based SQL adds the rest on the real tables, their triggers firing. Kept between runs: grown
 * again only when missing, when its size or generator differs, or when asked; when only the
 * migrations changed, migrated the way a production server starts on it (migrateKept).
 */

const adminUrlOf = (url: string) => {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
};
const databaseNameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

async function readMarker(adminUrl: string, name: string): Promise<ChainMarker | null | 'missing'> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ comment: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
      [name],
    );
    if (rows.length === 0) return 'missing';
    try {
      const parsed = JSON.parse(rows[0]?.comment ?? '') as { rodaChain?: ChainMarker };
      return parsed.rodaChain ?? null;
    } catch {
      return null;
    }
  } finally {
    await admin.end();
  }
}

/**
 * Why the kept database cannot serve, or null when it can. `migrate`: only the migrations changed,
 * so the server's own start-up can bring it up to date (migrateKept) instead of a new growth.
 */
function staleReason(
  marker: ChainMarker | null | 'missing',
  options: GenerateOptions,
): { why: string; migrate: boolean } | null {
  const grow = (why: string) => ({ why, migrate: false });
  if (marker === 'missing') return grow('no database yet');
  if (!marker) return grow('not grown to the end (no marker)');
  if (marker.fraction !== options.fraction)
    return grow(`grown at fraction ${marker.fraction}, ${options.fraction} asked`);
  if (marker.generator !== GENERATOR_VERSION)
    return grow(`grown by generator ${marker.generator}, now ${GENERATOR_VERSION}`);
  if (options.regenerate) return grow('--regenerate');
  if (marker.schema !== schemaHash() && !options.keepStaleSchema)
    return { why: 'the migrations changed since it was grown', migrate: true };
  return null;
}

async function writeMarker(adminUrl: string, name: string, marker: ChainMarker) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const comment = JSON.stringify({ rodaChain: marker }).replace(/'/g, "''");
    await admin.query(`COMMENT ON DATABASE ${name} IS '${comment}'`);
  } finally {
    await admin.end();
  }
}

/**
 * Brings a kept database up to the current migrations as a production server would on a chain's
 * data: openDatabase (pending migrations, then the online indexes, concurrently), timed; then
 * ANALYZE, which a fresh growth ends with and autovacuum would do in production, so that a new
 * expression index has statistics. Answers the new marker, or null with the reason logged when
 * migrating cannot give what a fresh growth would (the caller grows it again).
 */
async function migrateKept(url: string, adminUrl: string, name: string, marker: ChainMarker, log: (l: string) => void) {
  const plan = await pendingMigrations(url);
  if ('refused' in plan) {
    log(`chain database ${name}: cannot migrate it (${plan.refused})`);
    return null;
  }
  const pending = plan.pending.length ? `migrations ${plan.pending.join(', ')}` : 'no migration, online indexes only';
  log(`chain database ${name}: migrating (the migrations changed since it was grown; ${pending})`);
  const times = await openTimed(url).catch((error: unknown) => {
    // a migration that fails on the grown data is a finding, not a reason to grow it again
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`migrating ${name} failed: ${message} (--regenerate grows it anew)`, { cause: error });
  });
  for (const line of describeOpen(times)) log(line);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('ANALYZE');
    log(`  ${'analyze'.padEnd(48)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`);
  } finally {
    await client.end();
  }
  const done: ChainMarker = { ...marker, schema: schemaHash(), migratedAt: new Date().toISOString() };
  await writeMarker(adminUrl, name, done);
  return done;
}

/** Opens the database as the server does (its migrations and online indexes) for one piece of work. */
async function withServerDatabase(url: string, work: (db: Db) => Promise<void>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roda-chain-'));
  const database = await openDatabase({ databaseUrl: url, dataDir });
  try {
    await work(database.db);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The server's own migrations, online indexes and demo seed on an empty database. */
const migrateAndSeed = (url: string) => withServerDatabase(url, (db) => seedIfEmpty(db).then(() => undefined));

const FOLDED_TABLES = [
  'row_tallies',
  'dashboard_day_figures',
  'dashboard_product_figures',
  'dashboard_slot_figures',
  'dashboard_lag_figures',
];

/**
 * Folds the kept totals and the dashboard's figures (server/db/tallies.ts, figures-fold.ts) as the
 * server's minute job would: the growth's triggers leave one row of changes per write, millions of
 * them, and a server measured before its job caught up would sum them all on every read. A folded
 * database costs nothing to fold again.
 */
async function foldKeptTotals(url: string, log: (line: string) => void) {
  const started = performance.now();
  await withServerDatabase(url, async (db) => {
    await foldTallies(db);
    await foldDashboardFigures(db);
    // a fold rewrites the rows it folds: vacuumed, as autovacuum would soon, so that reads of the
    // figures stay index-only (a fresh growth's fold leaves millions of dead rows behind)
    await db.execute(sql.raw(`VACUUM (ANALYZE) ${FOLDED_TABLES.join(', ')}`));
  });
  log(
    `  ${'kept totals and dashboard figures folded'.padEnd(48)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`,
  );
}

async function grow(url: string, options: GenerateOptions) {
  const size = sizeAt(options.fraction);
  const log = options.log;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sessionSetup);
    const run = (steps: Step[]) => runSteps(client, steps, log);
    const anchor = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
    log(`  dropping the secondary indexes of ${BULK_TABLES.length} tables (rebuilt at the end)`);
    const indexes = await dropIndexes(client, BULK_TABLES);
    await run(catalogueSteps(size, DEMO_STORE_CODE, CHAIN_ACCOUNTS.manager));
    await run(peopleSteps(size));
    const count = async (where: string) =>
      Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM stores ${where}`)).rows[0]?.n ?? 0);
    const inputs = {
      anchor,
      workshops: await count(`WHERE kind = 'workshop'`),
      stores: await count(''),
      demoStoreCode: DEMO_STORE_CODE,
    };
    await run(planSteps(size, inputs));
    await run(orderRowSteps());
    await run(moneySteps(CHAIN_ACCOUNTS.company));
    await run(workSteps(CHAIN_ACCOUNTS.company));
    await run([
      { name: `indexes (${indexes.length})`, sql: indexes.join(';\n') },
      { name: 'vacuum analyze', sql: 'VACUUM (ANALYZE)' },
    ]);
  } finally {
    await client.end();
  }
}

/** Row counts of the grown tables, for the log. */
async function counts(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = ['products', 'vehicle_specs', 'stores', ...BULK_TABLES];
    const parts: string[] = [];
    for (const t of tables) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${t}`);
      parts.push(`${t} ${Number(rows[0]?.n ?? 0).toLocaleString('en')}`);
    }
    return parts.join(', ');
  } finally {
    await client.end();
  }
}

/**
 * The chain database, grown when it has to be (see staleReason); returns its URL and marker. Takes
 * minutes at the full size on a 2-core machine; a kept one answers at once.
 */
export async function ensureChainDatabase(options: GenerateOptions): Promise<{ url: string; marker: ChainMarker }> {
  const adminUrl = adminUrlOf(options.url);
  const name = databaseNameOf(options.url);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const marker = await readMarker(adminUrl, name);
  const stale = staleReason(marker, options);
  if (marker && marker !== 'missing') {
    if (!stale) {
      const migrated = marker.migratedAt ? `, migrated ${marker.migratedAt}` : '';
      options.log(`chain database ${name}: kept (fraction ${marker.fraction}, grown ${marker.generatedAt}${migrated})`);
      await foldKeptTotals(options.url, options.log);
      return { url: options.url, marker };
    }
    if (stale.migrate) {
      const migrated = await migrateKept(options.url, adminUrl, name, marker, options.log);
      if (migrated) {
        await foldKeptTotals(options.url, options.log);
        return { url: options.url, marker: migrated };
      }
    }
  }
  options.log(`chain database ${name}: growing at fraction ${options.fraction} (${stale?.why ?? 'asked'})`);
  const started = performance.now();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const t0 = performance.now();
  await migrateAndSeed(options.url);
  options.log(`  ${'migrations + demo seed'.padEnd(28)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(7)} s`);
  await grow(options.url, options);
  await foldKeptTotals(options.url, options.log);
  const seconds = Math.round((performance.now() - started) / 1000);
  const done: ChainMarker = {
    generator: GENERATOR_VERSION,
    fraction: options.fraction,
    schema: schemaHash(),
    generatedAt: new Date().toISOString(),
    seconds,
  };
  await writeMarker(adminUrl, name, done);
  options.log(`  grown in ${seconds} s: ${await counts(options.url)}`);
  return { url: options.url, marker: done };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await ensureChainDatabase(parseGenerateArgs(process.argv.slice(2)));
}
