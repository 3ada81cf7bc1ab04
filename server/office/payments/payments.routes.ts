import type { Hono } from 'hono';
import { officeManualRefund, officePaymentPage, officeSettlement } from '../../../src/shared/contract/office-payments';
import type { ServerDeps } from '../../http/context';
import { mountCall } from '../../http/mount-call';
import { manualRefund, paymentPage, settlement } from './payments.service';

/** The back office's payments: the search, refunds returned another way, the day's settlement. */
export function mountOfficePaymentRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, officePaymentPage, (q, ctx) => paymentPage(ctx.db, ctx.user, q));
  mountCall(app, deps, officeManualRefund, (input, ctx) => manualRefund(ctx.db, ctx.user, input, ctx.now));
  mountCall(app, deps, officeSettlement, (q, ctx) => settlement(ctx.db, ctx.user, q.date));
}
