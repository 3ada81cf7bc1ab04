import { and, eq, sql } from 'drizzle-orm';
import { malaysiaParts } from '../../src/shared/lib/appointment';
import type { Db } from '../db/client';
import { smsNoticeCounts } from '../db/schema';

/** SMS notices one phone may get per Malaysia day (codes to log in are not counted here). */
export const SMS_DAILY_CAP = 3;

/** The Malaysian calendar day of an instant ('2026-11-24'). */
export function malaysiaDay(now: Date): string {
  const p = malaysiaParts(now);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * Takes one of the phone's SMS places for today, or answers false when the cap is reached. One
 * statement (insert, or add one only while under the cap), so parallel senders never pass it.
 */
export async function takeSmsPlace(db: Db, phone: string, now: Date, cap = SMS_DAILY_CAP): Promise<boolean> {
  const rows = await db
    .insert(smsNoticeCounts)
    .values({ phone, day: malaysiaDay(now), count: 1 })
    .onConflictDoUpdate({
      target: [smsNoticeCounts.phone, smsNoticeCounts.day],
      set: { count: sql`${smsNoticeCounts.count} + 1` },
      setWhere: sql`${smsNoticeCounts.count} < ${cap}`,
    })
    .returning({ count: smsNoticeCounts.count });
  return rows.length > 0;
}

/** Gives a place back when the provider refused the text (it is tried again later). */
export async function returnSmsPlace(db: Db, phone: string, now: Date) {
  await db
    .update(smsNoticeCounts)
    .set({ count: sql`greatest(${smsNoticeCounts.count} - 1, 0)` })
    .where(and(eq(smsNoticeCounts.phone, phone), eq(smsNoticeCounts.day, malaysiaDay(now))));
}
