import { and, asc, eq, inArray } from 'drizzle-orm';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { WorkshopDetails } from '../../../src/shared/contract/office-workshops';
import { formatDate } from '../../../src/shared/lib/format';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { publicHolidays, stores } from '../../db/schema';
import { AppError } from '../../http/errors';
import { requireAction } from '../../staff/permissions';
import { recordAudit } from '../audit';
import { detailsOf, newStoreColumns } from './workshop-settings';
import { bookedAhead, ownStore } from './workshops.service';

/** The audit row's fields, as recorded (the state as `stateName`: `state` is an e-invoice's). */
const auditFields = (d: WorkshopDetails) => ({
  name: d.name,
  address: d.address,
  postcode: d.postcode,
  city: d.city,
  stateName: d.state,
  phone: d.phone,
  lat: String(d.lat),
  lng: String(d.lng),
});

/**
 * Changes a store's name, address, state, phone and position. The store row is locked as bookings
 * lock it: a new state brings that state's public holidays, so the change is refused while an
 * appointment is booked on one of them (it is moved first).
 */
export async function saveWorkshopDetails(
  db: Db,
  user: SessionUser | null,
  id: number,
  details: WorkshopDetails,
  now: Date,
) {
  const me = requireAction(user, 'officeWorkshopEdit');
  const before = await ownStore(db, me, id, true);
  if (details.state !== before.state) await refuseBookedHoliday(db, id, details.state, now);
  const old = auditFields(detailsOf(before));
  const changes = Object.entries(auditFields(details))
    .filter(([field, value]) => old[field as keyof typeof old] !== value)
    .map(([field, after]) => ({ field, before: old[field as keyof typeof old], after }));
  if (changes.length === 0) return { id, changed: false };
  await db.update(stores).set(details).where(eq(stores.id, id));
  await recordAudit(db, me, { action: 'workshopDetailsUpdate', subject: before.code, storeId: id, changes });
  return { id, changed: true };
}

async function refuseBookedHoliday(db: Db, storeId: number, state: string, now: Date) {
  const dates = [...new Set((await bookedAhead(db, storeId, now)).map((b) => b.date).filter((d) => d !== null))];
  if (dates.length === 0) return;
  const [clash] = await db
    .select({ date: publicHolidays.date })
    .from(publicHolidays)
    .where(and(eq(publicHolidays.state, state), inArray(publicHolidays.date, dates)))
    .orderBy(asc(publicHolidays.date))
    .limit(1);
  if (clash) {
    throw new AppError(ResultCode.conflict, 'officeStateHolidayBooked', {
      date: (lang) => formatDate(clash.date, lang),
      state,
    });
  }
}

/**
 * Opens a new store (the company). Its code is unique: the insert skips a taken code instead of
 * failing, so of two parallel adds with one code exactly one makes the store and the other is told
 * the code is taken. It starts with the default week (newStoreColumns) and no stock: a place with
 * no store_stock rows holds nothing, and stock is counted in from the office.
 */
export async function addWorkshop(
  db: Db,
  user: SessionUser | null,
  input: { code: string; kind: 'workshop' | 'outlet'; details: WorkshopDetails },
) {
  const me = requireAction(user, 'officeWorkshopAdd');
  const { code, kind, details } = input;
  const [row] = await db
    .insert(stores)
    .values({ code, kind, ...details, ...newStoreColumns(details.state) })
    .onConflictDoNothing({ target: stores.code })
    .returning({ id: stores.id });
  if (!row) throw new AppError(ResultCode.conflict, 'officeStoreCodeTaken', { code });
  await recordAudit(db, me, {
    action: 'workshopCreate',
    subject: code,
    storeId: row.id,
    changes: Object.entries({ kind, ...auditFields(details) }).map(([field, after]) => ({ field, before: '', after })),
  });
  return { id: row.id };
}
