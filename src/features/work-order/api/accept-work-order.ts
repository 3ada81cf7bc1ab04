import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';

export const acceptWorkOrder = (id: number) =>
  callApi(api.workOrderAccept, { id }, { idempotencyKey: crypto.randomUUID() });

/** A technician accepts the work order. */
export function useAcceptWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptWorkOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
