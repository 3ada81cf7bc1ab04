import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '@/shared/lib/api-client';
import { goodsKeys } from './keys';

/**
 * A desk action sent at once (not queued): the customer stands at the counter, so the answer is
 * needed now. One Idempotency-Key per press, kept across the mutation's own attempts.
 */
export function useGoodsMutation<I, O>(send: (input: I, idempotencyKey: string) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => send(input, newIdempotencyKey()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: goodsKeys.all }),
  });
}
