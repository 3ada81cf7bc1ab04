import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import type { ProductCategory } from '../../src/shared/contract/catalog';
import type { OfficeProduct } from '../../src/shared/contract/office';
import type { SessionUser } from '../auth/session.service';
import { seedImageUrl } from '../content/seed-images';
import type { Db } from '../db/client';
import { products, WAREHOUSE_KEY } from '../db/schema';
import { setUnits, stockAt } from '../catalog/store-stock';
import { tallyTotal } from '../db/tallies';
import { AppError, notFound } from '../http/errors';
import { pick, type Lang } from '../i18n/language';
import { text } from '../i18n/text-catalogue';
import { requireAction } from '../staff/permissions';
import { recordAudit } from './audit';
import { changesOf, columnsOf, officeProductOf } from './product-record';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The office's product list: by name (any language), brand or SKU, and category; paged in SQL. */
export async function productPage(
  db: Db,
  user: SessionUser | null,
  q: { pageNo: number; pageSize: number; keyword?: string | undefined; category?: ProductCategory | undefined },
  lang: Lang = 'en',
) {
  requireAction(user, 'officeCatalogueView');
  const like = q.keyword ? `%${escapeLike(q.keyword)}%` : null;
  const where = and(
    q.category ? eq(products.category, q.category) : undefined,
    like
      ? or(
          ilike(products.sku, like),
          ilike(products.brand, like),
          ilike(sql`${products.name}->>'en'`, like),
          ilike(sql`${products.name}->>'ms'`, like),
          ilike(sql`${products.name}->>'zh'`, like),
        )
      : undefined,
  );
  // without a keyword, the total the writes keep per category (migration 0028): a chain's
  // catalogue is not counted on every page
  const total = like
    ? ((await db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0)
    : await tallyTotal(db, 'products', 0, undefined, q.category);
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      category: products.category,
      brand: products.brand,
      name: products.name,
      priceSen: products.priceSen,
      stock: products.stock,
      active: products.active,
      image: products.image,
    })
    .from(products)
    .where(where)
    .orderBy(asc(products.category), asc(products.sku))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return {
    list: rows.map(({ image, name, ...r }) => ({
      ...r,
      category: r.category as ProductCategory,
      // the reader's language, as the customer sees it
      name: pick(name, lang),
      imageUrl: seedImageUrl(image),
    })),
    total,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

/** One product as the form edits it. */
export async function findProduct(db: Db, user: SessionUser | null, id: number) {
  requireAction(user, 'officeCatalogueView');
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound(text('thingProduct'));
  const warehouse = (await stockAt(db, WAREHOUSE_KEY, [id])).get(id) ?? 0;
  return { id: row.id, imageUrl: seedImageUrl(row.image), product: officeProductOf(row, warehouse) };
}

const skuTaken = (sku: string) => new AppError(ResultCode.conflict, 'officeSkuTaken', { sku });

/**
 * Creates a product (no id) or changes one, with its audit row, in the call's transaction. The
 * catalogue version moves with it (migration 0004's triggers), so customers' search shows it at once.
 */
export async function saveProduct(db: Db, user: SessionUser | null, id: number | undefined, product: OfficeProduct) {
  const me = requireAction(user, 'officeCatalogueEdit');
  const [sameSku] = await db.select({ id: products.id }).from(products).where(eq(products.sku, product.sku));
  if (sameSku && sameSku.id !== id) throw skuTaken(product.sku);
  if (id === undefined) {
    const inserted = await db
      .insert(products)
      .values(columnsOf(product))
      .onConflictDoNothing({ target: products.sku })
      .returning({ id: products.id });
    const created = inserted[0];
    if (!created) throw skuTaken(product.sku);
    await setUnits(db, created.id, WAREHOUSE_KEY, product.stock);
    await recordAudit(db, me, {
      action: 'productCreate',
      subject: product.sku,
      storeId: null,
      changes: changesOf(null, product),
    });
    return { id: created.id, created: true };
  }
  // a saved form never changes a count: it may have been loaded before the count changed
  // (counts are set per place, server/office/stock.service.ts; the product CSV sets the warehouse's)
  const warehouse = (await stockAt(db, WAREHOUSE_KEY, [id])).get(id) ?? 0;
  const [before] = await db.select().from(products).where(eq(products.id, id)).for('update');
  if (!before) throw notFound(text('thingProduct'));
  const changes = changesOf(officeProductOf(before, warehouse), { ...product, stock: warehouse });
  if (changes.length > 0) {
    await db.update(products).set(columnsOf(product)).where(eq(products.id, id));
    await recordAudit(db, me, { action: 'productUpdate', subject: product.sku, storeId: null, changes });
  }
  return { id, created: false };
}
