import * as queryRoots from '@/shared/lib/query-roots';

/**
 * Query keys of an order's documents, under the orders root: whatever refreshes the orders (a
 * payment settling, a refund) refreshes its receipts and e-invoice too. The answer carries no
 * text, so the language is not part of the key.
 */
export const documentKeys = {
  order: (orderId: number) => [queryRoots.orders, 'documents', orderId] as const,
};
