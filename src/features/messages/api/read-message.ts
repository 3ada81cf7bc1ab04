import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { messageKeys } from './keys';

/** Marks one message (id) or every message (all) read. */
export const readMessages = (target: { id: number } | { all: true }) =>
  callApi(api.messageRead, target, { idempotencyKey: crypto.randomUUID() });

export function useReadMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readMessages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
