import { useMutation } from '@tanstack/react-query';
import type { userClueAdd } from '@/shared/contract/catalog';
import type { PayloadOf } from '@/shared/contract/define-call';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';

export type UserClue = PayloadOf<typeof userClueAdd>;

/** A part request (GoodsEmpty): the part, the car and a contact, for a sales call-back. */
export function addUserClue(clue: UserClue) {
  return callApi(api.userClueAdd, clue, { idempotencyKey: crypto.randomUUID() });
}

export const useAddUserClue = () => useMutation({ mutationFn: addUserClue });
