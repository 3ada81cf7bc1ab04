import type { Hono } from 'hono';
import {
  staffOrderFind,
  staffOrderNote,
  staffOrderPack,
  staffOrderPage,
  staffOrderPickup,
  staffOrderShip,
} from '../../../src/shared/contract/staff';
import type { ServerDeps } from '../../http/context';
import { mountCall } from '../../http/mount-call';
import { requireAction } from '../permissions';
import { goodsOrderPage } from './goods-queues';
import * as goods from './goods-orders.service';

/** The goods desk: self-pickup and mail orders (rules: goods-orders.service.ts; lists and views: goods-orders.queries.ts). */
export function mountGoodsOrderRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, staffOrderPage, (input, ctx) =>
    goodsOrderPage(ctx.db, requireAction(ctx.user, 'viewOrders'), input, ctx.lang),
  );
  mountCall(app, deps, staffOrderFind, (input, ctx) =>
    goods.findGoodsOrder(ctx.db, requireAction(ctx.user, 'viewOrders'), input, deps.config, ctx.now, ctx.lang),
  );
  mountCall(app, deps, staffOrderPickup, (input, ctx) =>
    goods.pickUpOrder(ctx.db, requireAction(ctx.user, 'handOverGoods'), input, deps.config, ctx.now, ctx.lang),
  );
  mountCall(app, deps, staffOrderPack, ({ orderId }, ctx) =>
    goods.packOrder(ctx.db, requireAction(ctx.user, 'handOverGoods'), orderId, ctx.now, ctx.lang),
  );
  mountCall(app, deps, staffOrderShip, (input, ctx) =>
    goods.shipOrder(ctx.db, requireAction(ctx.user, 'handOverGoods'), input, ctx.now, ctx.lang),
  );
  mountCall(app, deps, staffOrderNote, (input, ctx) =>
    goods.noteOrder(ctx.db, requireAction(ctx.user, 'noteGoods'), input, ctx.now, ctx.lang),
  );
}
