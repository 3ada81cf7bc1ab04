import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { checkoutKeys } from './keys';

/** The addresses of the customer's earlier mail orders, asked for only when a mail order is being filled. */
export const useSavedAddresses = (enabled: boolean) =>
  useQuery({
    queryKey: checkoutKeys.savedAddresses(),
    queryFn: ({ signal }) => callApi(api.savedMailingAddresses, {}, { signal }),
    // asked again on every checkout: the cache kept across a reload may predate the last mail order
    staleTime: 0,
    enabled,
  });
