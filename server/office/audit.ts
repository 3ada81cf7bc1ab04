import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { auditSections } from '../../src/shared/contract/audit-sections';
import type { PageKey } from '../../src/shared/contract/fields';
import type { AuditEntry, AuditPerson, OfficeAuditFilter } from '../../src/shared/contract/office-audit';
import { malaysiaTime } from '../../src/shared/lib/appointment';
import type { SessionUser } from '../auth/session.service';
import type { Db } from '../db/client';
import { afterKey, keyTimeOf, nextCursorOf, pageStart } from '../db/page-keys';
import { rowsOf } from '../db/raw-rows';
import { auditLog, users } from '../db/schema';
import { requireAction, storeScope } from '../staff/permissions';

export { recordAudit } from '../db/audit-log';

type Action = AuditEntry['action'];

const DAY_MS = 86_400_000;
const dayStart = (day: string) => malaysiaTime(day, '00:00');

/** The rows a caller reads: the company everything, a manager their store's and the catalogue's (no store). */
function scopeOf(me: SessionUser): SQL | undefined {
  const scope = storeScope(me);
  return scope === null ? undefined : or(isNull(auditLog.storeId), eq(auditLog.storeId, scope));
}

/** The filters, inside the caller's scope: a filter narrows what the caller may read, never widens it. */
function whereOf(me: SessionUser, filter: OfficeAuditFilter): SQL | undefined {
  return and(
    scopeOf(me),
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.section ? inArray(auditLog.action, [...auditSections[filter.section]]) : undefined,
    filter.from ? gte(auditLog.at, dayStart(filter.from)) : undefined,
    // the end day is included: up to the start of the day after it
    filter.to ? lt(auditLog.at, new Date(dayStart(filter.to).getTime() + DAY_MS)) : undefined,
  );
}

/**
 * The audit log, newest first: the company sees everything, a manager their store's and the
 * catalogue's. A page after the one before is read on from its last entry (server/db/page-keys.ts),
 * filters or none: the key is the row's place in the one order every filter keeps.
 */
export async function auditPage(
  db: Db,
  user: SessionUser | null,
  page: { pageNo: number; pageSize: number; after?: PageKey | undefined; filter?: OfficeAuditFilter | undefined },
) {
  const me = requireAction(user, 'officeAuditView');
  const where = whereOf(me, page.filter ?? {});
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorName: users.name,
      actorPhone: users.phone,
      actorRole: users.role,
      storeId: auditLog.storeId,
      action: auditLog.action,
      subject: auditLog.subject,
      changes: auditLog.changes,
      key: keyTimeOf(auditLog.at),
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(and(where, afterKey(auditLog.at, auditLog.id, page.after)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.pageSize)
    .offset(pageStart(page));
  return {
    list: rows.map(({ actorPhone, key: _key, ...r }) => ({
      ...r,
      at: r.at.toISOString(),
      actorName: r.actorName || actorPhone,
      action: r.action as Action,
    })),
    total: total?.n ?? 0,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    next: nextCursorOf(rows.map((r) => ({ at: r.key, id: r.id }))),
  };
}

/**
 * The distinct people of the rows `where` picks, one index probe per person (a loose index scan:
 * the next actor after the last one found, from below the first id), never a read of the whole log.
 */
const actorsWhere = (where: SQL) => sql`(
  with recursive a(id) as (
    select 0
    union all
    select n.actor_id from a cross join lateral (
      select actor_id from audit_log where ${where} and actor_id > a.id order by actor_id limit 1) n)
  select id from a where id > 0)`;

/**
 * Who appears in the log the caller reads, by name: the person filter's choices. A manager's are
 * the people of their store's rows and of the catalogue's, whichever store they work at now.
 */
export async function auditPeople(db: Db, user: SessionUser | null): Promise<{ list: AuditPerson[] }> {
  const me = requireAction(user, 'officeAuditView');
  const scope = storeScope(me);
  const actors =
    scope === null
      ? actorsWhere(sql`true`)
      : sql`${actorsWhere(sql`store_id = ${scope}`)} union ${actorsWhere(sql`store_id is null`)}`;
  const ids = (await rowsOf<{ id: number }>(db, actors)).map((r) => r.id);
  if (ids.length === 0) return { list: [] };
  const rows = await db
    .select({ id: users.id, name: users.name, phone: users.phone, role: users.role })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.name), asc(users.id));
  return { list: rows.map((r) => ({ id: r.id, name: r.name || r.phone, role: r.role })) };
}
