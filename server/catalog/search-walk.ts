import { sql, type SQL } from 'drizzle-orm';
import { productCategories } from '../../src/shared/contract/catalog';
import type { SearchPage } from './search';

/*
 * How a keyword search reaches its page (docs/decisions/024-chain-size.md, item 4). The grams' index
 * gathers every product holding the keyword and sorts them all before the page is cut: cheap for a
 * keyword a few products hold, ever dearer for one that thousands hold ("mi": a third of a chain's
 * catalogue). Such a keyword is found sooner by walking the sort's own index and asking LIKE of each
 * product on the way: the walk stops at the page's last row, after about (rows before it + page) /
 * density products. What the search counted once per catalogue version tells which way is cheaper:
 * its matches in each category rank and their lowest and highest price (a walk by price starts at
 * the first, a walk in category order at the page's category), and every rank's active products.
 * A walk passes at most half as many products as the grams would gather: products clustered where
 * the counts cannot see (a brand's block of ids) leave its page short of what the counts promise, and
 * the grams are asked after all, a bounded loss and never a wrong page; that search and sort then keep
 * to the grams while the catalogue version lasts.
 */

/** The ranks of product_category_rank (migration 0019): productCategories in order, then any other. */
export const CATEGORY_RANKS = productCategories.length + 1;

export const rankOf = (category: string) => {
  const i = (productCategories as readonly string[]).indexOf(category);
  return i < 0 ? productCategories.length : i;
};

/**
 * What the count of a keyword search keeps (catalogue.ts keeps it as numbers, `parts`): its matches
 * by category rank, then their lowest and highest price.
 */
export interface KeywordCounts {
  matches: readonly number[];
  minPriceSen: number;
  maxPriceSen: number;
}

export const countsToParts = (c: KeywordCounts): number[] => [...c.matches, c.minPriceSen, c.maxPriceSen];
export const partsToCounts = (parts: readonly number[]): KeywordCounts | null =>
  parts.length === CATEGORY_RANKS + 2
    ? {
        matches: parts.slice(0, CATEGORY_RANKS),
        minPriceSen: parts[CATEGORY_RANKS]!,
        maxPriceSen: parts[CATEGORY_RANKS + 1]!,
      }
    : null;

/** The grams' index, or a walk of the sort's index, with the part of the sort it walks. */
export type KeywordPlan =
  | { kind: 'grams' }
  | {
      kind: 'walk';
      /** Recommended order across categories: the rank of the page's first row, where the walk starts. */
      fromRank: number | null;
      /** The matches' prices: no product outside them holds the keyword. */
      prices: readonly [number, number];
      /** Rows of the walked part before the page. */
      offset: number;
      /** The rows the page must have, by the counts: fewer found means the walk stopped early. */
      expected: number;
      /** Products the walk may pass. */
      budget: number;
    };

const sum = (values: readonly number[], from = 0, to = values.length - 1) =>
  values.slice(from, to + 1).reduce((n, v) => n + v, 0);

/**
 * The plan of one page of a keyword search whose counts, and the active products by category rank
 * (`sizes`), are known for the catalogue version the page is read at.
 */
export function keywordPlan(
  page: SearchPage,
  category: string | undefined,
  counts: KeywordCounts,
  sizes: readonly number[],
): KeywordPlan {
  const { matches } = counts;
  const prices = [counts.minPriceSen, counts.maxPriceSen] as const;
  const total = sum(matches);
  const before = (page.pageNo - 1) * page.pageSize;
  const expected = Math.max(0, Math.min(page.pageSize, total - before));
  // past the end: nothing to find, nothing to walk
  if (expected === 0) return { kind: 'walk', fromRank: null, prices, offset: before, expected: 0, budget: 0 };

  let fromRank: number | null = null;
  let offset = before;
  let found = total;
  let passed = category === undefined ? sum(sizes) : (sizes[rankOf(category)] ?? sum(sizes));
  if (category === undefined && page.sort === 'recommended') {
    // the page's first and last rows by the counts: the walk starts at the first one's rank
    const rankAt = (row: number) => {
      let seen = 0;
      for (let r = 0; r < matches.length; r++) if ((seen += matches[r] ?? 0) > row) return r;
      return matches.length - 1;
    };
    const first = rankAt(before);
    const last = rankAt(before + expected - 1);
    fromRank = first;
    offset = before - sum(matches, 0, first - 1);
    found = sum(matches, first, last);
    passed = sum(sizes, first, last);
  }
  // the walk passes about `passed / found` products per match, each about twice as dear as one the
  // grams gather (read in the index's order, not the table's): it is taken when it should pass at most a
  // quarter as many as the grams gather, and given twice that
  const walk = ((offset + expected) * passed) / Math.max(1, found);
  if (walk * 4 > total) return { kind: 'grams' };
  return { kind: 'walk', fromRank, prices, offset, expected, budget: Math.ceil(total / 2) };
}

/** The sort on a walk's rows, in the walk's own columns, so that they come out in the index's order unsorted. */
function walkedOrder(sort: SearchPage['sort'], withCategory: boolean): SQL {
  if (sort === 'priceAsc') return sql.raw('w."priceSen", w.id');
  if (sort === 'priceDesc') return sql.raw('w."priceSen" desc, w.id');
  return sql.raw(withCategory ? 'w.id' : 'w."rankKey", w.id');
}

/**
 * A page read by walking the sort's index (`order` over products `p` with the conditions `where`, the
 * keyword left out) from where the plan's part starts, at most `budget` products, `hit` (LIKE) asked
 * of each; the page's `columns` come out as the grams' page has them.
 */
export function walkedPage(q: {
  plan: Extract<KeywordPlan, { kind: 'walk' }>;
  page: SearchPage;
  withCategory: boolean;
  columns: SQL;
  where: SQL[];
  order: SQL;
  hit: SQL;
  budget: number;
}): SQL {
  const { plan, page } = q;
  const where = [...q.where];
  // from a bound, not between two: the planner, which cannot tell how many products a rank holds,
  // would take a narrow range for a few rows, better read whole and sorted than walked
  if (plan.fromRank !== null) where.push(sql`product_category_rank(p.category) >= ${plan.fromRank}::int`);
  if (page.sort !== 'recommended')
    where.push(sql`p.price_sen between ${plan.prices[0]}::int and ${plan.prices[1]}::int`);
  return sql`select w.id, w.sku, w.category, w.brand, w.name, w."priceSen", w."originalPriceSen", w."labourSen", w.size,
      w.colour, w.stock, w.image, w.tags
    from (select ${q.columns}, product_category_rank(p.category) as "rankKey", ${q.hit} as hit
      from products p where ${sql.join(where, sql` and `)} order by ${q.order} limit ${q.budget}::int) w
    where w.hit order by ${walkedOrder(page.sort, q.withCategory)}
    limit ${page.pageSize}::int offset ${plan.offset}::int`;
}
