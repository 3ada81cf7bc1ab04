import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MAX_CART_QUANTITY } from '../../src/shared/contract/cart';
import type { CarRef } from '../../src/shared/contract/catalog';
import { ResultCode } from '../../src/shared/contract/codes';
import { canBuy, fitOf } from '../catalog/fitment';
import { loadCar, toSummary } from '../catalog/products.service';
import type { Db } from '../db/client';
import { cartItems, products, vehicleSpecs } from '../db/schema';
import { AppError, notFound, refuse } from '../http/errors';
import type { Lang } from '../i18n/language';
import { text, type TextKey } from '../i18n/text-catalogue';
import { lockCustomer } from '../orders/orders.service';

/** Why a product cannot be bought for a car, as the spec words it. */
const fitRefusal: Record<string, TextKey> = {
  noCar: 'carRequired',
  noModelData: 'noModelData',
  noSize: 'noSuitableSize',
  incompatible: 'incompatible',
};

/** How many pieces the customer's cart holds. */
export async function countItems(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

/** Adds a product (for a car) to the cart: the same line grows, within its limit and the stock. */
export async function addToCart(
  db: Db,
  uid: number,
  { productId, quantity, car: ref }: { productId: number; quantity: number; car?: CarRef | undefined },
) {
  // one cart change of a customer at a time: parallel adds grow one line, within its limit
  await lockCustomer(db, uid);
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)));
  if (!product) throw notFound(text('thingProduct'));
  const car = await loadCar(db, ref);
  const fit = fitOf(product.fitment, car);
  if (!canBuy(fit)) return refuse(ResultCode.validation, fitRefusal[fit] ?? 'incompatible');
  // a universal product bought with a car chosen still remembers the car for the order
  const specId = car?.spec?.id ?? null;
  const year = specId === null ? null : (car?.year ?? null);
  const [existing] = await db
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, uid),
        eq(cartItems.productId, productId),
        specId === null ? isNull(cartItems.specId) : eq(cartItems.specId, specId),
        year === null ? isNull(cartItems.carYear) : eq(cartItems.carYear, year),
      ),
    )
    .for('update');
  const newQuantity = (existing?.quantity ?? 0) + quantity;
  if (newQuantity > MAX_CART_QUANTITY) {
    return refuse(ResultCode.validation, 'fieldTooBig', { field: 'quantity', maximum: MAX_CART_QUANTITY });
  }
  if (newQuantity > product.stock) return refuse(ResultCode.conflict, 'outOfStock', { stock: product.stock });
  let id: number;
  if (existing) {
    await db.update(cartItems).set({ quantity: newQuantity, selected: true }).where(eq(cartItems.id, existing.id));
    id = existing.id;
  } else {
    const [row] = await db
      .insert(cartItems)
      .values({ userId: uid, productId, specId, carYear: year, quantity })
      .returning({ id: cartItems.id });
    if (!row) throw new AppError(ResultCode.internal, 'internal');
    id = row.id;
  }
  return { id, quantity: newQuantity, count: await countItems(db, uid) };
}

/** Changes a cart line's quantity or whether it is selected for checkout. */
export async function updateCartLine(
  db: Db,
  uid: number,
  { id, quantity, selected }: { id: number; quantity?: number | undefined; selected?: boolean | undefined },
) {
  const [line] = await db
    .select({ line: cartItems, stock: products.stock })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, uid)));
  if (!line) throw notFound(text('thingCartItem'));
  if (quantity !== undefined && quantity > line.stock)
    return refuse(ResultCode.conflict, 'outOfStock', { stock: line.stock });
  const next = { quantity: quantity ?? line.line.quantity, selected: selected ?? line.line.selected };
  await db.update(cartItems).set(next).where(eq(cartItems.id, id));
  return { id, ...next };
}

/** Removes cart lines, all or nothing. */
export async function removeCartLines(db: Db, uid: number, ids: number[]) {
  const unique = [...new Set(ids)];
  const owned = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, uid), inArray(cartItems.id, unique)));
  // all or nothing: one line that is not the caller's refuses the whole call
  if (owned.length !== unique.length) throw notFound(text('thingCartItem'));
  await db.delete(cartItems).where(and(eq(cartItems.userId, uid), inArray(cartItems.id, unique)));
  return { removed: unique.length, count: await countItems(db, uid) };
}

/** One page of the cart with the totals of the selected lines. */
export async function cartPage(
  db: Db,
  uid: number,
  { pageNo, pageSize }: { pageNo: number; pageSize: number },
  lang: Lang,
) {
  const rows = await db
    .select({ line: cartItems, product: products, spec: vehicleSpecs })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(vehicleSpecs, eq(vehicleSpecs.id, cartItems.specId))
    .where(eq(cartItems.userId, uid))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  let goodsSen = 0;
  let labourSen = 0;
  let selectedCount = 0;
  const lines = rows.map(({ line, product, spec }) => {
    const goods = product.priceSen * line.quantity;
    const labour = product.labourSen * line.quantity;
    if (line.selected) {
      goodsSen += goods;
      labourSen += labour;
      selectedCount += line.quantity;
    }
    return {
      id: line.id,
      product: toSummary(product, lang),
      quantity: line.quantity,
      selected: line.selected,
      car: spec ? `${spec.make} ${spec.model} ${line.carYear ?? ''} ${spec.variant}`.replace(/\s+/g, ' ').trim() : null,
      lineTotalSen: goods + labour,
    };
  });
  const start = (pageNo - 1) * pageSize;
  return {
    list: lines.slice(start, start + pageSize),
    total: lines.length,
    pageNo,
    pageSize,
    selectedCount,
    goodsSen,
    labourSen,
    totalSen: goodsSen + labourSen,
  };
}
