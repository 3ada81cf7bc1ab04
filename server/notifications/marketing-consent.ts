import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { marketingConsents } from '../db/schema';

/**
 * Marketing notices (docs/product.md#marketing-consent): the kinds of message that promote rather
 * than report on something the person has under way. Service reminders ("your car is due a
 * service") invite a new booking, so they are marketing; notices about an order, appointment,
 * refund, work order or complaint are not, and need no consent.
 */
export const MARKETING_KINDS: readonly string[] = ['service'];

export const isMarketing = (kind: string) => MARKETING_KINDS.includes(kind);

export type ConsentChannel = (typeof marketingConsents.$inferSelect)['channel'];
export type ConsentRow = Pick<
  typeof marketingConsents.$inferSelect,
  'channel' | 'granted' | 'wordingVersion' | 'createdAt'
>;

/** The person's latest change on a channel (one probe of marketing_consents_user_idx), or null. */
export async function latestConsent(db: Db, userId: number, channel: ConsentChannel): Promise<ConsentRow | null> {
  const [row] = await db
    .select({
      channel: marketingConsents.channel,
      granted: marketingConsents.granted,
      wordingVersion: marketingConsents.wordingVersion,
      createdAt: marketingConsents.createdAt,
    })
    .from(marketingConsents)
    .where(and(eq(marketingConsents.userId, userId), eq(marketingConsents.channel, channel)))
    .orderBy(desc(marketingConsents.createdAt), desc(marketingConsents.id))
    .limit(1);
  return row ?? null;
}

/** True only when the latest change on the channel turned it on: no row is no consent. */
export async function consentGranted(db: Db, userId: number, channel: ConsentChannel): Promise<boolean> {
  return (await latestConsent(db, userId, channel))?.granted === true;
}
