import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EInvoiceRequestPayload } from '@/shared/contract/documents';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { documentKeys } from './keys';

export const requestEinvoice = (vars: { payload: EInvoiceRequestPayload; idempotencyKey: string }) =>
  callApi(api.einvoiceRequest, vars.payload, { idempotencyKey: vars.idempotencyKey });

/** Asks for the order's e-invoice; the answer is the order's documents as they now stand. */
export function useRequestEinvoice(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestEinvoice,
    onSuccess: (documents) => queryClient.setQueryData(documentKeys.order(orderId), documents),
  });
}
