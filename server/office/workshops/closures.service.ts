import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import { ResultCode } from '../../../src/shared/contract/codes';
import { formatDate } from '../../../src/shared/lib/format';
import { malaysiaDateOf } from '../../../src/shared/lib/malaysia-time';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { publicHolidays, storeClosures, users } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { text } from '../../i18n/text-catalogue';
import { requireAction } from '../../staff/permissions';
import { recordAudit } from '../audit';
import { bookedAhead, ownStore } from './workshops.service';

/** A store's closures from today on, soonest first. */
export async function closurePage(
  db: Db,
  user: SessionUser | null,
  q: { storeId: number; pageNo: number; pageSize: number },
  now: Date,
) {
  const me = requireAction(user, 'officeWorkshopView');
  await ownStore(db, me, q.storeId);
  const where = and(eq(storeClosures.storeId, q.storeId), gte(storeClosures.toDate, malaysiaDateOf(now)));
  const [total] = await db.select({ n: count() }).from(storeClosures).where(where);
  const rows = await db
    .select({
      id: storeClosures.id,
      storeId: storeClosures.storeId,
      fromDate: storeClosures.fromDate,
      toDate: storeClosures.toDate,
      reason: storeClosures.reason,
      name: users.name,
      phone: users.phone,
    })
    .from(storeClosures)
    .innerJoin(users, eq(users.id, storeClosures.createdBy))
    .where(where)
    .orderBy(asc(storeClosures.fromDate), asc(storeClosures.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return {
    list: rows.map(({ name, phone, ...r }) => ({ ...r, createdBy: name || phone })),
    total: total?.n ?? 0,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

/** Appointments booked on the days a closure would cover (from today on): how many, and the first day. */
async function bookedOn(db: Db, storeId: number, from: string, to: string, now: Date) {
  const booked = await bookedAhead(db, storeId, now, { from, to });
  return { booked: booked.reduce((sum, b) => sum + b.n, 0), firstDate: booked[0]?.date ?? null };
}

/** What the office's confirmation says before closing those days; the add itself checks again under the lock. */
export async function closureBookings(
  db: Db,
  user: SessionUser | null,
  q: { storeId: number; fromDate: string; toDate: string },
  now: Date,
) {
  const me = requireAction(user, 'officeWorkshopView');
  const store = await ownStore(db, me, q.storeId);
  return bookedOn(db, store.id, q.fromDate, q.toDate, now);
}

/**
 * Closes a store on a date or range. Refused when appointments are booked on those days (the
 * store row is locked as bookings lock it, so none slips in): they are moved first.
 */
export async function addClosure(
  db: Db,
  user: SessionUser | null,
  c: { storeId: number; fromDate: string; toDate: string; reason: string },
  now: Date,
) {
  const me = requireAction(user, 'officeWorkshopEdit');
  const store = await ownStore(db, me, c.storeId, true);
  if (c.toDate < malaysiaDateOf(now)) throw new AppError(ResultCode.validation, 'officeClosurePast');
  const { booked, firstDate } = await bookedOn(db, store.id, c.fromDate, c.toDate, now);
  if (booked > 0) {
    // the numbers ride along as data, so the office writes them beside the dates in its own words
    throw new AppError(
      ResultCode.conflict,
      'officeClosureBooked',
      { booked, date: (lang) => (firstDate ? formatDate(firstDate, lang) : '') },
      { booked, firstDate },
    );
  }
  const [row] = await db
    .insert(storeClosures)
    .values({ storeId: store.id, fromDate: c.fromDate, toDate: c.toDate, reason: c.reason, createdBy: me.id })
    .returning({ id: storeClosures.id });
  const days = c.fromDate === c.toDate ? c.fromDate : `${c.fromDate} – ${c.toDate}`;
  await recordAudit(db, me, {
    action: 'closureAdd',
    subject: `${store.code} ${days}`,
    storeId: store.id,
    changes: [{ field: 'reason', before: '', after: c.reason }],
  });
  return { id: row?.id ?? 0 };
}

export async function removeClosure(db: Db, user: SessionUser | null, id: number) {
  const me = requireAction(user, 'officeWorkshopEdit');
  const [closure] = await db.select().from(storeClosures).where(eq(storeClosures.id, id)).for('update');
  if (!closure) throw notFound(text('thingClosure'));
  const store = await ownStore(db, me, closure.storeId);
  await db.delete(storeClosures).where(eq(storeClosures.id, id));
  const days = closure.fromDate === closure.toDate ? closure.fromDate : `${closure.fromDate} – ${closure.toDate}`;
  await recordAudit(db, me, {
    action: 'closureRemove',
    subject: `${store.code} ${days}`,
    storeId: store.id,
    changes: [{ field: 'reason', before: closure.reason, after: '' }],
  });
  return { id };
}

/** The holidays of a year (optionally of one state, federal ones included), by date. */
export async function holidayPage(
  db: Db,
  user: SessionUser | null,
  q: { year: number; state?: string | undefined; pageNo: number; pageSize: number },
) {
  requireAction(user, 'officeWorkshopView');
  const where = and(
    sql`${publicHolidays.date} between ${`${q.year}-01-01`} and ${`${q.year}-12-31`}`,
    q.state ? sql`(${publicHolidays.state} is null or ${publicHolidays.state} = ${q.state})` : undefined,
  );
  const [total] = await db.select({ n: count() }).from(publicHolidays).where(where);
  const list = await db
    .select()
    .from(publicHolidays)
    .where(where)
    .orderBy(asc(publicHolidays.date), desc(sql`${publicHolidays.state} is null`), asc(publicHolidays.state))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return { list, total: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
}

export async function addHoliday(
  db: Db,
  user: SessionUser | null,
  h: { date: string; state: string | null; name: { en: string; ms: string; zh: string } },
) {
  const me = requireAction(user, 'officeHolidayEdit');
  const [row] = await db.insert(publicHolidays).values(h).returning({ id: publicHolidays.id });
  await recordAudit(db, me, {
    action: 'holidayAdd',
    subject: `${h.date} ${h.state ?? 'Malaysia'}`,
    storeId: null,
    changes: [{ field: 'name', before: '', after: h.name.en }],
  });
  return { id: row?.id ?? 0 };
}

export async function removeHoliday(db: Db, user: SessionUser | null, id: number) {
  const me = requireAction(user, 'officeHolidayEdit');
  const [row] = await db.delete(publicHolidays).where(eq(publicHolidays.id, id)).returning();
  if (!row) throw notFound(text('thingHoliday'));
  await recordAudit(db, me, {
    action: 'holidayRemove',
    subject: `${row.date} ${row.state ?? 'Malaysia'}`,
    storeId: null,
    changes: [{ field: 'name', before: row.name.en, after: '' }],
  });
  return { id };
}
