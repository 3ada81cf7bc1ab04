import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { ResultCode } from '../../src/shared/contract/codes';
import {
  STOCK_CSV_MAX_ROWS,
  stockCsvColumns,
  WAREHOUSE_CODE,
  type officeStockImport,
} from '../../src/shared/contract/office-stock';
import type { SessionUser } from '../auth/session.service';
import { setUnits } from '../catalog/store-stock';
import type { Db } from '../db/client';
import { products, stores, storeStock, WAREHOUSE_KEY } from '../db/schema';
import { AppError } from '../http/errors';
import type { Lang } from '../i18n/language';
import { translate } from '../i18n/text-catalogue';
import { requireAction } from '../staff/permissions';
import { recordAudit } from './audit';
import { parseCsv } from './csv';

/*
 * Counts by CSV (docs/decisions/025-stock-per-store.md): one row per product and place, the place a
 * store's code or WAREHOUSE. A manager's rows name their own store only. As the product import: a
 * preview first, then every row in the call's one transaction or none.
 */

interface Count {
  row: number;
  productId: number;
  place: number;
  quantity: number;
}

const WHOLE = /^\d{1,7}$/;
const key = (productId: number, place: number) => `${productId}:${place}`;

/** Every row as a count, or its problem in the reader's language. */
async function readCounts(db: Db, me: SessionUser, csv: string, lang: Lang) {
  const parsed = parseCsv(csv);
  if ('openQuoteAt' in parsed) {
    return { counts: [], errors: [{ row: parsed.openQuoteAt, message: translate('officeCsvQuote', lang) }], rows: 0 };
  }
  const header = (parsed.records[0] ?? []).map((h) => h.trim().toLowerCase());
  const missing = stockCsvColumns.filter((c) => !header.includes(c));
  if (missing.length > 0)
    throw new AppError(ResultCode.validation, 'officeCsvColumns', { columns: missing.join(', ') });
  const at = (cells: string[], column: (typeof stockCsvColumns)[number]) =>
    (cells[header.indexOf(column)] ?? '').trim();
  const body = parsed.records
    .slice(1)
    .map((cells, i) => ({ cells, row: i + 2 }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (body.length === 0) throw new AppError(ResultCode.validation, 'officeCsvEmpty');
  if (body.length > STOCK_CSV_MAX_ROWS) {
    throw new AppError(ResultCode.validation, 'officeCsvTooManyRows', { max: STOCK_CSV_MAX_ROWS });
  }
  const skus = [...new Set(body.map(({ cells }) => at(cells, 'sku')))];
  const codes = [...new Set(body.map(({ cells }) => at(cells, 'place')))];
  const [productRows, storeRows] = await Promise.all([
    db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, skus)),
    db.select({ id: stores.id, code: stores.code }).from(stores).where(inArray(stores.code, codes)),
  ]);
  const productOf = new Map(productRows.map((p) => [p.sku, p.id]));
  const placeOf = new Map<string, number>(storeRows.map((s) => [s.code, s.id]));
  placeOf.set(WAREHOUSE_CODE, WAREHOUSE_KEY);
  const counts: Count[] = [];
  const errors: { row: number; message: string }[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { cells, row } of body) {
    const sku = at(cells, 'sku');
    const code = at(cells, 'place');
    const text = at(cells, 'quantity');
    const productId = productOf.get(sku);
    const place = placeOf.get(code);
    const problem =
      productId === undefined
        ? translate('officeCsvUnknownSku', lang, { sku })
        : place === undefined
          ? translate('officeCsvUnknownPlace', lang, { place: code })
          : me.role !== 'company' && place !== me.storeId
            ? translate('officeCsvNotYourPlace', lang, { place: code })
            : !WHOLE.test(text) || Number(text) > 1_000_000
              ? translate('officeStock', lang)
              : null;
    if (problem !== null || productId === undefined || place === undefined) {
      errors.push({ row, message: problem ?? '' });
      continue;
    }
    const first = firstRowOf.get(key(productId, place));
    if (first !== undefined) {
      errors.push({ row, message: translate('officeCsvPlaceAgain', lang, { sku, place: code, first }) });
      continue;
    }
    firstRowOf.set(key(productId, place), row);
    counts.push({ row, productId, place, quantity: Number(text) });
  }
  return { counts, errors, rows: body.length };
}

/**
 * What the places hold now of the counted products. Applying locks every row it will write first, in
 * product and place order, before any changes: each change writes its product's total (the trigger),
 * and a writer holding a product while waiting for another place's row could wait on an order that
 * holds that row and waits for the product (server/catalog/store-stock.ts).
 */
async function heldNow(db: Db, counts: Count[], lock: boolean) {
  const ids = [...new Set(counts.map((c) => c.productId))];
  if (lock) {
    await db
      .insert(storeStock)
      .values(
        [...counts]
          .sort((a, b) => a.productId - b.productId || a.place - b.place)
          .map((c) => ({ productId: c.productId, storeKey: c.place, quantity: 0 })),
      )
      .onConflictDoNothing();
  }
  const query = db
    .select()
    .from(storeStock)
    .where(inArray(storeStock.productId, ids))
    .orderBy(storeStock.productId, storeStock.storeKey);
  const rows = lock ? await query.for('update') : await query;
  return new Map(rows.map((r) => [key(r.productId, r.storeKey), r.quantity]));
}

/** Imports counts: a preview (apply false) or every row at once (apply true), with one audit row. */
export async function importStock(
  db: Db,
  user: SessionUser | null,
  lang: Lang,
  input: z.output<(typeof officeStockImport)['payload']>,
) {
  const me = requireAction(user, 'officeStockEdit');
  const { counts, errors, rows } = await readCounts(db, me, input.csv, lang);
  const firstBad = errors[0];
  if (input.apply && firstBad) {
    throw new AppError(
      ResultCode.validation,
      'officeCsvRefused',
      { row: firstBad.row, problem: firstBad.message },
      { errors },
    );
  }
  const held = counts.length > 0 ? await heldNow(db, counts, input.apply) : new Map<string, number>();
  const changed = counts.filter((c) => held.get(key(c.productId, c.place)) !== c.quantity);
  const summary = { rows, changed: changed.length, unchanged: counts.length - changed.length, errors };
  if (!input.apply) return { ...summary, applied: false };
  for (const c of changed) await setUnits(db, c.productId, c.place, c.quantity);
  if (changed.length > 0) {
    await recordAudit(db, me, {
      action: 'stockImport',
      subject: String(rows),
      storeId: me.role === 'company' ? null : me.storeId,
      changes: [{ field: 'changed', before: '', after: String(changed.length) }],
    });
  }
  return { ...summary, applied: true };
}
