import type { Hono } from 'hono';
import {
  officeOrderFilter,
  officeOrderFind,
  officeOrderPage,
  officeRefundReview,
  ORDER_EXPORT_PATH,
} from '../../../src/shared/contract/office-orders';
import type { ServerDeps } from '../../http/context';
import { mountCall } from '../../http/mount-call';
import { jsonBody, mountSignedRawRoute } from '../../http/signed-raw-route';
import { requireAction } from '../../staff/permissions';
import { workOfOrder } from '../../staff/work-orders/customer-work';
import { csvDownloadHeaders, csvFileName } from '../csv';
import { orderCsvStream } from './order-export';
import { officeOrderFind as findOrder, officeOrderPage as orderPage } from './office-orders.service';
import { officeReviewRefund } from './office-refunds.service';

/** The back office's orders and refunds. */
export function mountOfficeOrderRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, officeOrderPage, (q, ctx) => orderPage(ctx.db, ctx.user, q, ctx.now));
  mountCall(app, deps, officeOrderFind, (q, ctx) =>
    findOrder(ctx.db, ctx.user, q.id, ctx.lang, ctx.now, deps.config, (db, order) =>
      workOfOrder(db, deps.config, order, ctx.now, ctx.lang),
    ),
  );
  mountCall(app, deps, officeRefundReview, (input, ctx) =>
    // the money goes back once this decision is committed, never from inside it
    officeReviewRefund(ctx.db, ctx.user, input, ctx.now, () => ctx.afterCommit(() => deps.refunds.sendDue())),
  );
  mountOrderExport(app, deps);
}

/** The orders of a search as CSV, streamed: a signed raw route, not a JSON call, so not in `allCalls`. */
function mountOrderExport(app: Hono, deps: ServerDeps) {
  mountSignedRawRoute(app, deps, {
    path: ORDER_EXPORT_PATH,
    mutating: false,
    permit: (user) => requireAction(user, 'officeOrdersView'),
    body: jsonBody(officeOrderFilter),
    answer: ({ c, caller, input, now }) =>
      c.body(orderCsvStream(deps.database.db, caller, input, now), 200, csvDownloadHeaders(csvFileName('orders', now))),
  });
}
