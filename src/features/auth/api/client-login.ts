import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import * as queryRoots from '@/shared/lib/query-roots';
import * as sharedKeys from '@/shared/lib/shared-keys';
import { saveSession } from '@/shared/lib/session';
import { importVisitorCar } from './import-visitor-car';

/** Logs in with phone + code and stores the session (key, its secret and info). */
export function useClientLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { phone: string; code: string }) =>
      callApi(api.clientLogin, input, { idempotencyKey: crypto.randomUUID() }),
    onSuccess: (result) => {
      saveSession(result.userKey, result.secret, result.userInfo);
      queryClient.setQueryData(sharedKeys.currentUser(), result.userInfo);
      void importVisitorCar().then(() =>
        queryClient.invalidateQueries({ queryKey: queryRoots.rootKey(queryRoots.garage) }),
      );
    },
  });
}
