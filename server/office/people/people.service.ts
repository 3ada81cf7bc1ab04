import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { Person } from '../../../src/shared/contract/office-people';
import { revokeUserSessions, type SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { stores, users } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../http/errors';
import { text } from '../../i18n/text-catalogue';
import { requireAction, requireStore, storeScope } from '../../staff/permissions';
import { recordAudit } from '../audit';

const STAFF_ROLES = ['sales', 'technician', 'manager', 'company'] as const;
const personThing = text('thingStaffMember');
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const columns = {
  id: users.id,
  name: users.name,
  phone: users.phone,
  role: users.role,
  status: users.status,
  storeId: users.storeId,
  storeName: stores.name,
  createdAt: users.createdAt,
};
type Row = {
  id: number;
  name: string;
  phone: string;
  role: string;
  status: (typeof users.$inferSelect)['status'];
  storeId: number | null;
  storeName: string | null;
  createdAt: Date;
};

const toPerson = (r: Row): Person => ({
  ...r,
  role: r.role as Person['role'],
  // only customers delete their accounts; staff are deactivated by the office (docs/product.md#personal-data)
  status: r.status === 'deleted' ? 'disabled' : r.status,
  createdAt: r.createdAt.toISOString(),
});

/** Staff by status and words; a manager sees their own store's people only. Paged in SQL. */
export async function peoplePage(
  db: Db,
  user: SessionUser | null,
  q: { status: Person['status']; keyword?: string | undefined; pageNo: number; pageSize: number },
) {
  const me = requireAction(user, 'officePeopleView');
  const scope = storeScope(me);
  const like = q.keyword ? `%${escapeLike(q.keyword)}%` : null;
  const where = and(
    eq(users.status, q.status),
    inArray(users.role, [...STAFF_ROLES]),
    scope === null ? undefined : eq(users.storeId, scope),
    like ? or(ilike(users.name, like), ilike(users.phone, like)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select(columns)
    .from(users)
    .leftJoin(stores, eq(stores.id, users.storeId))
    .where(where)
    .orderBy(q.status === 'pending' ? desc(users.createdAt) : asc(users.name), asc(users.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return { list: rows.map(toPerson), total: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** A staff member the caller may change, locked; another store's answers "not found". Never oneself. */
async function target(db: Db, me: SessionUser, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, [...STAFF_ROLES])))
    .for('update');
  if (!row) throw notFound(personThing);
  requireStore(me, row.storeId, personThing);
  // a manager changes sales, technicians and managers; company accounts are the company's
  if (me.role !== 'company' && row.role === 'company') throw forbidden();
  if (row.id === me.id) throw new AppError(ResultCode.validation, 'officeNotYourself');
  return row;
}

async function personOf(db: Db, id: number) {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(stores, eq(stores.id, users.storeId))
    .where(eq(users.id, id));
  if (!row) throw notFound(personThing);
  return toPerson(row);
}

/** Role and store. A manager keeps people in their store and never makes anyone the company. */
export async function updatePerson(
  db: Db,
  user: SessionUser | null,
  input: { id: number; role: Person['role']; storeId: number | null },
) {
  const me = requireAction(user, 'officePeopleEdit');
  const before = await target(db, me, input.id);
  const storeId = input.role === 'company' ? null : input.storeId;
  if (me.role !== 'company' && (input.role === 'company' || storeId !== me.storeId)) throw forbidden();
  if (storeId !== null) {
    const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
    if (!store) throw new AppError(ResultCode.notFound, 'storeNotFound');
  }
  const changes = [
    before.role !== input.role ? { field: 'role', before: before.role, after: input.role } : null,
    before.storeId !== storeId
      ? { field: 'storeId', before: String(before.storeId ?? ''), after: String(storeId ?? '') }
      : null,
  ].filter((c) => c !== null);
  if (changes.length > 0) {
    await db.update(users).set({ role: input.role, storeId }).where(eq(users.id, before.id));
    // a new role or store changes what every open session may do: they log in again
    await revokeUserSessions(db, before.id);
    await recordAudit(db, me, { action: 'personUpdate', subject: before.phone, storeId: before.storeId, changes });
  }
  return personOf(db, before.id);
}

/** Deactivates a person and ends every session of theirs in the same transaction: their next call is logged out. */
export async function deactivatePerson(db: Db, user: SessionUser | null, id: number, now: Date) {
  const me = requireAction(user, 'officePeopleEdit');
  const row = await target(db, me, id);
  if (row.status !== 'active') {
    throw new AppError(ResultCode.illegalTransition, 'illegalTransition', { thing: personThing, state: row.status });
  }
  await db.update(users).set({ status: 'disabled' }).where(eq(users.id, row.id));
  await revokeUserSessions(db, row.id, now);
  await recordAudit(db, me, {
    action: 'personDeactivate',
    subject: row.phone,
    storeId: row.storeId,
    changes: [{ field: 'status', before: row.status, after: 'disabled' }],
  });
  return personOf(db, row.id);
}

export async function activatePerson(db: Db, user: SessionUser | null, id: number) {
  const me = requireAction(user, 'officePeopleEdit');
  const row = await target(db, me, id);
  if (row.status !== 'disabled') {
    throw new AppError(ResultCode.illegalTransition, 'illegalTransition', { thing: personThing, state: row.status });
  }
  await db.update(users).set({ status: 'active' }).where(eq(users.id, row.id));
  await recordAudit(db, me, {
    action: 'personUpdate',
    subject: row.phone,
    storeId: row.storeId,
    changes: [{ field: 'status', before: 'disabled', after: 'active' }],
  });
  return personOf(db, row.id);
}
