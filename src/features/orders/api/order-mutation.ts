import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setRefreshFlag, type RefreshFlags } from '@/shared/lib/client-state';
import { orderKeys } from './keys';

/** A change to an order: afterwards every order query is stale and the lists are told to refresh. */
export function useOrderMutation<V, R>(mutationFn: (vars: V) => Promise<R>, flag: keyof RefreshFlags = 'updateOrder') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      setRefreshFlag(flag);
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
