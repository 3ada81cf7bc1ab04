import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@/shared/contract/define-call';
import type { officeStockImport } from '@/shared/contract/office-stock';
import { api } from '@/shared/lib/api-calls';
import { callApi, newIdempotencyKey } from '@/shared/lib/api-client';
import { officeKeys } from './office-keys';

export const productStockQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: officeKeys.productStock(productId),
    queryFn: ({ signal }) => callApi(api.officeProductStock, { productId }, { signal }),
  });

/** A product's units at each place the caller may see. */
export const useProductStock = (productId: number) => useQuery(productStockQueryOptions(productId));

/**
 * Sets one place's count; every office list is read again (the product's total moves with it). Not
 * awaited: the new count starts its row afresh, and the caller's own success (its toast) comes first.
 */
export function useSaveProductStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { productId: number; place: number; quantity: number }) =>
      callApi(api.officeProductStockSave, input, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: officeKeys.all }),
  });
}

/** Moves units of a product between two places; every office list is read again. */
export function useTransferStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { productId: number; from: number; to: number; quantity: number; note: string }) =>
      callApi(api.officeStockTransfer, input, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeKeys.all }),
  });
}

export const lowStockQueryOptions = (place: number | undefined, pageNo: number) =>
  queryOptions({
    queryKey: officeKeys.lowStock(place ?? null, pageNo),
    queryFn: ({ signal }) =>
      callApi(api.officeLowStock, { ...(place === undefined ? {} : { place }), pageNo }, { signal }),
  });

/** A place's products at or below the low-stock mark, fewest first. */
export const useLowStock = (place: number | undefined, pageNo: number) => useQuery(lowStockQueryOptions(place, pageNo));

export type StockPreview = ResponseOf<typeof officeStockImport>;

/** Previews (apply false) or applies a CSV of counts; applying refreshes the office's lists. */
export function useImportStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { csv: string; apply: boolean }) =>
      callApi(api.officeStockImport, input, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (_data, input) => {
      if (input.apply) void queryClient.invalidateQueries({ queryKey: officeKeys.all });
    },
  });
}
