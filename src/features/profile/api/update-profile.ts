import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { profileUpdate } from '@/shared/contract/account';
import type { PayloadOf } from '@/shared/contract/define-call';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { updateStoredUserInfo } from '@/shared/lib/session';
import * as sharedKeys from '@/shared/lib/shared-keys';

export const updateProfile = (payload: PayloadOf<typeof profileUpdate>) =>
  callApi(api.profileUpdate, payload, { idempotencyKey: crypto.randomUUID() });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      updateStoredUserInfo(user);
      queryClient.setQueryData(sharedKeys.currentUser(), user);
    },
  });
}
