import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';

export const reworkWorkOrder = (input: { id: number; reason: string; description: string; complaintId?: number }) =>
  callApi(api.workOrderRework, input, { idempotencyKey: crypto.randomUUID() });

/** Opens a rework: the car goes back in service. */
export function useReworkWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reworkWorkOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
