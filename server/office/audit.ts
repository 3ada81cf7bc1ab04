import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { PageKey } from '../../src/shared/contract/fields';
import type { AuditEntry } from '../../src/shared/contract/office';
import type { SessionUser } from '../auth/session.service';
import type { Db } from '../db/client';
import { afterKey, keyTimeOf, nextCursorOf, pageStart } from '../db/page-keys';
import { auditLog, users } from '../db/schema';
import { requireAction, storeScope } from '../staff/permissions';

type Action = AuditEntry['action'];

/** Records one office change in the caller's transaction: it is kept only if the change is. */
export async function recordAudit(
  db: Db,
  actor: SessionUser,
  entry: { action: Action; subject: string; storeId: number | null; changes: AuditEntry['changes'] },
) {
  await db.insert(auditLog).values({ actorId: actor.id, ...entry });
}

/**
 * The audit log, newest first: the company sees everything, a manager their store's and the
 * catalogue's. A page after the one before is read on from its last entry (server/db/page-keys.ts).
 */
export async function auditPage(
  db: Db,
  user: SessionUser | null,
  page: { pageNo: number; pageSize: number; after?: PageKey | undefined },
) {
  const me = requireAction(user, 'officeAuditView');
  const scope = storeScope(me);
  const where = scope === null ? undefined : or(isNull(auditLog.storeId), eq(auditLog.storeId, scope));
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
