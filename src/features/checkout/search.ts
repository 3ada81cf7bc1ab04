import { optionalId, searchSchema, type SearchField } from '@/shared/lib/search-params';

/** '1,2,3' (the cart's chosen line ids) -> [1, 2, 3]; anything else is dropped. */
export const optionalIdList: SearchField<number[]> = (raw) => {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : undefined;
  if (!text || text.length > 600) return undefined;
  const ids = text.split(',').map((part) => Number(part.trim()));
  return ids.length > 0 && ids.length <= 100 && ids.every((n) => Number.isSafeInteger(n) && n > 0) ? ids : undefined;
};

type Line = { productId: number; quantity: number };
const isLine = (l: Line) =>
  Number.isSafeInteger(l.productId) &&
  l.productId > 0 &&
  Number.isSafeInteger(l.quantity) &&
  l.quantity > 0 &&
  l.quantity <= 99;

/**
 * '12x4,15x1' (product 12 four times, product 15 once) -> lines; also the same lines as the router
 * writes them back into the address (a JSON list). Anything else is dropped.
 */
export const optionalLineList: SearchField<Line[]> = (raw) => {
  let lines: Line[];
  if (typeof raw === 'string' && raw.length <= 1200) {
    const parts = raw.split(',').map((part) => /^(\d{1,9})x(\d{1,2})$/.exec(part.trim()));
    lines = parts.map((m) => ({ productId: Number(m?.[1] ?? 0), quantity: Number(m?.[2] ?? 0) }));
  } else if (Array.isArray(raw)) {
    lines = raw.map((l: unknown) => {
      const v = (typeof l === 'object' && l !== null ? l : {}) as Record<string, unknown>;
      return { productId: Number(v.productId), quantity: Number(v.quantity) };
    });
  } else return undefined;
  return lines.length > 0 && lines.length <= 100 && lines.every(isLine) ? lines : undefined;
};

/** PlaceAnOrder: buy now (productId, quantity), the chosen cart lines (cartIds) or several lines at once (lines). */
export const placeAnOrderSearchSchema = searchSchema({
  productId: optionalId,
  quantity: optionalId,
  cartIds: optionalIdList,
  lines: optionalLineList,
});
