import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@/shared/contract/define-call';
import type { staffRegister } from '@/shared/contract/staff';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';

export type StaffRegisterInput = PayloadOf<typeof staffRegister>;

export const registerStaff = (input: StaffRegisterInput) =>
  callApi(api.staffRegister, input, { idempotencyKey: crypto.randomUUID() });

/** Staff sign-up: the account then waits for a manager's (or the company's) approval. */
export function useRegisterStaff() {
  return useMutation({ mutationFn: registerStaff });
}
