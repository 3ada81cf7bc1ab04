import { eq } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import { consumeCode } from '../auth/otp.service';
import { revokeUserSessions } from '../auth/session.service';
import { loadUserInfo } from '../auth/user-info';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError, notFound, succeed } from '../http/errors';
import { text } from '../i18n/text-catalogue';
import { avatarUrlOf } from '../uploads/media-url';
import { requireOwnUploads } from '../uploads/uploads.service';

export interface ProfileChange {
  name?: string | undefined;
  email?: string | undefined;
  avatarId?: string | null | undefined;
  introduction?: string | undefined;
}

/** Changes the user's name, email, avatar or (staff only) introduction. */
export async function updateProfile(
  db: Db,
  user: { id: number; role: string },
  { name, email, avatarId, introduction }: ProfileChange,
) {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (name !== undefined) changes.name = name;
  if (email !== undefined) changes.email = email;
  if (introduction !== undefined) {
    if (user.role === 'customer') throw new AppError(ResultCode.forbidden, 'introductionStaffOnly');
    changes.introduction = introduction;
  }
  if (avatarId === null) changes.avatarUrl = '';
  else if (avatarId !== undefined) {
    await requireOwnUploads(db, user.id, [avatarId], 'avatar');
    changes.avatarUrl = avatarUrlOf(avatarId);
  }
  if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, user.id));
  const info = await loadUserInfo(db, user.id);
  if (!info) throw notFound(text('thingUser'));
  return info;
}

/** Moves the account to a new phone number proven by its code, and logs the user out everywhere. */
export async function changePhone(db: Db, userId: number, phone: string, code: string, now: Date) {
  const [me] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  if (!me) throw notFound(text('thingUser'));
  if (me.phone === phone) throw new AppError(ResultCode.validation, 'phoneSame');
  const [other] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  if (other) throw new AppError(ResultCode.conflict, 'phoneInUse');
  // the code went to the NEW number (send/sms with scene 'changePhone'): it proves the user holds it
  const refusal = await consumeCode(db, phone, 'changePhone', code, now);
  if (refusal) return refusal;
  await db.update(users).set({ phone }).where(eq(users.id, userId));
  await revokeUserSessions(db, userId, now);
  return succeed({ phone, loggedOut: true as const }, 'phoneChanged');
}
