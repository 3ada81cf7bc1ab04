import type { Locale } from '@/shared/contract/envelope';
import * as queryRoots from '@/shared/lib/query-roots';

/** What Home shows, in the request language: banners, categories and the product index. */
export const homeKeys = {
  banners: (locale: Locale) => [queryRoots.content, 'banners', locale] as const,
  categories: (locale: Locale) => [queryRoots.catalog, 'categories', locale] as const,
  productIndex: (locale: Locale) => [queryRoots.catalog, 'index', locale] as const,
};
