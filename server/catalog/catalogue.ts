import type { Db } from '../db/client';
import { vehicleSpecs } from '../db/schema';
import type { Spec } from './fitment';

/**
 * Answers of reads kept while the database has not been written to, where the database counts its
 * writes (`writeCount`: PGlite, which only this process opens; db/write-count.ts): no write, no
 * change, so a busy Home's repeated searches skip the WebAssembly engine. Without a count
 * (PostgreSQL, where other processes write) every read goes to the database. An answer holds no more
 * than one search's rows; a refused read keeps nothing.
 */
export function createKeptReads<V>(writeCount: (() => number | null) | null, maxEntries = 1_000) {
  const kept = new Map<string, { writes: number; value: V }>();
  return {
    async read(key: string, compute: () => Promise<V>): Promise<V> {
      // noted before the query runs: a write finishing after this makes the kept answer stale
      const writes = writeCount ? writeCount() : null;
      if (writes === null) return compute();
      const hit = kept.get(key);
      if (hit && hit.writes === writes) return hit.value;
      const value = await compute();
      if (kept.size >= maxEntries) kept.clear();
      kept.set(key, { writes, value });
      return value;
    },
  };
}

/**
 * The car models by id as of a catalogue version (catalog_versions, bumped by every change of
 * vehicle_specs and products): a product's page lists the models its fitment takes, out of all of
 * them. A few thousand rows, read again when the version moves.
 */
export function createSpecsByVersion() {
  let kept: { version: number; specs: Promise<ReadonlyMap<number, Spec>> } | null = null;
  return (db: Db, version: number): Promise<ReadonlyMap<number, Spec>> => {
    if (kept && kept.version === version) return kept.specs;
    // read after the version: at least that new, so at worst read once more
    const loading = db
      .select()
      .from(vehicleSpecs)
      .then((rows): ReadonlyMap<number, Spec> => new Map(rows.map((s) => [s.id, s])));
    const entry = { version, specs: loading };
    kept = entry;
    loading.catch(() => {
      if (kept === entry) kept = null;
    });
    return loading;
  };
}

/**
 * How many products a search finds, by its filters, as of a catalogue version: a total stays exact
 * while the version does (every change but stock moves it, in the changing transaction), so a page
 * of a search counted once reads only its own rows. A newer version seen by any search sets the
 * older totals aside at once.
 */
export function createTotalsByVersion(maxEntries = 1_000) {
  const totals = new Map<string, KeptTotal>();
  let newest = 0;
  return {
    get(key: string): KeptTotal | undefined {
      const kept = totals.get(key);
      return kept && kept.version >= newest ? kept : undefined;
    },
    /** `parts`: how the total splits, where the search says (search.ts: by category rank). */
    set(key: string, version: number, total: number, parts?: readonly number[]) {
      newest = Math.max(newest, version);
      if (totals.size >= maxEntries) totals.clear();
      totals.set(key, parts ? { version, total, parts } : { version, total });
    },
    /** A version read by a search that counted nothing. */
    seen(version: number) {
      newest = Math.max(newest, version);
    },
  };
}

export interface KeptTotal {
  version: number;
  total: number;
  parts?: readonly number[];
}

export type TotalsByVersion = ReturnType<typeof createTotalsByVersion>;
