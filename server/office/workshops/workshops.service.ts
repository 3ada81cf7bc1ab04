import { and, asc, count, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { WorkshopSettings } from '../../../src/shared/contract/office-workshops';
import { malaysiaDateOf } from '../../../src/shared/lib/malaysia-time';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { orders, storeClosures, stores } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { text } from '../../i18n/text-catalogue';
import { holdsSlotSql } from '../../orders/slots';
import { capacityAt, openForSlot } from '../../orders/store-calendar';
import { isoWeekday } from '../../orders/working-days';
import { requireAction, requireStore, storeScope } from '../../staff/permissions';
import { recordAudit } from '../audit';
import { columnsOf, detailsOf, settingsChanges, settingsOf } from './workshop-settings';

type StoreRow = typeof stores.$inferSelect;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The stores the caller runs (a manager: one), with their week at a glance; paged in SQL. */
export async function workshopPage(
  db: Db,
  user: SessionUser | null,
  q: { pageNo: number; pageSize: number; keyword?: string | undefined },
  now: Date,
) {
  const me = requireAction(user, 'officeWorkshopView');
  const scope = storeScope(me);
  const like = q.keyword ? `%${escapeLike(q.keyword)}%` : null;
  const where = and(
    scope === null ? undefined : eq(stores.id, scope),
    like
      ? or(ilike(stores.name, like), ilike(stores.code, like), ilike(stores.city, like), ilike(stores.state, like))
      : undefined,
  );
  const today = malaysiaDateOf(now);
  const [total] = await db.select({ n: count() }).from(stores).where(where);
  const rows = await db
    .select()
    .from(stores)
    .where(where)
    .orderBy(asc(stores.state), asc(stores.city), asc(stores.name))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  const closures = rows.length
    ? await db
        .select({ storeId: storeClosures.storeId, n: count() })
        .from(storeClosures)
        .where(
          and(
            gte(storeClosures.toDate, today),
            inArray(
              storeClosures.storeId,
              rows.map((r) => r.id),
            ),
          ),
        )
        .groupBy(storeClosures.storeId)
    : [];
  return {
    list: rows.map((r) => {
      const s = settingsOf(r);
      const openDays = s.weekHours.filter((d) => d.open);
      const places = s.hourCapacity.reduce(
        (sum, h) => sum + openDays.filter((d) => openForSlot(d, h.slot)).length * h.capacity,
        0,
      );
      return {
        ...storeHead(r),
        openDays: openDays.length,
        weeklyPlaces: places,
        upcomingClosures: closures.find((c) => c.storeId === r.id)?.n ?? 0,
      };
    }),
    total: total?.n ?? 0,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

const storeHead = (r: StoreRow) => ({
  id: r.id,
  code: r.code,
  name: r.name,
  kind: r.kind,
  state: r.state,
  city: r.city,
});

/** A store the caller may see, locked for update when asked; another store's id answers "not found". */
export async function ownStore(db: Db, me: SessionUser, id: number, lock = false) {
  requireStore(me, id, text('thingStore'));
  const query = db.select().from(stores).where(eq(stores.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(text('thingStore'));
  return row;
}

export async function findWorkshop(db: Db, user: SessionUser | null, id: number) {
  const me = requireAction(user, 'officeWorkshopView');
  const row = await ownStore(db, me, id);
  return { store: storeHead(row), settings: settingsOf(row), details: detailsOf(row) };
}

/** Booked places from today on, per date and hour (orders that hold a slot). */
export async function bookedAhead(db: Db, storeId: number, now: Date, range?: { from: string; to: string }) {
  const today = malaysiaDateOf(now);
  return db
    .select({ date: orders.appointmentDate, slot: orders.appointmentSlot, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        eq(orders.orderType, 'install'),
        holdsSlotSql(now),
        gte(orders.appointmentDate, range && range.from > today ? range.from : today),
        range ? sql`${orders.appointmentDate} <= ${range.to}` : undefined,
      ),
    )
    .groupBy(orders.appointmentDate, orders.appointmentSlot)
    .orderBy(asc(orders.appointmentDate), asc(orders.appointmentSlot));
}

/**
 * Changes a store's hours, grid and services. The store row is locked first, as every booking locks
 * it (checkout, reschedule), so no booking slips in between this check and the write: a booked
 * appointment never loses its hour, and no hour drops below what is booked in it.
 */
export async function saveWorkshop(
  db: Db,
  user: SessionUser | null,
  id: number,
  settings: WorkshopSettings,
  now: Date,
) {
  const me = requireAction(user, 'officeWorkshopEdit');
  const before = await ownStore(db, me, id, true);
  const next = { ...before, ...columnsOf(settings) };
  for (const b of await bookedAhead(db, id, now)) {
    if (!b.date || !b.slot) continue;
    const day = settings.weekHours.find((d) => d.weekday === isoWeekday(b.date ?? ''));
    if (!day?.open || !openForSlot(day, b.slot)) {
      throw new AppError(ResultCode.conflict, 'officeHoursBooked', { date: b.date, slot: b.slot, booked: b.n });
    }
    if (capacityAt(next, b.slot) < b.n) {
      throw new AppError(ResultCode.conflict, 'officeCapacityBelowBooked', { date: b.date, slot: b.slot, booked: b.n });
    }
  }
  const changes = settingsChanges(settingsOf(before), settingsOf(next));
  if (changes.length === 0) return { id, changed: false };
  await db.update(stores).set(columnsOf(settings)).where(eq(stores.id, id));
  await recordAudit(db, me, { action: 'workshopUpdate', subject: before.code, storeId: id, changes });
  return { id, changed: true };
}
