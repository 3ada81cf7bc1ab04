import { randomInt } from 'node:crypto';
import { malaysiaParts } from '../../src/shared/lib/appointment';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

/** Order numbers: RD + Malaysian date + random digits (6 unless configured). */
function newOrderNo(now: Date, digits: number): string {
  const p = malaysiaParts(now);
  const date = `${p.year}${String(p.month).padStart(2, '0')}${String(p.day).padStart(2, '0')}`;
  return `RD${date}${String(randomInt(0, 10 ** digits)).padStart(digits, '0')}`;
}

/**
 * Draws of an order number before a checkout gives up. A taken number is drawn again (the insert
 * skips it rather than failing the transaction), so two checkouts never share one and a collision
 * never answers 500; with a million numbers a day, twelve taken draws in a row do not happen.
 */
const ORDER_NO_DRAWS = 12;

type NewOrder = Omit<typeof orders.$inferInsert, 'orderNo'>;

/** Inserts the order under a fresh order number; undefined when every draw was taken. */
export async function insertNumberedOrder(db: Db, row: NewOrder, now: Date, digits: number) {
  for (let draw = 0; draw < ORDER_NO_DRAWS; draw++) {
    const [order] = await db
      .insert(orders)
      .values({ ...row, orderNo: newOrderNo(now, digits) })
      .onConflictDoNothing({ target: orders.orderNo })
      .returning();
    if (order) return order;
  }
  return undefined;
}
