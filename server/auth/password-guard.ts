import { eq, sql } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import type { Db } from '../db/client';
import { passwordGuards } from '../db/schema';
import { refuse, type Refusal } from '../http/errors';

interface GuardRule {
  /** Wrong passwords allowed in the window before the bucket locks. */
  failures: number;
  windowMinutes: number;
  lockMinutes: number;
}

/**
 * Three counters of wrong passwords (docs/decisions/012). The pair of phone and address locks after
 * five in a row, as before; the phone alone locks only after many more from many addresses, and an
 * address after trying many phones. So a stranger cannot lock a staff member out from elsewhere in
 * five tries, and the account stays usable (the OTP login always works).
 */
export const GUARD_RULES = {
  pair: { failures: 5, windowMinutes: 15, lockMinutes: 15 },
  phone: { failures: 50, windowMinutes: 24 * 60, lockMinutes: 60 },
  address: { failures: 30, windowMinutes: 60, lockMinutes: 60 },
} satisfies Record<string, GuardRule>;

type GuardName = keyof typeof GUARD_RULES;

const bucketsOf = (phone: string, ip: string): Record<GuardName, string> => ({
  pair: `pair:${phone}|${ip}`,
  phone: `phone:${phone}`,
  address: `ip:${ip}`,
});

/**
 * Holds the pair's row lock for the rest of the transaction (so parallel tries of one phone from one
 * address are counted one after another) and refuses while any of the three is locked.
 */
export async function checkGuards(db: Db, phone: string, ip: string, now: Date): Promise<Refusal | null> {
  const buckets = bucketsOf(phone, ip);
  await db.insert(passwordGuards).values({ bucket: buckets.pair, windowStart: now }).onConflictDoNothing();
  await db.select().from(passwordGuards).where(eq(passwordGuards.bucket, buckets.pair)).for('update');
  const rows = await db
    .select()
    .from(passwordGuards)
    .where(sql`${passwordGuards.bucket} in (${buckets.pair}, ${buckets.phone}, ${buckets.address})`);
  const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
  if (until > now.getTime()) {
    return refuse(ResultCode.passwordLocked, 'passwordLocked', {
      minutes: Math.ceil((until - now.getTime()) / 60_000),
    });
  }
  return null;
}

/** Counts a wrong password in all three; the minutes of the lock this one started, if it did. */
export async function countWrongPassword(db: Db, phone: string, ip: string, now: Date): Promise<number | null> {
  const buckets = bucketsOf(phone, ip);
  let lockedMinutes: number | null = null;
  for (const name of Object.keys(buckets) as GuardName[]) {
    const rule = GUARD_RULES[name];
    const windowFrom = new Date(now.getTime() - rule.windowMinutes * 60_000);
    const lockUntil = new Date(now.getTime() + rule.lockMinutes * 60_000);
    // one statement: a window that ran out starts again at one; the count that reaches the limit locks
    const [row] = await db
      .insert(passwordGuards)
      .values({ bucket: buckets[name], failures: 1, windowStart: now })
      .onConflictDoUpdate({
        target: passwordGuards.bucket,
        set: {
          failures: sql`case when ${passwordGuards.windowStart} < ${windowFrom.toISOString()} then 1 else ${passwordGuards.failures} + 1 end`,
          windowStart: sql`case when ${passwordGuards.windowStart} < ${windowFrom.toISOString()} then ${now.toISOString()}::timestamptz else ${passwordGuards.windowStart} end`,
        },
      })
      .returning();
    if (row && row.failures >= rule.failures) {
      await db
        .update(passwordGuards)
        .set({ failures: 0, windowStart: now, lockedUntil: lockUntil })
        .where(eq(passwordGuards.bucket, buckets[name]));
      lockedMinutes = Math.max(lockedMinutes ?? 0, rule.lockMinutes);
    }
  }
  return lockedMinutes;
}

/** A right password clears the pair's run of wrong ones (the volume counters stay). */
export async function clearPair(db: Db, phone: string, ip: string) {
  await db.delete(passwordGuards).where(eq(passwordGuards.bucket, bucketsOf(phone, ip).pair));
}
