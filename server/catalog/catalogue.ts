import { asc, eq, sql } from 'drizzle-orm';
import { productCategories, type CarRef, type ProductCategory } from '../../src/shared/contract/catalog';
import type { Db } from '../db/client';
import { catalogVersions, products, vehicleSpecs } from '../db/schema';
import type { ChosenCar, Product, Spec } from './fitment';

/** A product as the search sees it: everything but its description and its stock (read per request). */
export type CatalogueProduct = Omit<Product, 'description' | 'stock' | 'active' | 'specs'> & {
  /** brand, SKU, size and the three names, lower-cased, for the keyword. */
  searchText: string[];
};

/**
 * The searchable catalogue of one moment: the active products (by id) and every vehicle spec, with
 * the catalog_versions number read before they were. Frozen: a new version is a new snapshot.
 */
export interface CatalogueSnapshot {
  version: number;
  products: readonly CatalogueProduct[];
  specs: ReadonlyMap<number, Spec>;
}

/** Resolves a car reference against the snapshot; null when none was given (same as loadCar). */
export function carOf(catalogue: CatalogueSnapshot, ref: CarRef | undefined | null): ChosenCar | null {
  if (!ref) return null;
  return { spec: catalogue.specs.get(ref.specId) ?? null, year: ref.year };
}

const summaryColumns = {
  id: products.id,
  sku: products.sku,
  category: products.category,
  brand: products.brand,
  name: products.name,
  priceSen: products.priceSen,
  originalPriceSen: products.originalPriceSen,
  labourSen: products.labourSen,
  size: products.size,
  colour: products.colour,
  fitment: products.fitment,
  image: products.image,
  tags: products.tags,
};

const missingVersionRow = () => new Error('catalog_versions has no row 1 (migration 0004 not applied?)');

function prepareStatements(db: Db) {
  const versionRow = db.select().from(catalogVersions).where(eq(catalogVersions.id, 1));
  return {
    version: versionRow.prepare('catalogue_version'),
    /** The version and the [id, stock] pairs of the given product ids, in one round trip. */
    versionAndStock: db
      .select({
        version: catalogVersions.version,
        stock: sql<[number, number][] | null>`(select json_agg(json_build_array(${products.id}, ${products.stock}))
          from ${products} where ${products.id} = any(${sql.placeholder('ids')}::int[]))`,
      })
      .from(catalogVersions)
      .where(eq(catalogVersions.id, 1))
      .prepare('catalogue_version_and_stock'),
  };
}

// prepared once per database handle: no SQL to build per call, and PostgreSQL plans it once per connection
const preparedFor = new WeakMap<Db, ReturnType<typeof prepareStatements>>();
function statements(db: Db) {
  let prepared = preparedFor.get(db);
  if (!prepared) preparedFor.set(db, (prepared = prepareStatements(db)));
  return prepared;
}

async function readVersion(db: Db): Promise<number> {
  const [row] = await statements(db).version.execute();
  if (!row) throw missingVersionRow();
  return row.version;
}

async function loadSnapshot(db: Db): Promise<CatalogueSnapshot> {
  // the version first: rows read after it are at least that new, so a change in between only makes
  // the snapshot look older than it is (reloaded once more), never newer
  const version = await readVersion(db);
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.id));
  const specs = await db.select().from(vehicleSpecs);
  return Object.freeze({
    version,
    products: Object.freeze(
      rows.map((p) => ({
        ...p,
        searchText: [p.brand, p.sku, p.size, p.name.en, p.name.ms, p.name.zh]
          .filter((t): t is string => typeof t === 'string')
          .map((t) => t.toLowerCase()),
      })),
    ),
    specs: new Map(specs.map((s) => [s.id, s])),
  });
}

/**
 * The catalogue in memory, one per server. Every read checks catalog_versions in the same query that
 * reads the stock of the products it returns, so an answer is as current as that query: a changed
 * version (a seed, an import, another process) reloads the snapshot and computes again (up to three
 * tries; a catalogue changing under each of them is answered as of the last reload).
 *
 * Where the database counts its writes (`writeCount`: PGlite, which only this process opens), that
 * query's answer for a set of products is kept while the count stays the same: no write, no change.
 * On PGlite the query is most of a search's time (WebAssembly in the server's thread).
 */
