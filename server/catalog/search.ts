import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { TotalsByVersion } from './catalogue';
import type { Spec } from './fitment';
import type { SummarySource } from './products.service';
import { CATEGORY_RANKS, countsToParts, keywordPlan, partsToCounts, walkedPage, type KeywordPlan } from './search-walk';
import { rowsOf } from '../db/raw-rows';

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

/** Whether a product holds the keyword: LIKE decides, whichever way the products were reached. */
function keywordMatch(keyword: string): SQL {
  const pattern = sql`'%' || lower(${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}::text) || '%'`;
  // the fields are joined by U+001F: a keyword holding it is looked for in each field alone
  return keyword.includes('\u001f')
    ? sql`exists (select 1 from unnest(${searchFields}) f where f like ${pattern})`
    : sql`${searchText} like ${pattern}`;
}

/**
 * Everything but the category: the Home index names its categories itself. `walk`: the keyword is
 * left out, to be asked of each product a walk of the sort's index passes (search-walk.ts).
 */
function conditions(filter: Omit<SearchFilter, 'category'>, walk = false): SQL[] {
  const where: SQL[] = [sql`p.active`];
  if (filter.partBrands && filter.partBrands.length > 0)
    where.push(sql`p.brand = any(${sql.param([...filter.partBrands])}::text[])`);
  if (filter.minPriceSen !== undefined) where.push(sql`p.price_sen >= ${filter.minPriceSen}::int`);
  if (filter.maxPriceSen !== undefined) where.push(sql`p.price_sen <= ${filter.maxPriceSen}::int`);
  if (filter.excludeId !== undefined) where.push(sql`p.id <> ${filter.excludeId}::int`);
  if (filter.keyword && !walk)
    // the grams narrow through the index; LIKE decides (a keyword's pairs may sit in different places)
    where.push(
      sql`product_search_grams(${searchText}) @> search_keyword_grams(lower(${filter.keyword}::text))`,
      keywordMatch(filter.keyword),
    );
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

/** Where a search's total may be kept (catalogue.ts), under the key of its filters; 'none': not needed. */
export type TotalOf = { totals: TotalsByVersion; key: string } | 'none';

/** Kept next to the totals (not a filters' key): the active products of each category rank, per version. */
const RANK_SIZES = 'active products by category rank';

/** Active products by category rank, or the matches of a search: {rank: count} as jsonb. */
const byRank = (matching: SQL) =>
  sql`(select jsonb_object_agg(c.r, c.n) from (select product_category_rank(p.category) as r, count(*)::int as n
    from products p where ${matching} group by 1) c)`;
const ranksOf = (counts: Record<string, number> | null) =>
  Array.from({ length: CATEGORY_RANKS }, (_, r) => Number(counts?.[r] ?? 0));

interface FoundRow {
  version: number;
  total: number | null;
  /** A keyword's count: its matches by rank, their lowest and highest price. */
  ranks: Record<string, number> | null;
  prices: [number, number] | null;
  /** Every rank's active products, when asked for. */
  sizes: Record<string, number> | null;
}
type Found = (FoundRow & (SearchRow | { id: null }))[];

/**
 * One page of the products every filter allows, and how many there are in all. One statement reads
 * the catalogue version, the page and, unless a total of that version is known, the count: they see
 * the same catalogue, and a page past the end still has its total. A keyword's count is kept by
 * category rank, which tells the next pages whether to walk the sort's index (search-walk.ts).
 */
export async function searchProducts(
  db: Db,
  filter: SearchFilter,
  page: SearchPage,
  totalOf: TotalOf,
  /** Tests only: a walk passes at most this many products (a walk cut short falls back on the grams). */
  test: { walkBudget?: number } = {},
): Promise<{ rows: SearchRow[]; total: number }> {
  const withCategory = filter.category !== undefined;
  const ofCategory = withCategory ? [sql`p.category = ${filter.category}::text`] : [];
  const matching = sql.join([...conditions(filter), ...ofCategory], sql` and `);
  const order = orderOf(page.sort, withCategory, false);

  const pageOf = (plan: KeywordPlan) => {
    if (plan.kind === 'grams' || !filter.keyword)
      return sql`select ${columns} from products p where ${matching} order by ${order}
        limit ${page.pageSize}::int offset ${(page.pageNo - 1) * page.pageSize}::int`;
    const where = [...conditions(filter, true), ...ofCategory];
    const budget = Math.min(plan.budget, test.walkBudget ?? Infinity);
    return walkedPage({ plan, page, withCategory, columns, where, order, hit: keywordMatch(filter.keyword), budget });
  };
  // a keyword's count by rank, with its matches' prices
  const keywordCount = sql`(select jsonb_object_agg(c.r, c.n) as ranks, json_build_array(min(c.lo), max(c.hi)) as prices,
      null::int as total
    from (select product_category_rank(p.category) as r, count(*)::int as n, min(p.price_sen) as lo,
      max(p.price_sen) as hi from products p where ${matching} group by 1) c)`;
  const statement = (plan: KeywordPlan, count: boolean, sizes: boolean) =>
    rowsOf<Found[number]>(
      db,
      sql`select v.version, ${count ? sql`t.total, t.ranks, t.prices` : sql`null::int as total, null::jsonb as ranks, null::json as prices`},
          ${sizes ? byRank(sql`p.active`) : sql`null::jsonb`} as sizes, p.*
        from (select version::float8 as version from catalog_versions where id = 1) v
        ${
          !count
            ? sql``
            : filter.keyword
              ? sql`cross join ${keywordCount} t`
              : sql`cross join (select count(*)::int as total, null::jsonb as ranks, null::json as prices
                  from products p where ${matching}) t`
        }
        left join (${pageOf(plan)}) p on true
        order by ${orderOf(page.sort, withCategory, true)}`,
    );
  const rowsIn = (found: Found) =>
    found
      .filter((row): row is FoundRow & SearchRow => row.id !== null)
      .map(({ version: _v, total: _t, ranks: _r, prices: _p, sizes: _s, ...row }): SearchRow => row);

  if (totalOf === 'none') return { rows: rowsIn(await statement({ kind: 'grams' }, false, false)), total: 0 };
  const { totals, key } = totalOf;
  const keptSizes = filter.keyword ? totals.get(RANK_SIZES) : undefined;
  const wantSizes = !!filter.keyword && !keptSizes;
  const keepSizes = (found: Found) => {
    const first = found[0];
    if (wantSizes && first?.sizes !== undefined) {
      totals.set(RANK_SIZES, first.version, 0, ranksOf(first.sizes));
    }
  };
  const known = totals.get(key);
  // a walk of this search and sort that stopped short before, at this version: the grams
  const walkFailed = `${key} walked short by ${page.sort}`;
  if (known) {
    const counts = known.parts && partsToCounts(known.parts);
    const plan =
      counts && keptSizes?.version === known.version && keptSizes.parts && !totals.get(walkFailed)
        ? keywordPlan(page, filter.category, counts, keptSizes.parts)
        : ({ kind: 'grams' } as const);
    let found = await statement(plan, false, wantSizes);
    keepSizes(found);
    totals.seen(found[0]?.version ?? 0);
    // a walk that stopped before its page was full: the products lie where the counts could not tell
    if (found[0]?.version === known.version && plan.kind === 'walk' && rowsIn(found).length < plan.expected) {
      totals.set(walkFailed, known.version, 0);
      found = await statement({ kind: 'grams' }, false, false);
    }
    if (found[0]?.version === known.version) return { rows: rowsIn(found), total: known.total };
  }
  const found = await statement({ kind: 'grams' }, true, wantSizes);
  const first = found[0];
  if (!first) throw new Error('catalog_versions has no row 1 (migration 0004 not applied?)');
  keepSizes(found);
  if (filter.keyword) {
    const matches = ranksOf(first.ranks);
    const total = matches.reduce((n, v) => n + v, 0);
    const [minPriceSen, maxPriceSen] = (first.prices ?? [0, 0]).map((price) => Number(price ?? 0));
    totals.set(
      key,
      first.version,
      total,
      countsToParts({ matches, minPriceSen: minPriceSen!, maxPriceSen: maxPriceSen! }),
    );
    return { rows: rowsIn(found), total };
  }
  const total = first.total ?? 0;
  totals.set(key, first.version, total);
  return { rows: rowsIn(found), total };
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
