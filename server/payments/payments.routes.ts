import type { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ResultCode } from '../../src/shared/contract/codes';
import {
  paymentMethods,
  payParam,
  payStatusCall,
  refundCancel,
  refundFind,
  refundRequest,
  type PayStatus,
} from '../../src/shared/contract/orders';
import { orders, payments } from '../db/schema';
import type { ServerDeps } from '../http/context';
import { errorBody, sendEnvelope, successBody } from '../http/envelope';
import { AppError, refuse } from '../http/errors';
import { mountCall } from '../http/mount-call';
import { langFromHeader } from '../i18n/language';
import { effectiveStatus, expireOrder, ownOrder } from '../orders/orders.service';
import { latestRefund, requestRefund, revokeRefund, toRefund } from '../refunds/refund.service';
import { fpxBanks } from './fpx-banks';
import { signCallback } from './gateway';
import { applyCallback, latestPayment, startPayment } from './payment.service';
import { checkoutPage } from './sandbox-page';

function requireUser(user: { id: number } | null) {
  if (!user) throw new AppError(ResultCode.sessionExpired, 'sessionExpired');
  return user;
}

const callbackBody = z.object({
  reference: z.string().min(1).max(64),
  status: z.enum(['paid', 'failed']),
  method: z.string().max(40),
  amountSen: z.number().int().nonnegative(),
});

export function mountPaymentRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, payParam, async ({ orderId }, ctx) => {
    const user = requireUser(ctx.user);
    const order = await ownOrder(ctx.db, user.id, orderId, true);
    if (effectiveStatus(order, ctx.now) !== order.status) {
      // kept: the order is closed now, its place and stock given back
      await expireOrder(ctx.db, order);
      return refuse(ResultCode.illegalTransition, 'paymentExpired');
    }
    const payment = await startPayment(ctx.db, order, deps.payments.name, ctx.now);
    return {
      reference: payment.reference,
      amountSen: payment.amountSen,
      paymentUrl: deps.payments.checkoutUrl(payment.reference),
      expiresAt: order.expiresAt?.toISOString() ?? '',
    };
  });

  mountCall(app, deps, payStatusCall, async ({ orderId, reference, cancelled }, ctx) => {
    const user = requireUser(ctx.user);
    let order = await ownOrder(ctx.db, user.id, orderId, true);
    const payment = await latestPayment(ctx.db, order.id);
    if (cancelled && order.status === 'unpaid' && payment?.status === 'pending') {
      await ctx.db.update(payments).set({ status: 'cancelled', updatedAt: ctx.now }).where(eq(payments.id, payment.id));
      await ctx.db.update(orders).set({ payStatus: 'cancelled', updatedAt: ctx.now }).where(eq(orders.id, order.id));
      order = await ownOrder(ctx.db, user.id, orderId);
    }
    let payStatus = order.payStatus as PayStatus;
    // back from the gateway before its callback landed: the result is on its way
    if (
      order.status === 'unpaid' &&
      reference &&
      payment?.reference === reference &&
      payment.status === 'pending' &&
      !cancelled
    ) {
      payStatus = 'waiting';
    }
    const status = effectiveStatus(order, ctx.now);
    if (status !== order.status) payStatus = 'cancelled';
    return {
      orderId: order.id,
      status,
      payStatus,
      paidAt: order.paidAt?.toISOString() ?? null,
    };
  });

  mountCall(app, deps, refundRequest, async ({ orderId, reason, contact }, ctx) => {
    const user = requireUser(ctx.user);
    const order = await ownOrder(ctx.db, user.id, orderId, true);
    const row = await requestRefund(ctx.db, order, reason, contact, ctx.now);
    return toRefund(row, order.actualPaySen);
  });

  mountCall(app, deps, refundCancel, async ({ id }, ctx) => {
    const user = requireUser(ctx.user);
    const row = await revokeRefund(ctx.db, user.id, id, ctx.now);
    const order = await ownOrder(ctx.db, user.id, row.orderId);
    return toRefund(row, order.actualPaySen);
  });

  mountCall(app, deps, refundFind, async ({ orderId }, ctx) => {
    const user = requireUser(ctx.user);
    const order = await ownOrder(ctx.db, user.id, orderId);
    const row = await latestRefund(ctx.db, order.id);
    return row ? toRefund(row, order.actualPaySen) : null;
  });

  if (deps.config.paymentGateway === 'sandbox') mountSandboxGateway(app, deps);
}

