import {
  marketingChannels,
  type MarketingConsent,
  type MarketingWordingVersion,
} from '../../src/shared/contract/privacy-consent';
import type { Db } from '../db/client';
import { marketingConsents } from '../db/schema';
import { latestConsent, type ConsentChannel } from '../notifications/marketing-consent';

/**
 * Marketing consent (docs/product.md#marketing-consent): one row per change, so the history is the
 * record of who agreed to what wording and when. Off until the person turns it on.
 */
export async function marketingConsentsOf(db: Db, userId: number): Promise<{ list: MarketingConsent[] }> {
  const list: MarketingConsent[] = [];
  for (const channel of marketingChannels) {
    const row = await latestConsent(db, userId, channel);
    list.push({
      channel,
      granted: row?.granted ?? false,
      since: row?.createdAt.toISOString() ?? null,
      wordingVersion: row?.wordingVersion ?? null,
    });
  }
  return { list };
}

/**
 * Records a change on one channel, with the wording version the app showed (the contract accepts
 * only versions in use). Choosing what is already chosen, under the same wording, records nothing:
 * the history holds changes, not taps.
 */
export async function setMarketingConsent(
  db: Db,
  userId: number,
  input: { channel: ConsentChannel; granted: boolean; wordingVersion: MarketingWordingVersion },
  now: Date,
): Promise<{ list: MarketingConsent[] }> {
  const latest = await latestConsent(db, userId, input.channel);
  const unchanged = latest && latest.granted === input.granted && latest.wordingVersion === input.wordingVersion;
  if (!unchanged) {
    await db.insert(marketingConsents).values({
      userId,
      channel: input.channel,
      granted: input.granted,
      wordingVersion: input.wordingVersion,
      createdAt: now,
    });
  }
  return marketingConsentsOf(db, userId);
}
