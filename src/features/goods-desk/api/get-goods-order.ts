import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { goodsKeys } from './keys';

export const getGoodsOrder = (id: number, signal?: AbortSignal) => callApi(api.staffOrderFind, { id }, { signal });

export const goodsOrderQueryOptions = (id: number, locale = currentLocale()) =>
  queryOptions({
    queryKey: goodsKeys.detail(id, locale),
    queryFn: ({ signal }) => getGoodsOrder(id, signal),
    // others move the order on (the customer confirms receipt): shown at once, fetched again on open
    staleTime: 0,
  });

/** One goods order as the desk handles it. */
export const useGoodsOrder = (id: number | undefined) =>
  useQuery({ ...goodsOrderQueryOptions(id ?? 0), enabled: id !== undefined });
