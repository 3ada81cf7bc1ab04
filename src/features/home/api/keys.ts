import type { Locale } from '@/shared/contract/envelope';
import * as queryRoots from '@/shared/lib/query-roots';

/** What Home shows, in the request language: banners and the product index (categories: shared-keys.ts). */
export const homeKeys = {
  banners: (locale: Locale) => [queryRoots.content, 'banners', locale] as const,
  productIndex: (locale: Locale) => [queryRoots.catalog, 'index', locale] as const,
};
