import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfficeDictionaryEntryInput } from '@/shared/contract/office-dictionary';
import { api } from '@/shared/lib/api-calls';
import { callApi, newIdempotencyKey } from '@/shared/lib/api-client';
import * as queryRoots from '@/shared/lib/query-roots';
import { officeKeys } from '../api/office-keys';

/** One dictionary's entries, all three languages (FAQ and robot stay well under 100 entries). */
export const useDictionary = (dictionaryId: string) =>
  useQuery({
    queryKey: officeKeys.dictionary(dictionaryId),
    queryFn: ({ signal }) => callApi(api.officeDictionaryPage, { dictionaryId, pageNo: 1, pageSize: 100 }, { signal }),
  });

/** After a change the office's lists and this browser's own customer pages are read again. */
function useDictionaryMutation<I>(send: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: officeKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.rootKey(queryRoots.content) }),
      ]);
    },
  });
}

export const useSaveDictionaryEntry = () =>
  useDictionaryMutation((input: OfficeDictionaryEntryInput) =>
    callApi(api.officeDictionarySave, input, { idempotencyKey: newIdempotencyKey() }),
  );

export const useRemoveDictionaryEntry = () =>
  useDictionaryMutation((id: number) =>
    callApi(api.officeDictionaryRemove, { id }, { idempotencyKey: newIdempotencyKey() }),
  );

export const useMoveDictionaryEntry = () =>
  useDictionaryMutation((input: { id: number; direction: 'up' | 'down' }) =>
    callApi(api.officeDictionaryMove, input, { idempotencyKey: newIdempotencyKey() }),
  );
