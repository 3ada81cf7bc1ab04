import type { Hono } from 'hono';
import {
  couponClientGet,
  orderAdd,
  orderCancel,
  orderCategoryList,
  orderClientStore,
  orderConfirmReceipt,
  orderDelete,
  orderFind,
  orderPage,
  orderQuote,
  orderReorder,
  orderReschedule,
  savedMailingAddresses,
  storeList,
  storeClosedDays,
  storeDetail,
  storeSlots,
} from '../../src/shared/contract/orders';
import type { ServerDeps } from '../http/context';
import { callerId } from '../http/errors';
import { mountCall } from '../http/mount-call';
import { refundOfOrder } from '../refunds/refund.service';
import { workOfOrder } from '../staff/work-orders/customer-work';
import { placeOrder, prepareOrder } from './checkout.service';
import { couponsFor } from './coupons.service';
import { orderDetail, orderGroupCounts, orderPage as pageOfOrders, orderStore } from './order-views';
import { cancelOrder, confirmReceipt, deleteOrder, rescheduleOrder } from './orders.service';
import { mountRatingRoutes } from './ratings/ratings.routes';
import { reorderOf } from './reorder.service';
import { savedMailingAddresses as addressesOf } from './saved-addresses';
import { storeDetailOf } from './store-detail';
import { listStores, storeClosedDaysOf, storeSlotsOf } from './stores';

export function mountOrderRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, storeList, (q, ctx) => listStores(ctx.db, q, ctx.lang));
  mountCall(app, deps, storeSlots, ({ storeId, date }, ctx) => storeSlotsOf(ctx.db, storeId, date, ctx.now));
  mountCall(app, deps, storeClosedDays, (payload, ctx) => storeClosedDaysOf(ctx.db, payload, ctx.lang));
  mountCall(app, deps, storeDetail, ({ storeId }, ctx) => storeDetailOf(ctx.db, storeId, ctx.lang, ctx.now));
  mountCall(app, deps, couponClientGet, ({ lines }, ctx) =>
    couponsFor(ctx.db, callerId(ctx.user), lines, ctx.lang, ctx.now),
  );

  mountCall(
    app,
    deps,
    orderQuote,
    async (draft, ctx) => (await prepareOrder(ctx.db, callerId(ctx.user), draft, ctx.now)).price,
  );
  mountCall(app, deps, orderAdd, (draft, ctx) => placeOrder(ctx.db, callerId(ctx.user), draft, deps.config, ctx.now));

  mountCall(app, deps, orderPage, (page, ctx) => pageOfOrders(ctx.db, callerId(ctx.user), page, ctx.lang, ctx.now));
  mountCall(app, deps, orderCategoryList, (_payload, ctx) => orderGroupCounts(ctx.db, callerId(ctx.user), ctx.now));
  mountCall(app, deps, orderFind, ({ id }, ctx) =>
    orderDetail(ctx.db, callerId(ctx.user), id, ctx.lang, ctx.now, refundOfOrder, (db, order) =>
      workOfOrder(db, deps.config, order, ctx.now, ctx.lang),
    ),
  );
  mountCall(app, deps, savedMailingAddresses, (_payload, ctx) => addressesOf(ctx.db, callerId(ctx.user)));
  mountCall(app, deps, orderClientStore, ({ orderId }, ctx) => orderStore(ctx.db, callerId(ctx.user), orderId));

  mountCall(app, deps, orderCancel, ({ id, reason }, ctx) => cancelOrder(ctx.db, callerId(ctx.user), id, reason));
  mountCall(app, deps, orderDelete, ({ id }, ctx) => deleteOrder(ctx.db, callerId(ctx.user), id, ctx.now));
  mountCall(app, deps, orderReschedule, (change, ctx) => rescheduleOrder(ctx.db, callerId(ctx.user), change, ctx.now));
  mountCall(app, deps, orderConfirmReceipt, ({ id }, ctx) => confirmReceipt(ctx.db, callerId(ctx.user), id));
  mountCall(app, deps, orderReorder, ({ orderId }, ctx) => reorderOf(ctx.db, callerId(ctx.user), orderId, ctx.lang));
  mountRatingRoutes(app, deps);
}
