import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CarRef } from '@/shared/contract/catalog';
import { addToCart } from './add-to-cart';
import { deleteCartLines } from './delete-cart-lines';
import { cartPageQueryOptions } from './get-cart-page';
import { cartKeys } from './keys';

export type ReplaceInput = { cartId: number; productId: number; car?: CarRef };

/** Swaps a cart line for another product (ChangeGood): adds the new one with the same quantity, then removes the old. */
export function useReplaceCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ cartId, productId, car }: ReplaceInput) => {
      const cart = await queryClient.fetchQuery(cartPageQueryOptions());
      const line = cart.list.find((l) => l.id === cartId);
      const added = await addToCart({ productId, quantity: line?.quantity ?? 1, car });
      if (added.id !== cartId) await deleteCartLines([cartId]);
      return added;
    },
    // the cart page is not on screen during the swap: refetch it anyway (and wait) so the cart the
    // customer returns to shows the new line only, not the old one and then both for a moment
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all, refetchType: 'all' }),
  });
}
