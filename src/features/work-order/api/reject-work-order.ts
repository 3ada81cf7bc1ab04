import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';

export const rejectWorkOrder = (input: { id: number; reason: string }) =>
  callApi(api.workOrderReject, input, { idempotencyKey: crypto.randomUUID() });

/** A technician rejects the work order with a reason; it goes back for dispatch. */
export function useRejectWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectWorkOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
