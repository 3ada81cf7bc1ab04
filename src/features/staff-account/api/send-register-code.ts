import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';

export const sendRegisterCode = (phone: string) =>
  callApi(api.sendSms, { phone, scene: 'staffRegister' }, { idempotencyKey: crypto.randomUUID() });

/** Texts the sign-up verification code (scene staffRegister). */
export function useSendRegisterCode() {
  return useMutation({ mutationFn: sendRegisterCode });
}
