import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import type { OtpLimits } from '../config';
import type { Db } from '../db/client';
import { otpCodes } from '../db/schema';
import { AppError, refuse, type Refusal } from '../http/errors';

export const OTP_LIFETIME_SECONDS = 600;
export const OTP_MAX_WRONG_TRIES = 5;

const hashCode = (phone: string, code: string) => createHash('sha256').update(`${phone}:${code}`).digest('hex');

/** Issues a new code after the cool-down and hourly limits; earlier codes for the phone stop working. */
export async function issueCode(db: Db, limits: OtpLimits, phone: string, scene: string, ip: string, now: Date) {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  // one request per phone and per address at a time (held to the end of the transaction), so
  // parallel requests cannot all read the counts before any of them adds its code; phone before
  // address in every request, so two requests never wait on each other in a circle
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:phone:${phone}`}))`);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:ip:${ip}`}))`);
  const [last] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.scene, scene)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (last) {
    // a request that waited for the lock may hold a "now" older than the code stored meanwhile
    const waited = Math.max(0, (now.getTime() - last.createdAt.getTime()) / 1000);
    if (waited < limits.cooldownSeconds) {
      throw new AppError(ResultCode.otpCooldown, 'otpCooldown', {
        seconds: Math.ceil(limits.cooldownSeconds - waited),
      });
    }
  }
  const [byPhone] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), gt(otpCodes.createdAt, hourAgo)));
  const [byIp] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(otpCodes)
    .where(and(eq(otpCodes.clientIp, ip), gt(otpCodes.createdAt, hourAgo)));
  if ((byPhone?.n ?? 0) >= limits.perPhonePerHour || (byIp?.n ?? 0) >= limits.perIpPerHour) {
    throw new AppError(ResultCode.otpRateLimited, 'otpRateLimited');
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // a new code replaces any earlier live one for the same phone and scene
  await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.scene, scene), isNull(otpCodes.consumedAt)));
  await db.insert(otpCodes).values({
    phone,
    scene,
    codeHash: hashCode(phone, code),
    clientIp: ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_LIFETIME_SECONDS * 1000),
  });
  return code;
}

/**
 * Checks a code. Wrong tries are counted and kept (returned as a Refusal so the transaction
 * commits); a code works once, within its lifetime, and not after five wrong tries.
 */
export async function consumeCode(
  db: Db,
  phone: string,
  scene: string,
  code: string,
  now: Date,
): Promise<Refusal | null> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.scene, scene)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1)
    .for('update');
  if (!row || row.consumedAt) return refuse(ResultCode.otpMissing, 'otpMissing');
  if (row.expiresAt <= now) return refuse(ResultCode.otpExpired, 'otpExpired');
  if (row.attempts >= OTP_MAX_WRONG_TRIES) return refuse(ResultCode.otpTooManyTries, 'otpTooManyTries');
  if (row.codeHash !== hashCode(phone, code)) {
    await db
      .update(otpCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(otpCodes.id, row.id));
    return row.attempts + 1 >= OTP_MAX_WRONG_TRIES
      ? refuse(ResultCode.otpTooManyTries, 'otpTooManyTries')
      : refuse(ResultCode.otpWrong, 'otpWrong');
  }
  await db.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, row.id));
  return null;
}
