import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import * as queryRoots from '@/shared/lib/query-roots';

export const reviewRefund = (input: { id: number; approve: boolean; note?: string }) =>
  callApi(
    api.staffRefundReview,
    { id: input.id, approve: input.approve, note: input.note ?? '' },
    {
      idempotencyKey: crypto.randomUUID(),
    },
  );

/** Approve (money goes back) or reject with a reason. */
export function useReviewRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.rootKey(queryRoots.staff) }),
  });
}
