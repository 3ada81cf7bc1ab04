import { eq } from 'drizzle-orm';
import { productCategories } from '../../src/shared/contract/catalog';
import { ResultCode } from '../../src/shared/contract/codes';
import { STORE_CLOSURES_DAYS, type StoreDetail } from '../../src/shared/contract/orders';
import { addDays, malaysiaDateOf } from '../../src/shared/lib/malaysia-time';
import type { Db } from '../db/client';
import { stores } from '../db/schema';
import { AppError } from '../http/errors';
import { pick, type Lang } from '../i18n/language';
import { closedDays, hoursOnWeekday } from './store-calendar';
import { toStore } from './stores';

type Closure = StoreDetail['closures'][number];

/** One store for its page: hours per weekday, the categories it installs, its closures from today. */
export async function storeDetailOf(db: Db, storeId: number, lang: Lang, now: Date): Promise<StoreDetail> {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) throw new AppError(ResultCode.notFound, 'storeNotFound');
  const today = malaysiaDateOf(now);
  const closed = await closedDays(db, store, today, addDays(today, STORE_CLOSURES_DAYS - 1));
  const closures: Closure[] = [];
  for (const day of [...closed.values()].sort((a, b) => (a.date < b.date ? -1 : 1))) {
    // weekly days off are the week's hours already
    if (day.reason === 'weekly') continue;
    const name = day.reason === 'holiday' && day.name && typeof day.name !== 'string' ? pick(day.name, lang) : '';
    const last = closures.at(-1);
    if (last && last.reason === day.reason && last.name === name && addDays(last.to, 1) === day.date)
      last.to = day.date;
    else closures.push({ from: day.date, to: day.date, reason: day.reason, name });
  }
  const { distanceKm: _distance, ...shown } = toStore(store);
  return {
    ...shown,
    week: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, hours: hoursOnWeekday(store, weekday) })),
    services:
      store.kind === 'outlet'
        ? []
        : productCategories.filter((c) => store.services === null || store.services.includes(c)),
    closures,
  };
}
