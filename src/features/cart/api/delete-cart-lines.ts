import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { cartKeys } from './keys';

/** Removes cart lines, all or nothing. */
export function deleteCartLines(ids: number[]) {
  return callApi(api.cartDelete, { ids }, { idempotencyKey: crypto.randomUUID() });
}

export function useDeleteCartLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartLines,
    onSuccess: (answer) => queryClient.setQueryData(cartKeys.count(), { count: answer.count }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
