import type { Hono } from 'hono';
import { html } from 'hono/html';
import {
  orderExtraWorkPay,
  orderExtraWorkPayStatus,
  payMethods,
  payParam,
  payStatusCall,
  refundCancel,
  refundFind,
  refundRequest,
} from '../../src/shared/contract/orders';
import type { ServerDeps } from '../http/context';
import { requestBodyLimit } from '../http/body-limit';
import { signedIn } from '../http/errors';
import { mountCall } from '../http/mount-call';
import { langFromHeader } from '../i18n/language';
import { findOwnRefund, requestOwnRefund, revokeOwnRefund } from '../refunds/refund.service';
import { extraChargePayStatus, payExtraCharge } from './charge-payment';
import { openCheckout } from './checkout-start';
import { receiveWebhook } from './gateway-events';
import { payParams, payStatusOf } from './payment.service';
import { mountSandboxPages } from './sandbox/sandbox.routes';

/** A gateway's event is small; anything much larger is not one. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export function mountPaymentRoutes(app: Hono, deps: ServerDeps) {
  const gateway = deps.payments;
  mountCall(app, deps, payMethods, () =>
    Promise.resolve({ gateway: gateway.name, mode: gateway.mode, methods: [...gateway.methods] }),
  );
  mountCall(app, deps, payParam, (input, ctx) => payParams(ctx.db, signedIn(ctx.user).id, input, gateway, ctx));
  mountCall(app, deps, payStatusCall, (query, ctx) => payStatusOf(ctx.db, signedIn(ctx.user).id, query, ctx.now));
  mountCall(app, deps, orderExtraWorkPay, (input, ctx) =>
    payExtraCharge(ctx.db, signedIn(ctx.user).id, input, gateway, ctx),
  );
  mountCall(app, deps, orderExtraWorkPayStatus, (query, ctx) =>
    extraChargePayStatus(ctx.db, signedIn(ctx.user).id, query, ctx.now),
  );

  mountCall(app, deps, refundRequest, (input, ctx) => requestOwnRefund(ctx.db, signedIn(ctx.user).id, input, ctx.now));
  mountCall(app, deps, refundCancel, ({ id }, ctx) => revokeOwnRefund(ctx.db, signedIn(ctx.user).id, id, ctx.now));
  mountCall(app, deps, refundFind, ({ orderId }, ctx) => findOwnRefund(ctx.db, signedIn(ctx.user).id, orderId));

  // no gateway chosen (a production start refuses that): no pages, no events
  if (!deps.config.paymentGateway) return;

  app.get('/pay/start/:reference', async (c) => {
    const answer = await openCheckout(deps, c.req.param('reference'), langFromHeader(c.req.query('lang')));
    if ('redirect' in answer) return c.redirect(answer.redirect, 303);
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width,initial-scale=1" />
            <title>Roda</title>
          </head>
          <body>
            <main>
              <h1>This payment link is not valid.</h1>
              <p><a href="/app/pages-order/list/OrderList">Back to my orders</a></p>
            </main>
          </body>
        </html>`,
      404,
    );
  });

  // before reading it: a delivery larger than any event is not read at all
  app.use(
    gateway.webhook.path,
    requestBodyLimit(WEBHOOK_BODY_LIMIT, (c) => c.json({ received: false }, 413)),
  );
  app.post(gateway.webhook.path, async (c) => {
    const raw = await c.req.text();
    const { status, outcome } = await receiveWebhook(deps, raw, c.req.header(gateway.webhook.signatureHeader) ?? '');
    return c.json({ received: status === 200, outcome }, status);
  });

  if (gateway.name === 'sandbox') mountSandboxPages(app, deps);
}
