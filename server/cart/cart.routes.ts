import type { Hono } from 'hono';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  cartAdd,
  cartCount,
  cartDelete,
  cartPage,
  cartUpdate,
  MAX_CART_QUANTITY,
} from '../../src/shared/contract/cart';
import { ResultCode } from '../../src/shared/contract/codes';
import { canBuy, fitOf } from '../catalog/fitment';
import { loadCar, toSummary } from '../catalog/products.service';
import type { Db } from '../db/client';
import { cartItems, products, vehicleSpecs } from '../db/schema';
import type { ServerDeps } from '../http/context';
import { AppError, notFound, refuse } from '../http/errors';
import { mountCall } from '../http/mount-call';
import type { TextKey } from '../i18n/text-catalogue';
import { lockCustomer } from '../orders/orders.service';

const cartLineThing = { en: 'Cart item', ms: 'Item troli', zh: '购物车商品' };
const productThing = { en: 'Product', ms: 'Produk', zh: '商品' };

/** Why a product cannot be bought for a car, as the spec words it. */
const fitRefusal: Record<string, TextKey> = {
  noCar: 'carRequired',
  noModelData: 'noModelData',
  noSize: 'noSuitableSize',
  incompatible: 'incompatible',
};

async function countItems(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

function userId(user: { id: number } | null): number {
  if (!user) throw new AppError(ResultCode.sessionExpired, 'sessionExpired');
  return user.id;
}

export function mountCartRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, cartAdd, async ({ productId, quantity, car: ref }, ctx) => {
    const uid = userId(ctx.user);
    // one cart change of a customer at a time: parallel adds grow one line, within its limit
    await lockCustomer(ctx.db, uid);
    const [product] = await ctx.db
      .select()
      .from(products)
      .where(and(eq(products.id, productId), eq(products.active, true)));
    if (!product) throw notFound(productThing);
    const car = await loadCar(ctx.db, ref);
    const fit = fitOf(product.fitment, car);
    if (!canBuy(fit)) return refuse(ResultCode.validation, fitRefusal[fit] ?? 'incompatible');
    // a universal product bought with a car chosen still remembers the car for the order
    const specId = car?.spec?.id ?? null;
    const year = specId === null ? null : (car?.year ?? null);
    const [existing] = await ctx.db
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
      await ctx.db
        .update(cartItems)
        .set({ quantity: newQuantity, selected: true })
        .where(eq(cartItems.id, existing.id));
      id = existing.id;
    } else {
      const [row] = await ctx.db
        .insert(cartItems)
        .values({ userId: uid, productId, specId, carYear: year, quantity })
        .returning({ id: cartItems.id });
      if (!row) throw new AppError(ResultCode.internal, 'internal');
      id = row.id;
    }
    return { id, quantity: newQuantity, count: await countItems(ctx.db, uid) };
  });

  mountCall(app, deps, cartUpdate, async ({ id, quantity, selected }, ctx) => {
    const uid = userId(ctx.user);
    const [line] = await ctx.db
      .select({ line: cartItems, stock: products.stock })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.id, id), eq(cartItems.userId, uid)));
    if (!line) throw notFound(cartLineThing);
    if (quantity !== undefined && quantity > line.stock)
      return refuse(ResultCode.conflict, 'outOfStock', { stock: line.stock });
    const next = { quantity: quantity ?? line.line.quantity, selected: selected ?? line.line.selected };
    await ctx.db.update(cartItems).set(next).where(eq(cartItems.id, id));
    return { id, ...next };
  });

  mountCall(app, deps, cartDelete, async ({ ids }, ctx) => {
    const uid = userId(ctx.user);
    const unique = [...new Set(ids)];
    const owned = await ctx.db
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(and(eq(cartItems.userId, uid), inArray(cartItems.id, unique)));
    // all or nothing: one line that is not the caller's refuses the whole call
    if (owned.length !== unique.length) throw notFound(cartLineThing);
    await ctx.db.delete(cartItems).where(and(eq(cartItems.userId, uid), inArray(cartItems.id, unique)));
    return { removed: unique.length, count: await countItems(ctx.db, uid) };
  });

  mountCall(app, deps, cartPage, async ({ pageNo, pageSize }, ctx) => {
    const uid = userId(ctx.user);
    const rows = await ctx.db
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
        product: toSummary(product, ctx.lang),
        quantity: line.quantity,
        selected: line.selected,
        car: spec
          ? `${spec.make} ${spec.model} ${line.carYear ?? ''} ${spec.variant}`.replace(/\s+/g, ' ').trim()
          : null,
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
  });

  mountCall(app, deps, cartCount, async (_payload, ctx) => ({ count: await countItems(ctx.db, userId(ctx.user)) }));
}
