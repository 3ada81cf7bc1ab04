import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { tallyTotal } from '../../db/tallies';
import type { Lang } from '../../i18n/language';
import { goodsKeyword, pickupScope, staffOrderViews } from './goods-orders.queries';

/*
 * The goods desk's two queues, pickup and mail, each waiting or done. Each queue is read newest
 * first through its own partial index (server/db/online-indexes/0021_row_tallies.sql) and the two
 * are merged here: one query with "pickup or mail" would gather both whole and sort them. The done
 * queues' totals come from the kept totals (server/db/tallies.ts); the waiting ones are few and
 * counted.
 */

type Queue = 'pickup' | 'mail';

const MAIL_SHIPPED = ['pendingReceipt', 'completed'] as const;

function queueWhere(me: SessionUser, queue: Queue, done: boolean): SQL | undefined {
  if (queue === 'pickup')
    return and(
      eq(orders.orderType, 'pickup'),
      pickupScope(me),
      eq(orders.status, done ? 'completed' : 'pendingPickup'),
    );
  return and(
    eq(orders.orderType, 'mail'),
    done
      ? and(inArray(orders.status, [...MAIL_SHIPPED]), isNotNull(orders.expressNo))
      : and(eq(orders.status, 'pendingReceipt'), isNull(orders.expressNo)),
  );
}

async function counted(db: Db, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(orders).where(where);
  return row?.n ?? 0;
}

/** A queue's total: counted when searched or waiting, else from the kept totals. */
async function queueTotal(db: Db, me: SessionUser, queue: Queue, done: boolean, keyword: SQL | undefined) {
  if (keyword || !done) return counted(db, and(queueWhere(me, queue, done), keyword));
  if (queue === 'pickup')
    return tallyTotal(db, 'orders', me.role === 'company' ? undefined : (me.storeId ?? -1), ['completed'], 'pickup');
  // mail orders count under store 0; shipped ones are those with a tracking number
  const [all, unshipped] = await Promise.all([
    tallyTotal(db, 'orders', 0, MAIL_SHIPPED, 'mail'),
    counted(db, and(eq(orders.orderType, 'mail'), inArray(orders.status, [...MAIL_SHIPPED]), isNull(orders.expressNo))),
  ]);
  return all - unshipped;
}

export async function goodsOrderPage(
  db: Db,
  me: SessionUser,
  input: { orderType?: Queue; done: boolean; keyword: string; pageNo: number; pageSize: number },
  lang: Lang,
) {
  const { pageNo, pageSize, done } = input;
  const keyword = goodsKeyword(input.keyword);
  const queues: Queue[] = input.orderType ? [input.orderType] : ['pickup', 'mail'];
  // every queue as deep as the page, newest first; merged, then the page cut out
  const depth = pageNo * pageSize;
  const [perQueue, totals] = await Promise.all([
    Promise.all(
      queues.map((queue) =>
        db
          .select()
          .from(orders)
          .where(and(queueWhere(me, queue, done), keyword))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(depth),
      ),
    ),
    Promise.all(queues.map((queue) => queueTotal(db, me, queue, done, keyword))),
  ]);
  const rows = perQueue
    .flat()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .slice((pageNo - 1) * pageSize, depth);
  return {
    list: await staffOrderViews(db, rows, lang),
    total: totals.reduce((n, t) => n + t, 0),
    pageNo,
    pageSize,
  };
}
