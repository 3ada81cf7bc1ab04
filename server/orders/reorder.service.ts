import { asc, eq, inArray } from 'drizzle-orm';
import type { ReorderAvailability } from '../../src/shared/contract/orders';
import { canBuy, fitOf, type Spec } from '../catalog/fitment';
import { loadSpec } from '../catalog/products.service';
import type { Db } from '../db/client';
import { orderItems, products } from '../db/schema';
import { pick, type Lang } from '../i18n/language';
import { ownOrder, type OrderRow } from './orders.service';

/**
 * The year of the order's car: checkout writes the model as "make model year variant"
 * (checkout.service.ts), so with the spec known the year is what sits between them.
 */
function yearOf(order: OrderRow, spec: Spec): number | null {
  const head = `${spec.make} ${spec.model} `;
  const tail = ` ${spec.variant}`;
  const model = order.vehicleModel;
  if (!model.startsWith(head) || !model.endsWith(tail)) return null;
  const year = Number(model.slice(head.length, model.length - tail.length));
  return Number.isInteger(year) && year >= spec.yearFrom && year <= spec.yearTo ? year : null;
}

/**
 * Book again: the order's products and quantities, each told whether it can be bought again today
 * for the same car (still sold, still fits, enough stock), and the car itself for the checkout.
 */
export async function reorderOf(db: Db, userId: number, orderId: number, lang: Lang) {
  const order = await ownOrder(db, userId, orderId);
  const spec = order.specId ? await loadSpec(db, order.specId) : null;
  const year = spec ? yearOf(order, spec) : null;
  const car = spec && year !== null ? { spec, year } : null;
  // labour alone (extra work found on the car) is not booked again
  const items = (
    await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id))
  ).flatMap((i) => (i.productId === null ? [] : [{ ...i, productId: i.productId }]));
  const ids = [...new Set(items.map((i) => i.productId))];
  const rows = ids.length > 0 ? await db.select().from(products).where(inArray(products.id, ids)) : [];
  const byId = new Map(rows.map((p) => [p.id, p]));
  const unitsOf = new Map<number, number>();
  for (const i of items) unitsOf.set(i.productId, (unitsOf.get(i.productId) ?? 0) + i.quantity);
  const availabilityOf = (productId: number): ReorderAvailability => {
    const product = byId.get(productId);
    if (!product || !product.active) return 'notSold';
    if (!canBuy(fitOf(product.fitment, car))) return 'notFitting';
    return (unitsOf.get(productId) ?? 0) > product.stock ? 'outOfStock' : 'available';
  };
  return {
    car: car
      ? {
          specId: car.spec.id,
          year: car.year,
          make: car.spec.make,
          model: car.spec.model,
          variant: car.spec.variant,
          engine: car.spec.engine,
          transmission: car.spec.transmission,
        }
      : null,
    plate: order.plate,
    lines: items.map((i) => ({
      productId: i.productId,
      name: pick(byId.get(i.productId)?.name ?? i.name, lang),
      quantity: i.quantity,
      availability: availabilityOf(i.productId),
    })),
  };
}
