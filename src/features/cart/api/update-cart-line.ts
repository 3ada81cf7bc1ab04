import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { cartUpdate } from '@/shared/contract/cart';
import type { PayloadOf } from '@/shared/contract/define-call';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { cartKeys } from './keys';

export type CartUpdateInput = PayloadOf<typeof cartUpdate>;

/** Changes the quantity or the selection of one cart line. */
export function updateCartLine(input: CartUpdateInput) {
  return callApi(api.cartUpdate, input, { idempotencyKey: crypto.randomUUID() });
}

export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartLine,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
