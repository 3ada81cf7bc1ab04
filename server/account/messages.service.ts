import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Message } from '../../src/shared/contract/account';
import { ResultCode } from '../../src/shared/contract/codes';
import type { Db } from '../db/client';
import { messages } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { pick, type Lang } from '../i18n/language';
import { text } from '../i18n/text-catalogue';

function toMessage(row: typeof messages.$inferSelect, lang: Lang): Message {
  return {
    id: row.id,
    kind: row.kind,
    title: pick(row.title, lang),
    content: pick(row.content, lang),
    refType: row.refType,
    refId: row.refId,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** How many of the user's inbox messages are unread. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/** One page of the user's inbox, newest first, with the unread count. */
export async function messagePage(
  db: Db,
  userId: number,
  page: { pageNo: number; pageSize: number; unreadOnly?: boolean | undefined },
  lang: Lang,
) {
  const { pageNo, pageSize, unreadOnly } = page;
  const where = and(eq(messages.userId, userId), unreadOnly ? isNull(messages.readAt) : undefined);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(where);
  const rows = await db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    list: rows.map((row) => toMessage(row, lang)),
    total: count?.n ?? 0,
    pageNo,
    pageSize,
    unreadCount: await unreadCount(db, userId),
  };
}

/** One of the user's messages. */
export async function findMessage(db: Db, userId: number, id: number, lang: Lang): Promise<Message> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.userId, userId)))
    .limit(1);
  if (!row) throw notFound(text('thingMessage'));
  return toMessage(row, lang);
}

/** Marks one message, or all of them, as read. */
export async function readMessages(
  db: Db,
  userId: number,
  { id, all }: { id?: number | undefined; all?: boolean | undefined },
  now: Date,
) {
  let where: SQL | undefined;
  if (all === true) where = and(eq(messages.userId, userId), isNull(messages.readAt));
  else if (id !== undefined) {
    const [row] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, id), eq(messages.userId, userId)))
      .limit(1);
    if (!row) throw notFound(text('thingMessage'));
    where = and(eq(messages.id, id), isNull(messages.readAt));
  } else throw new AppError(ResultCode.validation, 'messageIdOrAll');
  const updated = await db.update(messages).set({ readAt: now }).where(where).returning({ id: messages.id });
  return { updated: updated.length, unreadCount: await unreadCount(db, userId) };
}
