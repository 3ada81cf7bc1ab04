import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import * as queryRoots from '@/shared/lib/query-roots';
import * as sharedKeys from '@/shared/lib/shared-keys';
import type { OrderPayload } from '../draft';
import { checkoutKeys } from './keys';

/** Commits the order; the same key on a retry of the same submit commits it once. */
export const addOrder = (payload: OrderPayload, idempotencyKey: string) =>
  callApi(api.orderAdd, payload, { idempotencyKey });

export const useAddOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: { payload: OrderPayload; idempotencyKey: string }) =>
      addOrder(payload, idempotencyKey),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryRoots.rootKey(queryRoots.orders) });
      void queryClient.invalidateQueries({ queryKey: queryRoots.rootKey(queryRoots.cart) });
      // a mail order's address is offered on the next checkout; a plate given is kept in the garage
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.savedAddresses() });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.garageCars() });
    },
  });
};
