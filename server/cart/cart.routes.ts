import type { Hono } from 'hono';
import { cartAdd, cartCount, cartDelete, cartPage, cartUpdate } from '../../src/shared/contract/cart';
import { ResultCode } from '../../src/shared/contract/codes';
import type { ServerDeps } from '../http/context';
import { AppError } from '../http/errors';
import { mountCall } from '../http/mount-call';
import { addToCart, cartPage as pageOfCart, countItems, removeCartLines, updateCartLine } from './cart.service';

function userId(user: { id: number } | null): number {
  if (!user) throw new AppError(ResultCode.sessionExpired, 'sessionExpired');
  return user.id;
}

export function mountCartRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, cartAdd, (input, ctx) => addToCart(ctx.db, userId(ctx.user), input));
  mountCall(app, deps, cartUpdate, (input, ctx) => updateCartLine(ctx.db, userId(ctx.user), input));
  mountCall(app, deps, cartDelete, ({ ids }, ctx) => removeCartLines(ctx.db, userId(ctx.user), ids));
  mountCall(app, deps, cartPage, (page, ctx) => pageOfCart(ctx.db, userId(ctx.user), page, ctx.lang));
  mountCall(app, deps, cartCount, async (_payload, ctx) => ({ count: await countItems(ctx.db, userId(ctx.user)) }));
}
