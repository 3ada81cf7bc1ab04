import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '../../src/shared/contract/fields';
import type { Statement } from '../db/bracketed-transaction';
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
 * active. One prepared statement, read on every call: whether a session still lives is never
 * cached, because a revocation must end it at once on every process (decision 016 part 2 tells why
 * NOTIFY is not enough). What a session can never change is remembered (`rememberedSession`).
 */
export async function findSession(db: Db, userKey: string, now = new Date()): Promise<ActiveSession | null> {
  if (userKey.length < 16 || userKey.length > 128) return null;
  const [row] = await runPrepared<SessionRow>(db, 'find_session', FIND_SESSION, [hashKey(userKey), now.toISOString()]);
  if (!row) return null;
  const session = {
    sessionId: row.sessionId,
    secret: row.secret,
    user: { id: row.id, role: row.role, storeId: row.storeId },
  };
  remember(db, userKey, session);
  return session;
}

/** Sessions this process has found, by key, per database; the oldest go past this many. */
const REMEMBERED_SESSIONS = 10_000;
const rememberedByDb = new WeakMap<Db, Map<string, ActiveSession>>();

function remember(db: Db, userKey: string, session: ActiveSession) {
  let remembered = rememberedByDb.get(db);
  if (!remembered) rememberedByDb.set(db, (remembered = new Map()));
  remembered.delete(userKey);
  remembered.set(userKey, session);
  if (remembered.size > REMEMBERED_SESSIONS) {
    const oldest = remembered.keys().next();
    if (!oldest.done) remembered.delete(oldest.value);
  }
}

/**
 * A session this process has found before under this key, as it was then. Its id, secret and user
 * never change, so a signature can be checked with them; whether it still lives, and the user's
 * role and store, must still be read (`sessionCheckStatement`) before anything is done for it.
 */
export function rememberedSession(db: Db, userKey: string): ActiveSession | undefined {
  return rememberedByDb.get(db)?.get(userKey);
}

/** Forgets a remembered session that was found ended. */
export function forgetSession(db: Db, userKey: string) {
  rememberedByDb.get(db)?.delete(userKey);
}

/**
 * The statement that reads whether a remembered session still lives, with its user's role and store
 * as they are now: one row when it does, none when it has ended (the same rule as findSession). A
 * write sends it with BEGIN (decision 016 part 7), so a logout on any process ends the session at once.
 */
export const sessionCheckStatement = (sessionId: number, now: Date): Statement => ({
  text: SESSION_CHECK,
  params: [sessionId, now.toISOString()],
  name: 'bracket_session_check',
});

const SESSION_CHECK = `select u.role, u.store_id as "storeId"
  from sessions s join users u on u.id = s.user_id
  where s.id = $1 and s.revoked_at is null and s.expires_at > $2 and u.status = 'active'`;

/** The session as its check row has it now, or null when the check found it ended. */
export function checkedSession(remembered: ActiveSession, rows: readonly Record<string, unknown>[] | undefined) {
  const row = rows?.[0] as { role: Role; storeId: number | null } | undefined;
  if (!row) return null;
  return { ...remembered, user: { id: remembered.user.id, role: row.role, storeId: row.storeId } };
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
