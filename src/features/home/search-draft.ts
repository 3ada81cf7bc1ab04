import type { HomeSearch } from './search';

/**
 * The search panel's edits that are not applied yet (keyword, brand, price, order, car). A tap on
 * a category is a new search that keeps only the car: a car just picked in the panel counts.
 */
let draft: Partial<HomeSearch> = {};

export function setSearchDraft(next: Partial<HomeSearch>): void {
  draft = next;
}

export function readSearchDraft(): Partial<HomeSearch> {
  return draft;
}
