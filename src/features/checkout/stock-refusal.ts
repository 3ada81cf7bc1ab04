import { ApiError } from '@/shared/lib/api-client';

/**
 * The server's refusal of an order whose store holds too few of a product (its `data` names the
 * store: server/orders/checkout.service.ts): its message, when it is about the store chosen now.
 */
export function stockRefusalAt(error: unknown, storeId: number | undefined): string | null {
  if (!(error instanceof ApiError) || storeId === undefined) return null;
  const data = error.data as { notInStockAt?: unknown } | null;
  return typeof data === 'object' && data !== null && data.notInStockAt === storeId ? error.serverMessage : null;
}
