import type { Hono } from 'hono';
import { staffRefundPage, staffRefundReview } from '../../../src/shared/contract/staff';
import type { ServerDeps } from '../../http/context';
import { mountCall } from '../../http/mount-call';
import { reviewStaffRefund, staffRefundPage as refundPage } from './staff-refunds.service';

/** The staff's review of refund requests. */
export function mountStaffRefundRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, staffRefundPage, (q, ctx) => refundPage(ctx.db, ctx.user, q, ctx.now));
  mountCall(app, deps, staffRefundReview, (input, ctx) =>
    // the money goes back once this decision is committed, never from inside it
    reviewStaffRefund(ctx.db, ctx.user, input, ctx.now, () => ctx.afterCommit(() => deps.refunds.sendDue())),
  );
}
