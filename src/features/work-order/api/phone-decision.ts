import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@/shared/contract/define-call';
import type { workOrderPhoneDecision } from '@/shared/contract/staff';
import { api } from '@/shared/lib/api-calls';
import { callApi, newIdempotencyKey } from '@/shared/lib/api-client';
import * as queryRoots from '@/shared/lib/query-roots';

export type PhoneDecisionInput = PayloadOf<typeof workOrderPhoneDecision>;

/**
 * A manager records what the customer decided by phone: sent at once (the manager is at the desk,
 * and the customer waits to pay), with one Idempotency-Key per confirmed press.
 */
export function usePhoneDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PhoneDecisionInput) =>
      callApi(api.workOrderPhoneDecision, input, { idempotencyKey: newIdempotencyKey() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.rootKey(queryRoots.staff) }),
  });
}
