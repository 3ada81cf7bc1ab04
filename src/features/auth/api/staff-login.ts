import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import * as sharedKeys from '@/shared/lib/shared-keys';
import { saveSession } from '@/shared/lib/session';

/** Staff log in with phone + password (docs/product.md#session) and the session is stored like any login. */
export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { phone: string; password: string }) =>
      callApi(api.staffLogin, input, { idempotencyKey: crypto.randomUUID() }),
    onSuccess: (result) => {
      saveSession(result.userKey, result.secret, result.userInfo);
      queryClient.setQueryData(sharedKeys.currentUser(), result.userInfo);
    },
  });
}
