import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { complaintKeys } from './keys';

export const addComplaint = (input: { orderId: number; content: string; screenshots: string[] }) =>
  callApi(api.complaintAdd, input, { idempotencyKey: crypto.randomUUID() });

export function useAddComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComplaint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complaintKeys.all }),
  });
}
