import { inArray, sql } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import { productCsvColumns, PRODUCT_CSV_MAX_ROWS, type OfficeProduct } from '../../src/shared/contract/office';
import type { SessionUser } from '../auth/session.service';
import type { Db } from '../db/client';
import { products, WAREHOUSE_KEY } from '../db/schema';
import { lockStockAt, setUnits, stockAt } from '../catalog/store-stock';
import { AppError } from '../http/errors';
import type { Lang } from '../i18n/language';
import { translate } from '../i18n/text-catalogue';
import { requireAction } from '../staff/permissions';
import { recordAudit } from './audit';
import { parseCsv } from './csv';
import { readProductRecord, type ProductCsvColumn } from './product-csv';
import { columnsOf, officeProductOf, sameProduct } from './product-record';

interface RowError {
  row: number;
  message: string;
}

/** The export's guard against spreadsheet formulas, taken off again. */
const unguard = (v: string) => (/^'[=+\-@]/.test(v) ? v.slice(1) : v);

/** Reads the whole file: products by row, and every bad row's message. Refuses a file without its header. */
function readFile(csv: string, lang: Lang) {
  const parsed = parseCsv(csv);
  if ('openQuoteAt' in parsed) {
    return {
      rows: [],
      errors: [{ row: parsed.openQuoteAt, message: translate('officeCsvQuote', lang) }],
      records: 0,
    };
  }
  const records = parsed.records;
  const header = (records[0] ?? []).map((h) => h.trim().toLowerCase());
  const missing = productCsvColumns.filter((c) => !header.includes(c));
  if (missing.length > 0)
    throw new AppError(ResultCode.validation, 'officeCsvColumns', { columns: missing.join(', ') });
  const at = new Map(productCsvColumns.map((c) => [c, header.indexOf(c)]));
  const body = records
    .slice(1)
    .map((cells, i) => ({ cells, row: i + 2 }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (body.length === 0) throw new AppError(ResultCode.validation, 'officeCsvEmpty');
  if (body.length > PRODUCT_CSV_MAX_ROWS) {
    throw new AppError(ResultCode.validation, 'officeCsvTooManyRows', { max: PRODUCT_CSV_MAX_ROWS });
  }
  const rows: { row: number; product: OfficeProduct }[] = [];
  const errors: RowError[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { cells, row } of body) {
    const named = Object.fromEntries(
      productCsvColumns.map((c) => [c, unguard(cells[at.get(c) ?? -1] ?? '')]),
    ) as Record<ProductCsvColumn, string>;
    const read = readProductRecord(named, lang);
    if ('problem' in read) {
      errors.push({ row, message: read.problem });
      continue;
    }
    const first = firstRowOf.get(read.product.sku);
    if (first !== undefined) {
      errors.push({ row, message: translate('officeCsvDuplicate', lang, { sku: read.product.sku, first }) });
      continue;
    }
    firstRowOf.set(read.product.sku, row);
    rows.push({ row, product: read.product });
  }
  return { rows, errors, records: body.length };
}

const CHUNK = 500;

/**
 * CSV import by SKU. A preview (apply false) tells what would be created and changed and every bad
 * row. Applying writes every row in the call's one transaction, or refuses the whole file when any
 * row is bad (1003 with that row's message): nothing is ever half-applied. One audit row records it.
 */
export async function importProducts(
  db: Db,
  user: SessionUser | null,
  lang: Lang,
  input: { csv: string; apply: boolean },
) {
  const me = requireAction(user, 'officeCatalogueEdit');
  const file = readFile(input.csv, lang);
  const skus = file.rows.map((r) => r.product.sku);
  const existing = new Map<string, OfficeProduct>();
  for (let i = 0; i < skus.length; i += CHUNK) {
    const part = skus.slice(i, i + CHUNK);
    const query = db.select().from(products).where(inArray(products.sku, part));
    // applying locks the rows it compares, so what it writes is judged against what it replaces:
    // the warehouse's rows first, as orders lock them (server/catalog/store-stock.ts)
    const ids = (await db.select({ id: products.id }).from(products).where(inArray(products.sku, part))).map(
      (r) => r.id,
    );
    const warehouse = input.apply ? await lockStockAt(db, WAREHOUSE_KEY, ids) : await stockAt(db, WAREHOUSE_KEY, ids);
    const rows = input.apply ? await query.for('update') : await query;
    for (const row of rows) existing.set(row.sku, officeProductOf(row, warehouse.get(row.id) ?? 0));
  }
  const created: string[] = [];
  const changed: OfficeProduct[] = [];
  let unchanged = 0;
  for (const { product } of file.rows) {
    const before = existing.get(product.sku);
    if (!before) created.push(product.sku);
    else if (sameProduct(before, product)) unchanged++;
    else changed.push(product);
  }
  const summary = {
    rows: file.records,
    created,
    changed: changed.map((p) => p.sku),
    unchanged,
    errors: file.errors,
    applied: false,
  };
  if (!input.apply) return summary;
  const firstBad = file.errors[0];
  if (firstBad) {
    throw new AppError(
      ResultCode.validation,
      'officeCsvRefused',
      { row: firstBad.row, problem: firstBad.message },
      {
        errors: file.errors,
      },
    );
  }
  const writes = file.rows.filter(({ product }) => !existing.has(product.sku) || changed.includes(product));
  for (let i = 0; i < writes.length; i += CHUNK) {
    const written = await db
      .insert(products)
      .values(writes.slice(i, i + CHUNK).map(({ product }) => columnsOf(product)))
      .onConflictDoUpdate({
        target: products.sku,
        set: {
          category: sql`excluded.category`,
          brand: sql`excluded.brand`,
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          priceSen: sql`excluded.price_sen`,
          originalPriceSen: sql`excluded.original_price_sen`,
          labourSen: sql`excluded.labour_sen`,
          size: sql`excluded.size`,
          colour: sql`excluded.colour`,
          image: sql`excluded.image`,
          specs: sql`excluded.specs`,
          fitment: sql`excluded.fitment`,
          active: sql`excluded.active`,
        },
      })
      .returning({ id: products.id, sku: products.sku });
    const stockOfSku = new Map(writes.slice(i, i + CHUNK).map(({ product }) => [product.sku, product.stock]));
    for (const { id, sku } of written) {
      const stock = stockOfSku.get(sku) ?? 0;
      if (stock !== existing.get(sku)?.stock || !existing.has(sku)) await setUnits(db, id, WAREHOUSE_KEY, stock);
    }
  }
  if (writes.length > 0) {
    const list = (skus: string[]) => (skus.length > 50 ? `${skus.slice(0, 50).join(', ')}, …` : skus.join(', '));
    await recordAudit(db, me, {
      action: 'productImport',
      subject: String(file.records),
      storeId: null,
      changes: [
        { field: 'created', before: '', after: `${created.length}: ${list(created)}` },
        { field: 'changed', before: '', after: `${changed.length}: ${list(changed.map((p) => p.sku))}` },
      ],
    });
  }
  return { ...summary, applied: true };
}
