import type { CarRef } from '@/shared/contract/catalog';
import type { Locale } from '@/shared/contract/envelope';
import * as queryRoots from '@/shared/lib/query-roots';
import type { OrderPayload, Purchase } from '../draft';

type Lines = { productId: number; quantity: number }[];

/** The order being placed: its quote, coupons (named in the request language) and items. */
export const checkoutKeys = {
  quote: (payload: OrderPayload) => [queryRoots.checkout, 'quote', payload] as const,
  coupons: (lines: Lines, locale: Locale) => [queryRoots.checkout, 'coupons', lines, locale] as const,
  savedAddresses: () => [queryRoots.checkout, 'saved-addresses'] as const,
  items: (purchase: Purchase, car: CarRef | null) => [queryRoots.checkout, 'items', purchase, car] as const,
};
