import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { TotalsByVersion } from './catalogue';
import type { Spec } from './fitment';
import type { SummarySource } from './products.service';

/*
 * The product search, answered by PostgreSQL through the indexes of
 * server/db/online-indexes/0019_catalogue_search.sql, on the functions of migration 0019. Nothing of
 * the catalogue is held in memory: a product edit is in the next answer of every process, and the
 * stock is read with the rows. The rules are those of the search held in memory before: keyword = a
 * case-insensitive substring of brand, SKU, size or one of the three names; price range inclusive;
 * a car keeps what canBuy(fitOf(...)) allows (fitment.ts); recommended = the category order of
 * productCategories, then id; every tie broken by id. server/catalog/search-plans.test.ts checks the
 * answers against fitOf and the plans for sequential scans.
 */

export interface SearchFilter {
  keyword?: string | undefined;
  category?: string | undefined;
  partBrands?: readonly string[] | undefined;
  minPriceSen?: number | undefined;
  maxPriceSen?: number | undefined;
  /** Only what may be bought for this car (a car with model data: requireModelData); none: everything. */
  car?: { spec: Spec; year: number } | null | undefined;
  excludeId?: number | undefined;
}

export interface SearchPage {
  pageNo: number;
  pageSize: number;
  sort: 'recommended' | 'priceAsc' | 'priceDesc';
}

/** A product as a list shows it, its stock read in the same statement. */
export type SearchRow = SummarySource;

/**
 * What a product's fitment must offer for this car (product_fit_keys of migration 0019): every
 * universal product, its wiper sizes (none for a position without data: noSize), its tyre sizes,
 * its body type, and its make and model (rows of a models fitment, rechecked by product_fits_models).
 */
export function carFitKeys(spec: Spec): string[] {
  const keys = ['u', `body:${spec.bodyType}`, `model:${spec.make}|${spec.model}`];
  const wipers = { long: spec.wiperLongIn, short: spec.wiperShortIn, rear: spec.wiperRearIn };
  for (const [position, size] of Object.entries(wipers)) if (size !== null) keys.push(`wiper:${position}:${size}`);
  for (const size of spec.tyreSizes) keys.push(`tyre:${size}`);
  return keys;
}

const columns = sql.raw(`p.id, p.sku, p.category, p.brand, p.name, p.price_sen as "priceSen",
  p.original_price_sen as "originalPriceSen", p.labour_sen as "labourSen", p.size, p.colour, p.stock, p.image, p.tags`);

const searchText = sql.raw('p.search_text');
const searchFields = sql.raw('product_search_fields(p.brand, p.sku, p.size, p.name)');

/** Everything but the category: the Home index names its categories itself. */
function conditions(filter: Omit<SearchFilter, 'category'>): SQL[] {
  const where: SQL[] = [sql`p.active`];
  if (filter.partBrands && filter.partBrands.length > 0)
    where.push(sql`p.brand = any(${sql.param([...filter.partBrands])}::text[])`);
  if (filter.minPriceSen !== undefined) where.push(sql`p.price_sen >= ${filter.minPriceSen}::int`);
  if (filter.maxPriceSen !== undefined) where.push(sql`p.price_sen <= ${filter.maxPriceSen}::int`);
  if (filter.excludeId !== undefined) where.push(sql`p.id <> ${filter.excludeId}::int`);
  if (filter.keyword) {
    // the grams narrow through the index; LIKE decides (a keyword's pairs may sit in different places)
    const pattern = sql`'%' || lower(${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}::text) || '%'`;
    where.push(
      sql`product_search_grams(${searchText}) @> search_keyword_grams(lower(${filter.keyword}::text))`,
      // the fields are joined by U+001F: a keyword holding it is looked for in each field alone
      filter.keyword.includes('\u001f')
        ? sql`exists (select 1 from unnest(${searchFields}) f where f like ${pattern})`
        : sql`${searchText} like ${pattern}`,
    );
  }
  if (filter.car) {
    const { spec, year } = filter.car;
    where.push(
      sql`p.fit_keys && ${sql.param(carFitKeys(spec))}::text[]`,
      sql`(p.fitment->>'kind' is distinct from 'models' or product_fits_models(p.fitment, ${spec.make}::text,
        ${spec.model}::text, ${year}::int, ${spec.variant}::text, ${spec.engine}::text, ${spec.transmission}::text))`,
    );
  }
  return where;
}

