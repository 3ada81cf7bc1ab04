import { and, eq, notExists } from 'drizzle-orm';
import type { Db } from '../db/client';
import { messages, notificationDeliveries, type Localized } from '../db/schema';

export interface Notification {
  /** 'order' | 'payment' | 'refund' | 'workOrder' | 'complaint' | 'service' (garage reminders) | 'system' */
  kind: string;
  title: Localized;
  content: Localized;
  refType?: string;
  refId?: number;
  /**
   * Also by SMS when the user has no push subscription (decision 019): only the few notices that
   * matter when missed (appointment tomorrow, ready for collection), within the daily cap.
   */
  sms?: boolean;
  /** False for a notice of what the user just did in the app (the order they placed): not pushed. */
  push?: boolean;
}

/** The transactions that recorded a notice, so the call pipeline starts the sender only after those. */
const recording = new WeakSet<object>();

/** True when `db` (a call's transaction) recorded a notice: the sender has work once it commits. */
export const recordedNotices = (db: Db): boolean => recording.has(db);

/**
 * Leaves a message for a user (MessageList) and records that it is to be pushed (and perhaps sent
 * by SMS). Called inside the transaction of the state change it reports, so a message and its
 * delivery intent exist exactly when its change committed; server/notifications sends them after.
 */
export async function notify(db: Db, userId: number, note: Notification): Promise<void> {
  const [message] = await db
    .insert(messages)
    .values({
      userId,
      kind: note.kind,
      title: note.title,
      content: note.content,
      refType: note.refType ?? null,
      refId: note.refId ?? null,
    })
    .returning({ id: messages.id });
  if (!message) return;
  const channels = [...(note.push === false ? [] : ['push']), ...(note.sms ? ['sms'] : [])];
  if (channels.length === 0) return;
  recording.add(db);
  await db
    .insert(notificationDeliveries)
    .values(channels.map((channel) => ({ messageId: message.id, userId, channel })));
}

/**
 * Takes back a notice that is no longer true ("waiting for payment" once the order is paid), so the
 * message list never contradicts the order. Only notices that were never pushed or texted: what
 * reached a phone stays on the record.
 */
export async function withdrawNotices(db: Db, userId: number, kind: string, refType: string, refId: number) {
  await db
    .delete(messages)
    .where(
      and(
        eq(messages.userId, userId),
        eq(messages.kind, kind),
        eq(messages.refType, refType),
        eq(messages.refId, refId),
        notExists(
          db
            .select({ id: notificationDeliveries.id })
            .from(notificationDeliveries)
            .where(eq(notificationDeliveries.messageId, messages.id)),
        ),
      ),
    );
}
