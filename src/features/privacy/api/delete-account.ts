import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentSubscription } from '@/shared/lib/push';
import { clearSession } from '@/shared/lib/session';
import { remove, StorageKey } from '@/shared/lib/storage';
import { deletionKeys } from './deletion-keys';

/** The orders that block a deletion and the unpaid ones it would cancel, asked afresh on every visit. */
export const deletionPreviewQueryOptions = () =>
  queryOptions({
    queryKey: deletionKeys.preview(),
    queryFn: () => callApi(api.accountDeletionPreview, {}),
    staleTime: 0,
  });

export const useDeletionPreview = () => useQuery({ ...deletionPreviewQueryOptions(), refetchOnMount: 'always' });

/** Texts the code that confirms the deletion; the server sends it to the account's own number. */
const sendDeletionCode = (phone: string) =>
  callApi(api.sendSms, { phone, scene: 'deleteAccount' }, { idempotencyKey: crypto.randomUUID() });

export const useSendDeletionCode = () => useMutation({ mutationFn: sendDeletionCode });

const deleteAccount = (code: string) => callApi(api.accountDelete, { code }, { idempotencyKey: crypto.randomUUID() });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });

/**
 * This device after its account was deleted: the server has already ended the sessions and dropped
 * the push subscriptions (a logout call would only be refused), so only the browser's side remains.
 * The session goes first, at once: a read still in flight then meets its 708 as a logged-out page
 * would, without a "Login expired" toast over "Your account was deleted".
 */
export async function forgetDeletedAccount(): Promise<void> {
  clearSession();
  // the account's car was copied here at login; kept, the next login on this phone would import it
  remove(StorageKey.carInfoApp);
  await (await currentSubscription().catch(() => null))?.unsubscribe().catch(() => undefined);
}
