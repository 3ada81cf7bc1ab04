import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import * as queryRoots from '@/shared/lib/query-roots';

export const reviewSignup = (input: { id: number; approve: boolean; reason?: string }) =>
  callApi(
    api.signupReview,
    { id: input.id, approve: input.approve, reason: input.reason ?? '' },
    {
      idempotencyKey: crypto.randomUUID(),
    },
  );

/** Approve or refuse (with a reason) a staff sign-up. */
export function useReviewSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewSignup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.rootKey(queryRoots.staff) }),
  });
}
