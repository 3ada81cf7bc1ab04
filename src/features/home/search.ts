import type { CarRef, ProductCategory, productPage } from '@/shared/contract/catalog';
import type { PayloadOf } from '@/shared/contract/define-call';
import { ringgitToSen } from '@/shared/lib/money';
import {
  oneOf,
  optionalAmount,
  optionalId,
  optionalText,
  searchSchema,
  type SearchOf,
} from '@/shared/lib/search-params';

/** The contract's categories and sorts, as values (the app takes only the contract's types at run time). */
export const categoryCodes = [
  'maintenance',
  'tyres',
  'tint',
  'dashcam',
  'brake_pads',
  'wipers',
  'car_seats',
] as const satisfies readonly ProductCategory[];
export const sortCodes = ['recommended', 'priceAsc', 'priceDesc'] as const;

/** The Home search (docs/product.md#home-search): car, part brand, price range (RM), category, keyword and order. */
const homeSearchShape = {
  category: oneOf(categoryCodes),
  q: optionalText,
  sort: oneOf(sortCodes),
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

/** The product search filters of a home search (without paging). */
export type ProductFilter = Omit<PayloadOf<typeof productPage>, 'pageNo' | 'pageSize'>;

/** True when any filter is set, i.e. there is a search to show results for. */
export function hasFilters(search: HomeSearch): boolean {
  return Object.entries(search).some(([key, value]) => key !== 'sort' && value !== undefined && value !== '');
}

const carKeys = ['specId', 'make', 'model', 'year', 'variant', 'engine', 'transmission'] as const;

/** Only the car of a search (or of the search panel's edits): what a new search keeps. */
export function carPartOf(search: Partial<HomeSearch>): Partial<HomeSearch> {
  return Object.fromEntries(carKeys.filter((key) => search[key] !== undefined).map((key) => [key, search[key]]));
}

/** A search without the given filters (a removed chip); removing `car` removes every step of it. */
export function withoutFilter(search: HomeSearch, filter: 'car' | 'price' | keyof HomeSearch): HomeSearch {
  const keys: (keyof HomeSearch)[] =
    filter === 'car' ? [...carKeys] : filter === 'price' ? ['priceMin', 'priceMax'] : [filter];
  return Object.fromEntries(Object.entries(search).filter(([key]) => !keys.includes(key as keyof HomeSearch)));
}

/** The car of a home search, when every step of it is in the address. */
export function carRefOfSearch(search: HomeSearch): CarRef | undefined {
  const complete =
    search.specId &&
    search.year &&
    search.make &&
    search.model &&
    search.variant &&
    search.engine &&
    search.transmission;
  return complete ? { specId: search.specId as number, year: search.year as number } : undefined;
}

/** Maps the address of a home search to the payload of /product/app/page (prices in sen). */
export function productFilterOf(search: HomeSearch): ProductFilter {
  return {
    keyword: search.q || undefined,
    category: search.category,
    partBrands: search.brand ? [search.brand] : undefined,
    minPriceSen: search.priceMin !== undefined ? ringgitToSen(search.priceMin) : undefined,
    maxPriceSen: search.priceMax !== undefined ? ringgitToSen(search.priceMax) : undefined,
    car: carRefOfSearch(search),
    sort: search.sort ?? 'recommended',
  };
}
