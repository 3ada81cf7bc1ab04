import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { PartRequest } from '../../../src/shared/contract/office-part-requests';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { userClues, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { text } from '../../i18n/text-catalogue';
import { requireAction } from '../../staff/permissions';

type Row = typeof userClues.$inferSelect & { handledByName: string | null };

const columns = {
  id: userClues.id,
  name: userClues.name,
  phone: userClues.phone,
  car: userClues.car,
  note: userClues.note,
  createdAt: userClues.createdAt,
  handledAt: userClues.handledAt,
  handledBy: userClues.handledBy,
  handledByName: users.name,
};

function toPartRequest(r: Row): PartRequest {
  const car = r.car as { text?: unknown };
  return {
    id: r.id,
    name: r.name,
    phone: r.phone,
    car: typeof car.text === 'string' ? car.text : '',
    part: r.note,
    createdAt: r.createdAt.toISOString(),
    handledAt: r.handledAt?.toISOString() ?? null,
    handledBy: r.handledAt ? r.handledByName || '—' : null,
  };
}

/** Part requests still to call (oldest waiting first), or those called back (newest first). */
export async function partRequestPage(
  db: Db,
  user: SessionUser | null,
  q: { pageNo: number; pageSize: number; state: 'open' | 'handled' },
) {
  requireAction(user, 'officePartRequestsHandle');
  const open = q.state === 'open';
  const where = open ? isNull(userClues.handledAt) : isNotNull(userClues.handledAt);
  const [[total], [waiting], rows] = await Promise.all([
    db.select({ n: count() }).from(userClues).where(where),
    db.select({ n: count() }).from(userClues).where(isNull(userClues.handledAt)),
    db
      .select(columns)
      .from(userClues)
      .leftJoin(users, eq(users.id, userClues.handledBy))
      .where(where)
      .orderBy(open ? asc(userClues.createdAt) : desc(userClues.handledAt), asc(userClues.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
  ]);
  return {
    list: rows.map(toPartRequest),
    total: total?.n ?? 0,
    open: waiting?.n ?? 0,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

/**
 * Marks a request called back. Only the first mark counts (the row's handled_at is set once, in one
 * statement), so two people marking it at once both see who called first.
 */
export async function handlePartRequest(db: Db, user: SessionUser | null, id: number, now: Date) {
  const me = requireAction(user, 'officePartRequestsHandle');
  await db
    .update(userClues)
    .set({ handledAt: now, handledBy: me.id })
    .where(and(eq(userClues.id, id), isNull(userClues.handledAt)));
  const [row] = await db
    .select(columns)
    .from(userClues)
    .leftJoin(users, eq(users.id, userClues.handledBy))
    .where(eq(userClues.id, id));
  if (!row) throw notFound(text('thingPartRequest'));
  return toPartRequest(row);
}
