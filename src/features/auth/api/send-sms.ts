import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';

/** Asks the server to text a login code to a phone number. */
export function useSendLoginCode() {
  return useMutation({
    mutationFn: (phone: string) =>
      callApi(api.sendSms, { phone, scene: 'login' }, { idempotencyKey: crypto.randomUUID() }),
  });
}
