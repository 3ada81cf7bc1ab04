import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';

export const deliverWorkOrder = (id: number) =>
  callApi(api.workOrderDeliver, { id }, { idempotencyKey: crypto.randomUUID() });

/** The sales consultant confirms delivery; too early, the server's message is toasted. */
export function useDeliverWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deliverWorkOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
