import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarRef } from '@/shared/contract/catalog';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { hasStoredKey } from '@/shared/lib/session';
import type { Purchase } from '../draft';
import { checkoutKeys } from './keys';

export interface CheckoutItem {
  productId: number;
  name: string;
  imageUrl: string;
  priceSen: number;
  labourSen: number;
  quantity: number;
  category: string;
}

/** The goods being bought: the product bought now, the chosen cart lines, or the lines given. */
export async function getOrderItems(
  purchase: Purchase,
  car: CarRef | undefined,
  signal?: AbortSignal,
): Promise<CheckoutItem[]> {
  if (purchase.cartIds?.length) {
    const cart = await callApi(api.cartPage, { pageNo: 1, pageSize: 100 }, { signal });
    const wanted = new Set(purchase.cartIds);
    return cart.list
      .filter((line) => wanted.has(line.id))
      .map((line) => ({ ...line.product, productId: line.product.id, quantity: line.quantity }));
  }
  if (purchase.lines?.length) {
    return Promise.all(
      purchase.lines.map(async (line) => {
        const product = await callApi(api.productFind, { id: line.productId, ...(car ? { car } : {}) }, { signal });
        return { ...product, productId: product.id, quantity: line.quantity };
      }),
    );
  }
  if (!purchase.productId) return [];
  const product = await callApi(api.productFind, { id: purchase.productId, ...(car ? { car } : {}) }, { signal });
  return [{ ...product, productId: product.id, quantity: purchase.quantity ?? 1 }];
}

export const orderItemsQueryOptions = (purchase: Purchase, car: CarRef | undefined) =>
  queryOptions({
    queryKey: checkoutKeys.items(purchase, car ?? null),
    queryFn: ({ signal }) => getOrderItems(purchase, car, signal),
  });

/** Cart lines need a session; a product bought now does not. */
export const useOrderItems = (purchase: Purchase, car: CarRef | undefined) =>
  useQuery({ ...orderItemsQueryOptions(purchase, car), enabled: !purchase.cartIds?.length || hasStoredKey() });
