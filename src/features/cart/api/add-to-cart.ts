import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { cartAdd } from '@/shared/contract/cart';
import type { PayloadOf } from '@/shared/contract/define-call';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { cartKeys } from './keys';

export type CartAddInput = PayloadOf<typeof cartAdd>;

/** Adds a product for the chosen car; the same product and car adds to its line. */
export function addToCart(input: CartAddInput) {
  return callApi(api.cartAdd, input, { idempotencyKey: crypto.randomUUID() });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (answer) => {
      queryClient.setQueryData(cartKeys.count(), { count: answer.count });
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
