import type { Hono } from 'hono';
import { pushDevices, pushKey, pushSubscribe, pushUnsubscribe } from '../../src/shared/contract/notifications';
import type { ServerDeps } from '../http/context';
import { callerId } from '../http/errors';
import { mountCall } from '../http/mount-call';
import { devices, subscribe, checkEndpoint, unsubscribe } from './subscriptions.service';
import { shareVapidKeys } from './vapid';

export function mountNotificationRoutes(app: Hono, deps: ServerDeps) {
  const { production } = deps.config;
  mountCall(app, deps, pushKey, async (_payload, ctx) => {
    callerId(ctx.user);
    return { publicKey: (await shareVapidKeys(ctx.db, deps.config)).publicKey };
  });
  mountCall(app, deps, pushSubscribe, (input, ctx) =>
    subscribe(
      ctx.db,
      callerId(ctx.user),
      { ...input, endpoint: checkEndpoint(input.endpoint, production) },
      ctx.lang,
      ctx.now,
    ),
  );
  mountCall(app, deps, pushUnsubscribe, ({ endpoint }, ctx) => unsubscribe(ctx.db, callerId(ctx.user), endpoint));
  mountCall(app, deps, pushDevices, ({ endpoint }, ctx) => devices(ctx.db, callerId(ctx.user), endpoint));
}
