import { and } from 'drizzle-orm';
import { orderCsvColumns, type OfficeOrderFilter } from '../../../src/shared/contract/office-orders';
import type { PageKey } from '../../../src/shared/contract/fields';
import { malaysiaMinuteOf } from '../../../src/shared/lib/malaysia-time';
import { rmDecimal } from '../../../src/shared/lib/money';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { csvLine } from '../csv';
import { orderAfter, orderFilterWhere, orderRows } from './office-orders.service';

const EXPORT_PAGE = 500;

/**
 * The orders of a search as CSV, streamed 500 rows at a time (newest first, as the list shows
 * them), so memory stays flat however many orders match. Amounts in RM with two decimals, times in
 * Malaysia time, appointment dates Malaysian calendar dates (docs/product.md#csv).
 */
export function orderCsvStream(
  db: Db,
  me: SessionUser,
  filter: OfficeOrderFilter,
  now: Date,
): ReadableStream<Uint8Array> {
  const where = orderFilterWhere(me, filter, now);
  const encoder = new TextEncoder();
  let headerSent = false;
  // keyset paging (created_at, id), so orders placed during the export neither repeat nor shift rows
  let after: PageKey | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        // a byte order mark, so spreadsheets read the customers' names as UTF-8
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(orderCsvColumns)}`));
        return;
      }
      const rows = await orderRows(db, and(where, orderAfter(after)), now, EXPORT_PAGE, 0);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      // the exact key (microseconds): a millisecond Date would skip orders placed in the same millisecond
      after = rows[rows.length - 1]?.key;
      let chunk = '';
      for (const { row, order } of rows) {
        chunk += csvLine([
          row.orderNo,
          malaysiaMinuteOf(order.createdAt),
          order.paidAt ? malaysiaMinuteOf(order.paidAt) : '',
          row.orderType,
          row.status,
          row.payStatus,
          row.storeName ?? '',
          row.customerName,
          row.customerPhone,
          row.plate,
          order.appointmentDate ?? '',
          order.appointmentSlot ?? '',
          rmDecimal(order.totalSen),
          rmDecimal(order.discountSen),
          rmDecimal(order.actualPaySen),
          row.refundStatus ?? '',
        ]);
      }
      controller.enqueue(encoder.encode(chunk));
    },
  });
}
