import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Role } from '../../src/shared/contract/fields';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export interface SessionUser {
  id: number;
  role: Role;
  storeId: number | null;
}

export interface ActiveSession {
  sessionId: number;
  secret: string;
  user: SessionUser;
}

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Opens a session: a 256-bit userKey (stored hashed) and a 256-bit signing secret. */
export async function createSession(db: Db, userId: number, days: number, now = new Date()) {
  const userKey = randomBytes(32).toString('base64url');
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + days * 86_400_000);
  await db.insert(sessions).values({ userId, keyHash: hashKey(userKey), secret, expiresAt, createdAt: now });
  return { userKey, secret, expiresAt };
}

/** The live session for a key, or null when it is unknown, expired, revoked or its user is not active. */
export async function findSession(db: Db, userKey: string, now = new Date()): Promise<ActiveSession | null> {
  if (userKey.length < 16 || userKey.length > 128) return null;
  const rows = await db
    .select({ sessionId: sessions.id, secret: sessions.secret, id: users.id, role: users.role, storeId: users.storeId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.keyHash, hashKey(userKey)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { sessionId: row.sessionId, secret: row.secret, user: { id: row.id, role: row.role, storeId: row.storeId } };
}

export async function revokeSession(db: Db, sessionId: number, now = new Date()) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (language switch, phone change, account disabled). */
export async function revokeUserSessions(db: Db, userId: number, now = new Date()) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
