import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi, newIdempotencyKey } from '@/shared/lib/api-client';
import { officeKeys } from './office-keys';

export const importProducts = (input: { csv: string; apply: boolean }) =>
  callApi(api.officeProductImport, input, { idempotencyKey: newIdempotencyKey() });

/** Previews (apply false) or applies a CSV of products; applying refreshes the office's lists. */
export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importProducts,
    onSuccess: (_data, input) => {
      if (input.apply) void queryClient.invalidateQueries({ queryKey: officeKeys.all });
    },
  });
}
