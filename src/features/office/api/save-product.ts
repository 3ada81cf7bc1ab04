import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfficeProductInput } from '@/shared/contract/office';
import { api } from '@/shared/lib/api-calls';
import { callApi, newIdempotencyKey } from '@/shared/lib/api-client';
import { officeKeys } from './office-keys';

export const saveProduct = (input: { id?: number | undefined; product: OfficeProductInput }) =>
  callApi(api.officeProductSave, input, { idempotencyKey: newIdempotencyKey() });

/** Creates or changes a product; every office list is read again. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeKeys.all }),
  });
}
