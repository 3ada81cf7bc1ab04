import type { Db } from '../db/client';
import { messages, type Localized } from '../db/schema';

export interface Notification {
  /** 'order' | 'payment' | 'refund' | 'workOrder' | 'complaint' | 'system' */
  kind: string;
  title: Localized;
  content: Localized;
  refType?: string;
  refId?: number;
}

/**
 * Leaves a message for a user (MessageList). Called inside the transaction of the state change it
 * reports, so a message exists exactly when its change committed.
 */
export async function notify(db: Db, userId: number, note: Notification): Promise<void> {
  await db.insert(messages).values({
    userId,
    kind: note.kind,
    title: note.title,
    content: note.content,
    refType: note.refType ?? null,
    refId: note.refId ?? null,
  });
}
