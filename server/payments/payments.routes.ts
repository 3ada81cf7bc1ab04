import type { Hono } from 'hono';
import { z } from 'zod';
import { ResultCode } from '../../src/shared/contract/codes';
import {
  paymentMethods,
  payParam,
  payStatusCall,
  refundCancel,
  refundFind,
  refundRequest,
} from '../../src/shared/contract/orders';
import type { ServerDeps } from '../http/context';
import { errorBody, sendEnvelope, successBody } from '../http/envelope';
import { AppError } from '../http/errors';
import { mountCall } from '../http/mount-call';
import { langFromHeader } from '../i18n/language';
import { findOwnRefund, requestOwnRefund, revokeOwnRefund } from '../refunds/refund.service';
import { fpxBanks } from './fpx-banks';
import { signCallback } from './gateway';
import { payParams, payStatusOf, paymentByReference, recordCallback } from './payment.service';
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
  mountCall(app, deps, payParam, ({ orderId }, ctx) =>
    payParams(ctx.db, requireUser(ctx.user).id, orderId, deps.payments, ctx.now),
  );
  mountCall(app, deps, payStatusCall, (query, ctx) => payStatusOf(ctx.db, requireUser(ctx.user).id, query, ctx.now));

  mountCall(app, deps, refundRequest, (input, ctx) =>
    requestOwnRefund(ctx.db, requireUser(ctx.user).id, input, ctx.now),
  );
  mountCall(app, deps, refundCancel, ({ id }, ctx) => revokeOwnRefund(ctx.db, requireUser(ctx.user).id, id, ctx.now));
  mountCall(app, deps, refundFind, ({ orderId }, ctx) => findOwnRefund(ctx.db, requireUser(ctx.user).id, orderId));

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
    const found = await paymentByReference(deps.database.db, reference);
    if (!found) return c.html(checkoutPage({ error: 'This payment link is not valid.' }), 404);
    const { payment, orderNo } = found;
    return c.html(
      checkoutPage({
        reference,
        orderNo,
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
    const payment = (await paymentByReference(deps.database.db, reference))?.payment;
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
    const outcome = await recordCallback(deps.database.db, parsed, new Date());
    // money recorded to go back is sent now that the decision is committed
    if (outcome === 'refunded') await deps.refunds.sendDue();
    // and the notices it recorded (payment received, appointment reminders' first run)
    deps.notifications.kick();
    return sendEnvelope(c, successBody({ outcome }, lang));
  });
}
