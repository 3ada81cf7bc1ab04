import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { paymentMethods } from '../../../src/shared/contract/orders';
import type { ServerDeps } from '../../http/context';
import { payResultPath } from '../checkout-start';
import { paymentByReference } from '../payment.service';
import { fpxBanks } from './fpx-banks';
import { recordSandboxOutcome, signCallback } from './sandbox-gateway';
import { checkoutPage } from './sandbox-page';

/**
 * The sandbox gateway's own pages (development and staging only, PAYMENT_GATEWAY=sandbox): its
 * hosted checkout and its form. The form records what the payer did in the sandbox's book, then
 * calls the merchant server-to-server, signed, as a real gateway does. With a real gateway none of
 * these exist.
 */
export function mountSandboxPages(app: Hono, deps: ServerDeps) {
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
    const chosen = paymentMethods.find((m) => m === payment.method);
    return c.html(
      checkoutPage({
        reference,
        orderNo,
        amountSen: payment.amountSen,
        open: payment.status === 'pending',
        banks: fpxBanks,
        methods: chosen ? [chosen] : paymentMethods,
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
    if (outcome === 'cancel')
      return c.redirect(payResultPath(payment.orderId, reference, 'cancelled', payment.extraChargeId), 303);
    const bank = method === 'fpx' ? String(form.bank ?? '') : '';
    const paid = outcome === 'approve';
    const taken = bank ? `fpx:${bank}` : method;
    // the sandbox's own book first: a lost callback is then found by a status fetch
    await recordSandboxOutcome(deps.database.db, { reference, method: taken, paid, amountSen: payment.amountSen });
    const body = JSON.stringify({
      id: `sbx_${randomBytes(8).toString('hex')}`,
      reference,
      status: paid ? 'paid' : 'failed',
      method: taken,
      amountSen: payment.amountSen,
    });
    // at the configured public address, never at whatever host the browser's request named
    try {
      await fetch(`${deps.config.publicBaseUrl}${deps.payments.webhook.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [deps.payments.webhook.signatureHeader]: signCallback(deps.config.paymentSecret, body),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      deps.log.warn({ err: error, reference }, 'sandbox callback failed; reconciliation will find the result');
    }
    return c.redirect(
      payResultPath(payment.orderId, reference, paid ? undefined : 'failed', payment.extraChargeId),
      303,
    );
  });
}
