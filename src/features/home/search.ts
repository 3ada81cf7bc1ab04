import { optionalAmount, optionalId, optionalText, searchSchema, type SearchOf } from '@/shared/lib/search-params';

/** The home search of spec §1: car, part brand and price range (RM), plus a category. */
const homeSearchShape = {
  category: optionalText,
  specId: optionalId,
  make: optionalText,
  model: optionalText,
  year: optionalId,
  variant: optionalText,
  engine: optionalText,
  transmission: optionalText,
  brand: optionalText,
  priceMin: optionalAmount,
  priceMax: optionalAmount,
};
export const homeSearchSchema = searchSchema(homeSearchShape);
export type HomeSearch = SearchOf<typeof homeSearchShape>;

/** True when any filter is set, i.e. there is a search to show results for. */
export function hasFilters(search: HomeSearch): boolean {
  return Object.values(search).some((value) => value !== undefined && value !== '');
}
