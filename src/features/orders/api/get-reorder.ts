import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { orderKeys } from './keys';

export const getReorder = (orderId: number, signal?: AbortSignal) => callApi(api.orderReorder, { orderId }, { signal });

/** What of an order can be bought again now: read when the customer taps Book again, never kept stale. */
export const reorderQueryOptions = (orderId: number, locale = currentLocale()) =>
  queryOptions({
    queryKey: orderKeys.reorder(orderId, locale),
    queryFn: ({ signal }) => getReorder(orderId, signal),
    staleTime: 0,
    retry: false,
  });
