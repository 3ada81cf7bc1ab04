import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { localize, type TextKey, type TextParams } from '../i18n/text-catalogue';
import { notify } from '../inbox/notify';

/**
 * Tells the people who review a store's refunds and sign-ups that one waits: the store's active
 * managers, or the company's people for what belongs to no store (mail orders). A tap opens the
 * manager desk. Called in the transaction that created what waits.
 */
export async function notifyReviewers(db: Db, storeId: number | null, body: TextKey, params: TextParams) {
  const reviewers = await db
    .select({ id: users.id })
    .from(users)
    .where(
      storeId === null
        ? and(eq(users.role, 'company'), eq(users.status, 'active'))
        : and(eq(users.storeId, storeId), inArray(users.role, ['manager']), eq(users.status, 'active')),
    );
  for (const reviewer of reviewers) {
    await notify(db, reviewer.id, {
      kind: 'system',
      title: localize('inboxReviewTitle'),
      content: localize(body, params),
      refType: 'staffDesk',
    });
  }
}
