import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { cartKeys } from './keys';

/** The cart lines with the totals of the selected ones (sen). */
export function getCartPage(signal?: AbortSignal) {
  return callApi(api.cartPage, { pageNo: 1, pageSize: 100 }, { signal });
}

// the cart changes from other screens and devices: always refetched when shown
export const cartPageQueryOptions = (locale = currentLocale()) =>
  queryOptions({ queryKey: cartKeys.page(locale), queryFn: ({ signal }) => getCartPage(signal), staleTime: 0 });

export const useCartPage = (enabled: boolean) => useQuery({ ...cartPageQueryOptions(), enabled });
