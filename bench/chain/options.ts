import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a 300-workshop chain holds after two years (the full size; `--fraction` scales the counts). */
export const FULL_SIZE = {
  products: 51_500,
  vehicleSpecs: 2_000,
  stores: 300,
  customers: 200_000,
  orders: 1_000_000,
  refunds: 30_000,
  complaints: 20_000,
} as const;

export type ChainSize = { [K in keyof typeof FULL_SIZE]: number };

/** The counts at a fraction of the full size; never below what the demo seed already has. */
export function sizeAt(fraction: number): ChainSize {
  const scaled = (n: number, min = 1) => Math.max(min, Math.round(n * fraction));
  return {
    products: scaled(FULL_SIZE.products, 200),
    vehicleSpecs: scaled(FULL_SIZE.vehicleSpecs, 100),
    stores: scaled(FULL_SIZE.stores, 60),
    customers: scaled(FULL_SIZE.customers, 100),
    orders: scaled(FULL_SIZE.orders, 500),
    refunds: scaled(FULL_SIZE.refunds, 10),
    complaints: scaled(FULL_SIZE.complaints, 10),
  };
}

export const DEFAULT_CHAIN_URL = 'postgres://postgres@127.0.0.1:5432/roda_chain';

/** The bench's known accounts on the chain database (see known-accounts.ts for how they are made). */
export const CHAIN_ACCOUNTS = {
  /** The demo customer, given exactly twelve orders. */
  customer: '+60123456789',
  /** A customer of its own for the checkout measurement, so the twelve stay twelve. */
  buyer: '+60123450000',
  /** The demo company, store manager and technician (the store manager's store is the busiest). */
  company: '+60122000004',
  manager: '+60122000003',
  technician: '+60122000002',
} as const;

/** Bumped when the generator's output changes, so a kept database built by an older one is regenerated. */
export const GENERATOR_VERSION = 5;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A hash of the migrations (and online indexes) the server runs: a changed schema means a migration of the kept database. */
export function schemaHash(): string {
  const hash = createHash('sha256');
  for (const dir of ['server/db/migrations', 'server/db/online-indexes']) {
    const full = path.join(root, dir);
    for (const file of readdirSync(full)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      hash.update(file).update(readFileSync(path.join(full, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Stored as the database's comment: what it was grown to, by which generator, on which schema. */
export interface ChainMarker {
  generator: number;
  fraction: number;
  schema: string;
  generatedAt: string;
  seconds: number;
  /** When the server's start-up last brought it to newer migrations (generate.ts, migrateKept). */
  migratedAt?: string;
}

export interface GenerateOptions {
  url: string;
  fraction: number;
  regenerate: boolean;
  /** Keep a database whose schema hash differs as it is: neither migrated nor grown again. */
  keepStaleSchema: boolean;
  log: (line: string) => void;
}

/** `--fraction=0.05`, `--regenerate`, `--keep-stale-schema` and the environment's defaults. */
export function parseGenerateArgs(args: string[], env: NodeJS.ProcessEnv = process.env): GenerateOptions {
  const value = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const fraction = Number(value('fraction') ?? env.BENCH_CHAIN_FRACTION ?? 1);
  if (!(fraction > 0 && fraction <= 1)) throw new Error(`--fraction must be in (0, 1], not ${String(fraction)}`);
  return {
    url: value('url') ?? env.BENCH_CHAIN_DATABASE_URL?.trim() ?? DEFAULT_CHAIN_URL,
    fraction,
    regenerate: args.includes('--regenerate') || env.BENCH_CHAIN_REGENERATE === '1',
    keepStaleSchema: args.includes('--keep-stale-schema') || env.BENCH_CHAIN_KEEP_STALE_SCHEMA === '1',
    log: console.log,
  };
}
