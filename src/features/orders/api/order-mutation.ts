import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from './keys';

/** A change to an order: afterwards every order query is stale, so each order screen reads it again. */
export function useOrderMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
