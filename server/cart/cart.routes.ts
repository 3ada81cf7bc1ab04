import type { Hono } from 'hono';
import { cartAdd, cartCount, cartDelete, cartPage, cartUpdate } from '../../src/shared/contract/cart';
import type { ServerDeps } from '../http/context';
import { callerId } from '../http/errors';
import { mountCall } from '../http/mount-call';
import { addToCart, cartPage as pageOfCart, countItems, removeCartLines, updateCartLine } from './cart.service';

export function mountCartRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, cartAdd, (input, ctx) => addToCart(ctx.db, callerId(ctx.user), input));
  mountCall(app, deps, cartUpdate, (input, ctx) => updateCartLine(ctx.db, callerId(ctx.user), input));
  mountCall(app, deps, cartDelete, ({ ids }, ctx) => removeCartLines(ctx.db, callerId(ctx.user), ids));
  mountCall(app, deps, cartPage, (page, ctx) => pageOfCart(ctx.db, callerId(ctx.user), page, ctx.lang));
  mountCall(app, deps, cartCount, async (_payload, ctx) => ({ count: await countItems(ctx.db, callerId(ctx.user)) }));
}
