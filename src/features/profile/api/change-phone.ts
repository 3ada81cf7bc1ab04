import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';

/** Changes the login phone; the server ends every session of the account. */
export const changePhone = (input: { phone: string; code: string }) =>
  callApi(api.phoneChange, input, { idempotencyKey: crypto.randomUUID() });

export const useChangePhone = () => useMutation({ mutationFn: changePhone });
