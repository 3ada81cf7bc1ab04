import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { goodsKeys, type GoodsTab } from './keys';

export const GOODS_PAGE_SIZE = 20;

export const getGoodsOrders = (tab: GoodsTab, keyword: string, pageNo: number, signal?: AbortSignal) =>
  callApi(
    api.staffOrderPage,
    {
      orderType: tab === 'done' ? undefined : tab,
      done: tab === 'done',
      keyword,
      pageNo,
      pageSize: GOODS_PAGE_SIZE,
    },
    { signal },
  );

export const goodsOrdersQueryOptions = (tab: GoodsTab, keyword: string, locale = currentLocale()) =>
  infiniteQueryOptions({
    queryKey: goodsKeys.page(tab, keyword, locale),
    queryFn: ({ pageParam, signal }) => getGoodsOrders(tab, keyword, pageParam, signal),
    initialPageParam: 1,
    // the desk's lists change at other counters and by customers: fetched again on every open
    staleTime: 0,
    getNextPageParam: (last) => (last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined),
  });

/** Goods orders of one desk tab (to hand over, to ship, done), filtered by a keyword. */
export const useGoodsOrders = (tab: GoodsTab, keyword: string) =>
  useInfiniteQuery(goodsOrdersQueryOptions(tab, keyword));
