import type { Hono } from 'hono';
import { clientLogin, currentUser, logout, sendSms } from '../../src/shared/contract/user';
import type { ServerDeps } from '../http/context';
import { notFound } from '../http/errors';
import { mountCall } from '../http/mount-call';
import { DELETION_SCENE, deletionCodePhone } from '../privacy/deletion.service';
import { text } from '../i18n/text-catalogue';
import { loginWithCode } from './login.service';
import { issueCode, OTP_LIFETIME_SECONDS } from './otp.service';
import { revokeSession } from './session.service';
import { loadUserInfo } from './user-info';

const smsText = (code: string) => `[Roda] Your verification code is ${code}. It expires in 10 minutes.`;

export function mountAuthRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, sendSms, async ({ phone: given, scene }, ctx) => {
    // a deletion code goes to the account's own number only, whatever the payload says
    const phone = scene === DELETION_SCENE ? await deletionCodePhone(ctx.db, ctx.user) : given;
    const code = await issueCode(ctx.db, deps.config.otp, phone, scene, ctx.ip, ctx.now);
    // the text goes out once the code is stored for good, never from a transaction that may roll back
    ctx.afterCommit(() => deps.sms.send(phone, smsText(code), code));
    return { cooldownSeconds: deps.config.otp.cooldownSeconds, expiresInSeconds: OTP_LIFETIME_SECONDS };
  });

  mountCall(app, deps, clientLogin, ({ phone, code }, ctx) =>
    loginWithCode(ctx.db, phone, code, deps.config.sessionDays, ctx.now),
  );

  mountCall(app, deps, logout, async (_payload, ctx) => {
    if (ctx.session) await revokeSession(ctx.db, ctx.session.sessionId, ctx.now);
    return null;
  });

  mountCall(app, deps, currentUser, async (_payload, ctx) => {
    const info = ctx.user ? await loadUserInfo(ctx.db, ctx.user.id) : null;
    if (!info) throw notFound(text('thingUser'));
    return info;
  });
}
