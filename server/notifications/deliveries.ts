import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { messages, notificationDeliveries, pushSubscriptions } from '../db/schema';

/** How long one process may hold a delivery it is sending before another may try it. */
export const LEASE_MS = 2 * 60_000;
/** Attempts before a delivery is given up (the in-app message stays). */
export const MAX_ATTEMPTS = 8;

/** 15 s, 30 s, 1 min … capped at 1 hour. */
export const retryMs = (attempts: number) => Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export type DeliveryRow = typeof notificationDeliveries.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/**
 * Claims the oldest due delivery (SKIP LOCKED, so processes share the work) and leases it: its
 * next attempt moves past the lease in the same transaction, so no other process claims it while
 * this one sends. Null when nothing is due.
 */
export async function claimDelivery(
  database: Database,
  now: Date,
): Promise<{ row: DeliveryRow; message: MessageRow } | null> {
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.state, 'pending'), lte(notificationDeliveries.nextAttemptAt, now)))
      .orderBy(asc(notificationDeliveries.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    const attempts = row.attempts + 1;
    await tx
      .update(notificationDeliveries)
      .set({ attempts, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(eq(notificationDeliveries.id, row.id));
    const [message] = await tx.select().from(messages).where(eq(messages.id, row.messageId));
    return message ? { row: { ...row, attempts }, message } : null;
  });
}

/** Closes a delivery this process holds: sent or skipped (with why). */
export async function finishDelivery(db: Db, row: DeliveryRow, state: 'sent' | 'skipped', now: Date, note?: string) {
  await db
    .update(notificationDeliveries)
    .set({ state, sentAt: state === 'sent' ? now : null, lastError: note ?? null })
    .where(and(eq(notificationDeliveries.id, row.id), eq(notificationDeliveries.state, 'pending')));
}

/** A failed attempt: tried again after a back-off, or given up after MAX_ATTEMPTS. */
export async function failDelivery(db: Db, row: DeliveryRow, error: string, now: Date) {
  const givenUp = row.attempts >= MAX_ATTEMPTS;
  await db
    .update(notificationDeliveries)
    .set({
      state: givenUp ? 'failed' : 'pending',
      lastError: error.slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + retryMs(row.attempts)),
    })
    .where(and(eq(notificationDeliveries.id, row.id), eq(notificationDeliveries.state, 'pending')));
}

export async function subscriptionsOf(db: Db, userId: number) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
}

export async function hasSubscription(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return (row?.n ?? 0) > 0;
}