export function createCatalogue(writeCount: (() => number | null) | null = null) {
  let current: Promise<CatalogueSnapshot> | null = null;
  type VersionAndStock = { version: number; stock: [number, number][] | null };
  const keptReads = new Map<string, { writes: number; row: VersionAndStock }>();

  async function versionAndStock(db: Db, ids: number[]): Promise<VersionAndStock | undefined> {
    // noted before the query runs: a write finishing after this makes the kept answer stale
    const writes = writeCount ? writeCount() : null;
    if (writes === null) return (await statements(db).versionAndStock.execute({ ids }))[0];
    const key = ids.join(',');
    const kept = keptReads.get(key);
    if (kept && kept.writes === writes) return kept.row;
    const [row] = await statements(db).versionAndStock.execute({ ids });
    if (row) {
      if (keptReads.size >= 1_000) keptReads.clear();
      keptReads.set(key, { writes, row });
    }
    return row;
  }

  function snapshot(db: Db): Promise<CatalogueSnapshot> {
    if (!current) {
      const loading = loadSnapshot(db);
      current = loading;
      loading.catch(() => {
        if (current === loading) current = null;
      });
    }
    return current;
  }

  /** Drops a snapshot found stale (unless a newer one replaced it already) and loads the next. */
  function reload(db: Db, stale: Promise<CatalogueSnapshot>): Promise<CatalogueSnapshot> {
    if (current === stale) current = null;
    return snapshot(db);
  }

  return {
    /**
     * Runs `pick` on a current snapshot and reads the stock of the product ids it returns, with one
     * query. `pick` may throw (a refusal): it is rethrown once the snapshot is known to be current.
     */
    async read<R>(
      db: Db,
      pick: (catalogue: CatalogueSnapshot) => R,
      idsOf: (value: R) => readonly number[],
    ): Promise<{ value: R; stock: Map<number, number>; catalogue: CatalogueSnapshot }> {
      let loading = snapshot(db);
      for (let attempt = 1; ; attempt++) {
        const catalogue = await loading;
        let outcome: { value: R } | { error: unknown };
        try {
          outcome = { value: pick(catalogue) };
        } catch (error) {
          outcome = { error };
        }
        const ids = 'value' in outcome ? [...new Set(idsOf(outcome.value))] : [];
        const row = await versionAndStock(db, ids);
        if (!row) throw missingVersionRow();
        if (row.version !== catalogue.version && attempt < 3) {
          loading = reload(db, loading);
          continue;
        }
        if ('error' in outcome) throw outcome.error;
        return { value: outcome.value, stock: new Map(row.stock ?? []), catalogue };
      }
    },

    /** A current snapshot (one query when the one in memory is). */
    async current(db: Db): Promise<CatalogueSnapshot> {
      const loading = snapshot(db);
      const catalogue = await loading;
      if ((await readVersion(db)) === catalogue.version) return catalogue;
      return reload(db, loading);
    },
  };
}

export interface CatalogueFilter {
  keyword?: string | undefined;
  category?: ProductCategory | undefined;
  partBrands?: readonly string[] | undefined;
  minPriceSen?: number | undefined;
  maxPriceSen?: number | undefined;
  /** Only what may be bought for this car: universal or fitting (`canBuy(fitOf(...))`). */
  fits?: ((product: CatalogueProduct) => boolean) | undefined;
  excludeId?: number | undefined;
}

export interface CataloguePage {
  pageNo: number;
  pageSize: number;
  sort: 'recommended' | 'priceAsc' | 'priceDesc';
}

const categoryRank = new Map<string, number>(productCategories.map((c, i) => [c, i]));
const rankOf = (category: string) => categoryRank.get(category) ?? productCategories.length;

const comparators: Record<CataloguePage['sort'], (a: CatalogueProduct, b: CatalogueProduct) => number> = {
  recommended: (a, b) => rankOf(a.category) - rankOf(b.category) || a.id - b.id,
  priceAsc: (a, b) => a.priceSen - b.priceSen || a.id - b.id,
  priceDesc: (a, b) => b.priceSen - a.priceSen || a.id - b.id,
};

/**
 * The products of a snapshot every filter allows, sorted and paged: the rules the SQL search had
 * (keyword = case-insensitive substring of brand, SKU, size or a name; price range inclusive).
 */
export function searchCatalogue(
  catalogue: CatalogueSnapshot,
  filter: CatalogueFilter,
  page: CataloguePage,
): { rows: CatalogueProduct[]; total: number } {
  const keyword = filter.keyword ? filter.keyword.toLowerCase() : null;
  const brands = filter.partBrands && filter.partBrands.length > 0 ? new Set(filter.partBrands) : null;
  const matches = catalogue.products.filter(
    (p) =>
      (filter.category === undefined || p.category === filter.category) &&
      (brands === null || brands.has(p.brand)) &&
      (filter.minPriceSen === undefined || p.priceSen >= filter.minPriceSen) &&
      (filter.maxPriceSen === undefined || p.priceSen <= filter.maxPriceSen) &&
      (filter.excludeId === undefined || p.id !== filter.excludeId) &&
      (keyword === null || p.searchText.some((t) => t.includes(keyword))) &&
      (filter.fits === undefined || filter.fits(p)),
  );
  matches.sort(comparators[page.sort]);
  const start = (page.pageNo - 1) * page.pageSize;
  return { rows: matches.slice(start, start + page.pageSize), total: matches.length };
}

/**
 * Search answers of one snapshot by their normalised filters, for a few seconds: a busy Home asks
 * the same few searches over and over. An entry answers only for the catalogue version it was
 * computed from, so a changed catalogue is searched afresh at once; the stock of the products on
 * the page is still read per request (CatalogueReader.read), so it is never cached here.
 */
export function createSearchCache<V>(ttlMs = 5_000, maxEntries = 1_000) {
  const entries = new Map<string, { version: number; until: number; value: V }>();
  return {
    get(catalogue: CatalogueSnapshot, key: string, compute: () => V): V {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.version === catalogue.version && hit.until > now) return hit.value;
      const value = compute();
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { version: catalogue.version, until: now + ttlMs, value });
      return value;
    },
  };
}
