import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { hasStoredKey } from '@/shared/lib/session';
import { documentKeys } from './keys';

export const getOrderDocuments = (orderId: number, signal?: AbortSignal) =>
  callApi(api.orderDocuments, { orderId }, { signal });

/** LHDN decides within seconds to minutes: the panel asks again while an e-invoice is on its way. */
const DECIDING_POLL_MS = 5_000;

export const orderDocumentsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: documentKeys.order(orderId),
    queryFn: ({ signal }) => getOrderDocuments(orderId, signal),
    retry: false,
    staleTime: 0,
    refetchInterval: (query) => {
      const state = query.state.data?.einvoice?.state;
      return state === 'waiting' || state === 'submitted' ? DECIDING_POLL_MS : false;
    },
  });

export const useOrderDocuments = (orderId: number) =>
  useQuery({ ...orderDocumentsQueryOptions(orderId), enabled: orderId > 0 && hasStoredKey() });
