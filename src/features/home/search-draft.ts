import type { HomeSearch } from './search';

/**
 * The search panel's edits that are not applied yet (keyword, brand, price, order, car). A tap on
 * a category searches with them, so changing a filter and then picking a category keeps the edit
 * instead of re-applying the filters of the last search.
 */
let draft: Partial<HomeSearch> = {};

export function setSearchDraft(next: Partial<HomeSearch>): void {
  draft = next;
}

export function readSearchDraft(): Partial<HomeSearch> {
  return draft;
}
