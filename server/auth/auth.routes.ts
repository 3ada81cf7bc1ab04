import type { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import { clientLogin, currentUser, logout, sendSms } from '../../src/shared/contract/user';
import { users } from '../db/schema';
import type { ServerDeps } from '../http/context';
import { AppError, notFound, refuse } from '../http/errors';
import { mountCall } from '../http/mount-call';
import { consumeCode, issueCode, OTP_LIFETIME_SECONDS } from './otp.service';
import { createSession, revokeSession } from './session.service';
import { loadUserInfo } from './user-info';

const smsText = (code: string) => `[Roda] Your verification code is ${code}. It expires in 10 minutes.`;

export function mountAuthRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, sendSms, async ({ phone, scene }, ctx) => {
    const code = await issueCode(ctx.db, deps.config.otp, phone, scene, ctx.ip, ctx.now);
    // the text goes out once the code is stored for good, never from a transaction that may roll back
    ctx.afterCommit(() => deps.sms.send(phone, smsText(code), code));
    return { cooldownSeconds: deps.config.otp.cooldownSeconds, expiresInSeconds: OTP_LIFETIME_SECONDS };
  });

  mountCall(app, deps, clientLogin, async ({ phone, code }, ctx) => {
    const refusal = await consumeCode(ctx.db, phone, 'login', code, ctx.now);
    if (refusal) return refusal;
    let [user] = await ctx.db.select().from(users).where(eq(users.phone, phone)).limit(1);
    if (!user) {
      [user] = await ctx.db.insert(users).values({ phone, role: 'customer' }).returning();
    }
    if (!user) throw new AppError(ResultCode.internal, 'internal');
    if (user.status === 'pending') return refuse(ResultCode.accountDisabled, 'accountPending');
    if (user.status !== 'active') return refuse(ResultCode.accountDisabled, 'accountDisabled');
    const session = await createSession(ctx.db, user.id, deps.config.sessionDays, ctx.now);
    const userInfo = await loadUserInfo(ctx.db, user.id);
    if (!userInfo) throw notFound({ en: 'User', ms: 'Pengguna', zh: '用户' });
    return { userKey: session.userKey, secret: session.secret, expiresAt: session.expiresAt.toISOString(), userInfo };
  });

  mountCall(app, deps, logout, async (_payload, ctx) => {
    if (ctx.session) await revokeSession(ctx.db, ctx.session.sessionId, ctx.now);
    return null;
  });

  mountCall(app, deps, currentUser, async (_payload, ctx) => {
    const info = ctx.user ? await loadUserInfo(ctx.db, ctx.user.id) : null;
    if (!info) throw notFound({ en: 'User', ms: 'Pengguna', zh: '用户' });
    return info;
  });
}
