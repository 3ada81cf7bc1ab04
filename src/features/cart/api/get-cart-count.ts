import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { cartKeys } from './keys';

/** Items in the cart (sum of quantities), for the badge. */
export function getCartCount(signal?: AbortSignal) {
  return callApi(api.cartCount, {}, { signal });
}

// the cart changes from other screens and devices: always refetched when shown
export const cartCountQueryOptions = () =>
  queryOptions({ queryKey: cartKeys.count(), queryFn: ({ signal }) => getCartCount(signal), staleTime: 0 });

export const useCartCount = (enabled: boolean) => useQuery({ ...cartCountQueryOptions(), enabled });