/**
 * The sandbox gateway (development and staging only, chosen by PAYMENT_GATEWAY=sandbox): its hosted
 * checkout page, its form, and our endpoint for its signed callbacks. With a real gateway none of
 * these exist.
 */
function mountSandboxGateway(app: Hono, deps: ServerDeps) {
  // the checkout page has its own inline stylesheet and posts its form to this origin; nothing else
  app.use('/pay/sandbox/*', async (c, next) => {
    await next();
    c.res.headers.set(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    );
  });
  app.get('/pay/sandbox/checkout', async (c) => {
    const reference = c.req.query('ref') ?? '';
    const [payment] = await deps.database.db.select().from(payments).where(eq(payments.reference, reference));
    if (!payment) return c.html(checkoutPage({ error: 'This payment link is not valid.' }), 404);
    const [order] = await deps.database.db.select().from(orders).where(eq(orders.id, payment.orderId));
    return c.html(
      checkoutPage({
        reference,
        orderNo: order?.orderNo ?? '',
        amountSen: payment.amountSen,
        open: payment.status === 'pending',
        banks: fpxBanks,
      }),
    );
  });

  app.post('/pay/sandbox/complete', async (c) => {
    const form = await c.req.parseBody();
    const reference = String(form.reference ?? '');
    const outcome = String(form.outcome ?? '');
    const method = String(form.method ?? 'fpx');
    const [payment] = await deps.database.db.select().from(payments).where(eq(payments.reference, reference));
    if (!payment || !(paymentMethods as readonly string[]).includes(method)) {
      return c.html(checkoutPage({ error: 'This payment link is not valid.' }), 400);
    }
    const back = (result: string) =>
      c.redirect(
        `/app/pages/pay/pay?orderId=${payment.orderId}&reference=${encodeURIComponent(reference)}&result=${result}`,
        303,
      );
    if (outcome === 'cancel') return back('cancelled');
    const bank = method === 'fpx' ? String(form.bank ?? '') : '';
    const body = JSON.stringify({
      reference,
      status: outcome === 'approve' ? 'paid' : 'failed',
      method: bank ? `fpx:${bank}` : method,
      amountSen: payment.amountSen,
    });
    // the gateway calls the merchant server-to-server, signed, as a real one does: at the configured
    // public address, never at whatever host the browser's request named
    try {
      await fetch(`${deps.config.publicBaseUrl}/api/pay/sandbox/callback`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-gateway-signature': signCallback(deps.config.paymentSecret, body),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      deps.log.warn({ err: error, reference }, 'sandbox callback failed; the app will see pending payment');
    }
    return back(outcome === 'approve' ? 'paid' : 'failed');
  });

  app.post('/api/pay/sandbox/callback', async (c) => {
    const lang = langFromHeader(undefined);
    const raw = await c.req.text();
    if (!deps.payments.verifyCallback(raw, c.req.header('x-gateway-signature') ?? '', new Date())) {
      return sendEnvelope(c, errorBody(new AppError(ResultCode.signatureInvalid, 'signatureInvalid'), lang));
    }
    let parsed: z.infer<typeof callbackBody>;
    try {
      parsed = callbackBody.parse(JSON.parse(raw));
    } catch {
      return sendEnvelope(c, errorBody(new AppError(ResultCode.badJson, 'badJson'), lang));
    }
    const outcome = await deps.database.db.transaction((tx) => applyCallback(tx as never, parsed, new Date()));
    // money recorded to go back is sent now that the decision is committed
    if (outcome === 'refunded') await deps.refunds.sendDue();
    return sendEnvelope(c, successBody({ outcome }, lang));
  });
}
