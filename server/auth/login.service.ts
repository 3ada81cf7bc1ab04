import { eq } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError, notFound, refuse } from '../http/errors';
import { text } from '../i18n/text-catalogue';
import { consumeCode } from './otp.service';
import { createSession } from './session.service';
import { loadUserInfo } from './user-info';

/**
 * Logs a customer in with a phone code: a new phone number becomes a new customer; a pending or
 * disabled account is refused. Answers the session's keys and the user.
 */
export async function loginWithCode(db: Db, phone: string, code: string, sessionDays: number, now: Date) {
  const refusal = await consumeCode(db, phone, 'login', code, now);
  if (refusal) return refusal;
  let [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  if (!user) {
    [user] = await db.insert(users).values({ phone, role: 'customer' }).returning();
  }
  if (!user) throw new AppError(ResultCode.internal, 'internal');
  if (user.status === 'pending') return refuse(ResultCode.accountDisabled, 'accountPending');
  if (user.status !== 'active') return refuse(ResultCode.accountDisabled, 'accountDisabled');
  const session = await createSession(db, user.id, sessionDays, now);
  const userInfo = await loadUserInfo(db, user.id);
  if (!userInfo) throw notFound(text('thingUser'));
  return { userKey: session.userKey, secret: session.secret, expiresAt: session.expiresAt.toISOString(), userInfo };
}
