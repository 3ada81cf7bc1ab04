import type { Locale } from '@/shared/contract/envelope';
import * as queryRoots from '@/shared/lib/query-roots';

/** Query keys of the goods desk, under the staff root so the desk's refresh reaches them. */
export const goodsKeys = {
  all: [queryRoots.staff, 'goods'] as const,
  page: (tab: GoodsTab, keyword: string, locale: Locale) =>
    [queryRoots.staff, 'goods', 'page', tab, keyword, locale] as const,
  detail: (id: number, locale: Locale) => [queryRoots.staff, 'goods', 'detail', id, locale] as const,
};

export const goodsTabs = ['pickup', 'mail', 'done'] as const;
export type GoodsTab = (typeof goodsTabs)[number];