/** The sort, on the products (`p.price_sen`) or on a page's rows (`p."priceSen"`). */
function orderOf(sort: SearchPage['sort'], withCategory: boolean, onRows: boolean): SQL {
  const price = onRows ? sql.raw('p."priceSen"') : sql.raw('p.price_sen');
  if (sort === 'priceAsc') return sql`${price}, p.id`;
  if (sort === 'priceDesc') return sql`${price} desc, p.id`;
  // one category has one rank: its own index then reads in id order
  return withCategory ? sql`p.id` : sql`product_category_rank(p.category), p.id`;
}

async function rowsOf<R>(db: Db, query: SQL): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}

/** Where a search's total may be kept (catalogue.ts), under the key of its filters; 'none': not needed. */
export type TotalOf = { totals: TotalsByVersion; key: string } | 'none';

/**
 * One page of the products every filter allows, and how many there are in all. One statement reads
 * the catalogue version, the page and, unless a total of that version is known, the count: they see
 * the same catalogue, and a page past the end still has its total.
 */
export async function searchProducts(
  db: Db,
  filter: SearchFilter,
  page: SearchPage,
  totalOf: TotalOf,
): Promise<{ rows: SearchRow[]; total: number }> {
  const where = conditions(filter);
  if (filter.category !== undefined) where.push(sql`p.category = ${filter.category}::text`);
  const matching = sql.join(where, sql` and `);
  const withCategory = filter.category !== undefined;
  const statement = (count: boolean) =>
    rowsOf<{ version: number; total: number | null } & (SearchRow | { id: null })>(
      db,
      sql`select v.version, ${count ? sql`t.total` : sql`null::int as total`}, p.*
        from (select version::float8 as version from catalog_versions where id = 1) v
        ${count ? sql`cross join (select count(*)::int as total from products p where ${matching}) t` : sql``}
        left join (select ${columns} from products p where ${matching}
          order by ${orderOf(page.sort, withCategory, false)}
          limit ${page.pageSize}::int offset ${(page.pageNo - 1) * page.pageSize}::int) p on true
        order by ${orderOf(page.sort, withCategory, true)}`,
    );
  const pageOf = (found: Awaited<ReturnType<typeof statement>>) =>
    found
      .filter((row): row is typeof row & SearchRow => row.id !== null)
      .map(({ version: _version, total: _total, ...row }): SearchRow => row);

  const known = totalOf === 'none' ? undefined : totalOf.totals.get(totalOf.key);
  if (totalOf === 'none' || known) {
    const found = await statement(false);
    const version = found[0]?.version ?? 0;
    if (totalOf === 'none') return { rows: pageOf(found), total: 0 };
    totalOf.totals.seen(version);
    if (known && known.version === version) return { rows: pageOf(found), total: known.total };
  }
  const found = await statement(true);
  const first = found[0];
  if (!first) throw new Error('catalog_versions has no row 1 (migration 0004 not applied?)');
  const total = first.total ?? 0;
  totalOf.totals.set(totalOf.key, first.version, total);
  return { rows: pageOf(found), total };
}

/** The first `perCategory` products of each category (recommended order), for the car if one is given. */
export async function productSections(
  db: Db,
  categories: readonly string[],
  car: SearchFilter['car'],
  perCategory: number,
): Promise<Map<string, SearchRow[]>> {
  const matching = sql.join([...conditions({ car }), sql`p.category = c.category`], sql` and `);
  const found = await rowsOf<SearchRow>(
    db,
    sql`select p.* from unnest(${sql.param([...categories])}::text[]) with ordinality c(category, ord)
      cross join lateral (select ${columns} from products p where ${matching} order by p.id limit ${perCategory}::int) p
      order by c.ord, p.id`,
  );
  const sections = new Map<string, SearchRow[]>(categories.map((c) => [c, []]));
  for (const row of found) sections.get(row.category)?.push(row);
  return sections;
}

/**
 * The brands of the active products in order, a few index probes (one per brand, not one per
 * product), and their lowest and highest price, each one end of an index.
 */
export async function brandsAndPriceRange(
  db: Db,
): Promise<{ brands: string[]; priceRangeSen: { min: number; max: number } }> {
  const [row] = await rowsOf<{ brands: string[]; min: number; max: number }>(
    db,
    sql`select (select coalesce(json_agg(b.brand order by b.brand), '[]') from (
          with recursive b(brand) as (
            (select p.brand from products p where p.active order by p.brand limit 1)
            union all
            select (select p.brand from products p where p.active and p.brand > b.brand order by p.brand limit 1)
              from b where b.brand is not null)
          select brand from b where brand is not null) b) as brands,
        (select coalesce(min(p.price_sen), 0)::int from products p where p.active) as min,
        (select coalesce(max(p.price_sen), 0)::int from products p where p.active) as max`,
  );
  return { brands: row?.brands ?? [], priceRangeSen: { min: row?.min ?? 0, max: row?.max ?? 0 } };
}
