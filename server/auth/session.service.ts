import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '../../src/shared/contract/fields';
import type { Db } from '../db/client';
import { runPrepared } from '../db/prepared';
import { sessions } from '../db/schema';

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

const FIND_SESSION = `select s.id as "sessionId", s.secret, u.id, u.role, u.store_id as "storeId"
  from sessions s join users u on u.id = s.user_id
  where s.key_hash = $1 and s.revoked_at is null and s.expires_at > $2 and u.status = 'active' limit 1`;

interface SessionRow {
  sessionId: number;
  secret: string;
  id: number;
  role: Role;
  storeId: number | null;
}

/**
 * The live session for a key, or null when it is unknown, expired, revoked or its user is not
 * active. One prepared statement, read on every call: no in-process cache, because a revocation
 * must end the session at once on every process (decision 016 tells why NOTIFY is not enough).
 */
export async function findSession(db: Db, userKey: string, now = new Date()): Promise<ActiveSession | null> {
  if (userKey.length < 16 || userKey.length > 128) return null;
  const [row] = await runPrepared<SessionRow>(db, 'find_session', FIND_SESSION, [hashKey(userKey), now.toISOString()]);
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
