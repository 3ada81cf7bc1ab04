import type { Hono } from 'hono';
import { orderRate, orderRatingFind, storeRating } from '../../../src/shared/contract/orders';
import type { ServerDeps } from '../../http/context';
import { callerId } from '../../http/errors';
import { mountCall } from '../../http/mount-call';
import { orderRatingOf, rateOrder, storeRatingOf } from './ratings.service';

/** The customer's rating of a completed order, and a store's rating for its page. */
export function mountRatingRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, orderRatingFind, ({ orderId }, ctx) =>
    orderRatingOf(ctx.db, callerId(ctx.user), orderId, ctx.now),
  );
  mountCall(app, deps, orderRate, (rating, ctx) => rateOrder(ctx.db, callerId(ctx.user), rating, ctx.now));
  mountCall(app, deps, storeRating, ({ storeId }, ctx) => storeRatingOf(ctx.db, storeId));
}
