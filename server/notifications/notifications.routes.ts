import type { Hono } from 'hono';
import { ResultCode } from '../../src/shared/contract/codes';
import { pushDevices, pushKey, pushSubscribe, pushUnsubscribe } from '../../src/shared/contract/notifications';
import type { ServerDeps } from '../http/context';
import { AppError } from '../http/errors';
import { mountCall } from '../http/mount-call';
import { devices, subscribe, checkEndpoint, unsubscribe } from './subscriptions.service';
import { shareVapidKeys } from './vapid';

function userId(user: { id: number } | null): number {
  if (!user) throw new AppError(ResultCode.sessionExpired, 'sessionExpired');
  return user.id;
}

export function mountNotificationRoutes(app: Hono, deps: ServerDeps) {
  const { production } = deps.config;
  mountCall(app, deps, pushKey, async (_payload, ctx) => {
    userId(ctx.user);
    return { publicKey: (await shareVapidKeys(ctx.db, deps.config)).publicKey };
  });
  mountCall(app, deps, pushSubscribe, (input, ctx) =>
    subscribe(
      ctx.db,
      userId(ctx.user),
      { ...input, endpoint: checkEndpoint(input.endpoint, production) },
      ctx.lang,
      ctx.now,
    ),
  );
  mountCall(app, deps, pushUnsubscribe, ({ endpoint }, ctx) => unsubscribe(ctx.db, userId(ctx.user), endpoint));
  mountCall(app, deps, pushDevices, ({ endpoint }, ctx) => devices(ctx.db, userId(ctx.user), endpoint));
}
