import { optionalId, searchSchema, type SearchField } from '@/shared/lib/search-params';

/** '1,2,3' (the cart's chosen line ids) -> [1, 2, 3]; anything else is dropped. */
export const optionalIdList: SearchField<number[]> = (raw) => {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : undefined;
  if (!text || text.length > 600) return undefined;
  const ids = text.split(',').map((part) => Number(part.trim()));
  return ids.length > 0 && ids.length <= 100 && ids.every((n) => Number.isSafeInteger(n) && n > 0) ? ids : undefined;
};

/** PlaceAnOrder: buy now (productId, quantity) or the chosen cart lines (cartIds). */
export const placeAnOrderSearchSchema = searchSchema({
  productId: optionalId,
  quantity: optionalId,
  cartIds: optionalIdList,
});
