import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';

export const dispatchWorkOrder = (input: { id: number; technicianId: number; salesId?: number }) =>
  callApi(api.workOrderDispatch, input, { idempotencyKey: crypto.randomUUID() });

/** A manager assigns a technician (and a sales consultant). */
export function useDispatchWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dispatchWorkOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
