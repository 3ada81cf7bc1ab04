import type { Hono } from 'hono';
import {
  carAdd,
  carDelete,
  carImport,
  carList,
  carSetDefault,
  carUpdate,
  messageFind,
  messagePage,
  messageRead,
  messageUnreadCount,
  phoneChange,
  profileUpdate,
} from '../../src/shared/contract/account';
import type { ServerDeps } from '../http/context';
import { signedIn } from '../http/errors';
import { mountCall } from '../http/mount-call';
import { listCars, toCar } from './garage.queries';
import { addCar, importCar, makeDefaultCar, removeCar, updateCar } from './garage.service';
import { findMessage, messagePage as inboxPage, readMessages, unreadCount } from './messages.service';
import { changePhone, updateProfile } from './profile.service';

const userId = (user: { id: number } | null): number => signedIn(user).id;

export function mountAccountRoutes(app: Hono, deps: ServerDeps) {
  // ---- garage -----------------------------------------------------------------------------

  mountCall(app, deps, carList, async (_payload, ctx) => (await listCars(ctx.db, userId(ctx.user))).map(toCar));
  mountCall(app, deps, carAdd, (car, ctx) => addCar(ctx.db, userId(ctx.user), car, ctx.now));
  mountCall(app, deps, carUpdate, ({ id, ...change }, ctx) => updateCar(ctx.db, userId(ctx.user), id, change, ctx.now));
  mountCall(app, deps, carDelete, ({ id }, ctx) => removeCar(ctx.db, userId(ctx.user), id));
  mountCall(app, deps, carSetDefault, ({ id }, ctx) => makeDefaultCar(ctx.db, userId(ctx.user), id));
  mountCall(app, deps, carImport, (car, ctx) => importCar(ctx.db, userId(ctx.user), car, ctx.now));

  // ---- profile ----------------------------------------------------------------------------

  mountCall(app, deps, profileUpdate, (change, ctx) => updateProfile(ctx.db, signedIn(ctx.user), change));
  mountCall(app, deps, phoneChange, ({ phone, code }, ctx) =>
    changePhone(ctx.db, userId(ctx.user), phone, code, ctx.now),
  );

  // ---- messages ---------------------------------------------------------------------------

  mountCall(app, deps, messagePage, (page, ctx) => inboxPage(ctx.db, userId(ctx.user), page, ctx.lang));
  mountCall(app, deps, messageFind, ({ id }, ctx) => findMessage(ctx.db, userId(ctx.user), id, ctx.lang));
  mountCall(app, deps, messageRead, (which, ctx) => readMessages(ctx.db, userId(ctx.user), which, ctx.now));
  mountCall(app, deps, messageUnreadCount, async (_payload, ctx) => ({
    unreadCount: await unreadCount(ctx.db, userId(ctx.user)),
  }));
}
