import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@/shared/contract/define-call';
import type { storeList } from '@/shared/contract/orders';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import * as sharedKeys from '@/shared/lib/shared-keys';

export type StoreQuery = Partial<PayloadOf<typeof storeList>>;

/** The payload asked for: every store of the query on one page, so one query is one key whoever asks. */
const storePayload = (query: StoreQuery): PayloadOf<typeof storeList> => ({
  purpose: 'all',
  pageNo: 1,
  pageSize: 100,
  ...query,
});

export const getStoreList = (query: StoreQuery, signal?: AbortSignal) =>
  callApi(api.storeList, storePayload(query), { signal });

/** Partner stores (all of them with no query: the sign-up and the back office's store choices). */
export const storeListQueryOptions = (query: StoreQuery = {}) =>
  queryOptions({
    queryKey: sharedKeys.storeList(storePayload(query)),
    queryFn: ({ signal }) => getStoreList(query, signal),
    // what a store holds of an order's lines changes with every sale: read again on each visit
    staleTime: query.lines ? 0 : 5 * 60_000,
  });

export const useStoreList = (query: StoreQuery = {}, enabled = true) =>
  useQuery({ ...storeListQueryOptions(query), enabled });
