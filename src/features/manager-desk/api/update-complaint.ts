import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import * as queryRoots from '@/shared/lib/query-roots';

export interface ComplaintUpdate {
  id: number;
  status: 'in_progress' | 'processed';
  processingResult?: string;
  rework?: { reason: string; description: string };
}

export const updateComplaint = (input: ComplaintUpdate) =>
  callApi(api.staffComplaintUpdate, input, { idempotencyKey: crypto.randomUUID() });

/** Moves a complaint on (pending -> in progress -> processed), optionally opening a rework. */
export function useUpdateComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComplaint,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.rootKey(queryRoots.staff) }),
  });
}
