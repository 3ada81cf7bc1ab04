import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';

/** Texts a code to the NEW phone number (scene changePhone). */
export const sendChangeCode = (phone: string) =>
  callApi(api.sendSms, { phone, scene: 'changePhone' }, { idempotencyKey: crypto.randomUUID() });

export const useSendChangeCode = () => useMutation({ mutationFn: sendChangeCode });
