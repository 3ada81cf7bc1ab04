import { asc, gt } from 'drizzle-orm';
import { productCsvColumns } from '../../src/shared/contract/office';
import type { Db } from '../db/client';
import { products, WAREHOUSE_KEY } from '../db/schema';
import { stockAt } from '../catalog/store-stock';
import { csvLine } from './csv';
import { productCsvValues } from './product-csv';
import { officeProductOf } from './product-record';

const EXPORT_PAGE = 500;

/**
 * Every product as CSV, streamed in pages of 500 by id, so memory stays flat however large the
 * catalogue; the same columns and forms the import reads (product-csv.ts, docs/product.md#csv).
 */
export function productCsvStream(db: Db): ReadableStream<Uint8Array> {
  let after = 0;
  let headerSent = false;
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        // a byte order mark, so spreadsheets read the Malay and Chinese names as UTF-8
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(productCsvColumns)}`));
        return;
      }
      const rows = await db
        .select()
        .from(products)
        .where(gt(products.id, after))
        .orderBy(asc(products.id))
        .limit(EXPORT_PAGE);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      after = rows[rows.length - 1]?.id ?? after;
      const warehouse = await stockAt(
        db,
        WAREHOUSE_KEY,
        rows.map((r) => r.id),
      );
      let chunk = '';
      for (const row of rows) {
        const values = productCsvValues(officeProductOf(row, warehouse.get(row.id) ?? 0));
        chunk += csvLine(productCsvColumns.map((column) => values[column]));
      }
      controller.enqueue(encoder.encode(chunk));
    },
  });
}
