import type { Hono } from 'hono';
import { ResultCode } from '../../../src/shared/contract/codes';
import {
  signupPage,
  signupReview,
  staffLogin,
  staffMemberList,
  staffRegister,
} from '../../../src/shared/contract/staff';
import { createSession } from '../../auth/session.service';
import { loadUserInfo } from '../../auth/user-info';
import type { ServerDeps } from '../../http/context';
import { AppError, succeed } from '../../http/errors';
import { mountCall } from '../../http/mount-call';
import { checkStaffPassword, registerStaff, reviewSignup, signupPage as listSignups } from './accounts.service';
import { staffMembers } from './members';

/** Staff accounts: registering, logging in, the manager's review of sign-ups, the store's members. */
export function mountStaffAccountRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, staffRegister, async (input, ctx) => {
    const result = await registerStaff(ctx.db, input, ctx.now);
    if (!('id' in result)) return result;
    return succeed({ id: result.id, status: 'pending' as const }, 'accountPending');
  });

  mountCall(app, deps, staffLogin, async ({ phone, password }, ctx) => {
    const user = await checkStaffPassword(ctx.db, phone, password, ctx.ip, ctx.now);
    if (!('id' in user)) return user;
    const session = await createSession(ctx.db, user.id, deps.config.sessionDays, ctx.now);
    const userInfo = await loadUserInfo(ctx.db, user.id);
    if (!userInfo) throw new AppError(ResultCode.internal, 'internal');
    return { userKey: session.userKey, secret: session.secret, expiresAt: session.expiresAt.toISOString(), userInfo };
  });

  mountCall(app, deps, signupPage, (q, ctx) => listSignups(ctx.db, ctx.user, q));

  mountCall(app, deps, signupReview, (input, ctx) =>
    reviewSignup(ctx.db, ctx.user, input, ctx.now, (phone, text) =>
      ctx.afterCommit(() => deps.sms.send(phone, text, '')),
    ),
  );

  mountCall(app, deps, staffMemberList, (q, ctx) => staffMembers(ctx.db, ctx.user, q));
}
