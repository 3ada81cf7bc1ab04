import Stripe from 'stripe';
import type { PaymentMethod } from '../../../src/shared/contract/orders';
import type { CheckoutVerdict, GatewayEvent, PaymentGateway, RefundVerdict } from '../gateway';
import { stripeCheckoutParams } from './checkout-params';

/** Card, FPX online banking and GrabPay: what Stripe takes from Malaysian customers in MYR. */
export const STRIPE_METHODS = ['card', 'fpx', 'grabpay'] as const satisfies readonly PaymentMethod[];

/** Stripe's signature tolerance: an event signed longer ago than this is refused (a replay). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Tests only: a local fake of Stripe's API (http://127.0.0.1:12111); production refuses it. */
  apiUrl: string | null;
}

/** `sk_live_`/`rk_live_` keys move real money; every other key is Stripe's test mode. */
export const stripeMode = (secretKey: string): 'live' | 'test' => (/^[sr]k_live_/.test(secretKey) ? 'live' : 'test');

/** The official SDK, pointed at Stripe or (tests) at a local fake. */
export function stripeClient({ secretKey, apiUrl }: StripeSettings): Stripe {
  const target = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    telemetry: false,
    // the SDK retries network failures itself with the same idempotency key
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Roda' },
    ...(target
      ? {
          host: target.hostname,
          port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
          protocol: target.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

const paymentIntentId = (value: string | Stripe.PaymentIntent | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The method a session took: the one it allowed, or 'stripe' until the charge tells (recordSettlements). */
function sessionMethod(session: Stripe.Checkout.Session): string {
  const types = session.allowed_payment_method_types ?? session.payment_method_types;
  return types.length === 1 ? (types[0] ?? 'stripe') : 'stripe';
}

/** A Checkout Session as a verdict; `paidAt` is when Stripe said so, or now for a fetch. */
function sessionVerdict(session: Stripe.Checkout.Session, paidAt: Date): CheckoutVerdict {
  if (session.status === 'expired') return { state: 'expired' };
  if (session.status === 'complete' && session.payment_status === 'paid') {
    return {
      state: 'paid',
      method: sessionMethod(session),
      amountSen: session.amount_total ?? 0,
      gatewayPaymentId: paymentIntentId(session.payment_intent),
      paidAt,
    };
  }
  if (session.status === 'complete' && typeof session.payment_intent === 'object' && session.payment_intent) {
    // completed but unpaid: a delayed method still working, or one that failed
    const intent = session.payment_intent.status;
    if (intent === 'requires_payment_method' || intent === 'canceled') {
      return { state: 'failed', method: sessionMethod(session) };
    }
  }
  return { state: 'open' };
}

function refundVerdict(refund: Stripe.Refund): RefundVerdict {
  if (refund.status === 'succeeded') return { state: 'succeeded', gatewayRefundId: refund.id };
  if (refund.status === 'failed' || refund.status === 'canceled') {
    return { state: 'failed', gatewayRefundId: refund.id, reason: refund.failure_reason ?? refund.status };
  }
  return { state: 'pending', gatewayRefundId: refund.id };
}

/** The method as Stripe charged it: 'card:visa', 'fpx:maybank2u', 'grabpay'. */
function chargedMethod(charge: Stripe.Charge): string | null {
  const details = charge.payment_method_details;
  if (!details) return null;
  if (details.type === 'card' && details.card) return `card:${details.card.brand ?? 'card'}`;
  if (details.type === 'fpx' && details.fpx) return `fpx:${details.fpx.bank}`;
  return details.type;
}

/** Our reference in a Checkout Session: client_reference_id, else its metadata. */
const referenceOf = (session: Stripe.Checkout.Session): string | null =>
  session.client_reference_id ?? session.metadata?.payment_reference ?? null;

/** A verified Stripe event in Roda's terms; events Roda does not need are 'ignored' (answered 2xx). */
export function eventOf(event: Stripe.Event): GatewayEvent {
  const base = { id: event.id, type: event.type, payload: event };
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired': {
      const reference = referenceOf(event.data.object);
      if (!reference) return { ...base, kind: 'ignored' };
      return { ...base, kind: 'checkout', reference, verdict: sessionVerdict(event.data.object, at) };
    }
    case 'checkout.session.async_payment_failed': {
      const reference = referenceOf(event.data.object);
      if (!reference) return { ...base, kind: 'ignored' };
      return {
        ...base,
        kind: 'checkout',
        reference,
        verdict: { state: 'failed', method: sessionMethod(event.data.object) },
      };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      return {
        ...base,
        kind: 'refund',
        refundKey: refund.metadata?.roda_refund ?? null,
        verdict: refundVerdict(refund),
      };
    }
    default:
      return { ...base, kind: 'ignored' };
  }
}

/**
 * Stripe (PAYMENT_GATEWAY=stripe): a hosted Checkout Session per attempt, restricted to the
 * method the customer chose (the FPX bank is picked on Stripe's page, which shows which banks are
 * up), confirmed by signed webhooks or a fetch; refunds through /v1/refunds. docs/decisions/020.
 */
export function createStripeGateway(settings: StripeSettings): PaymentGateway {
  const stripe = stripeClient(settings);

  async function fetchCheckout(gatewayRef: string): Promise<CheckoutVerdict> {
    const session = await stripe.checkout.sessions.retrieve(gatewayRef, { expand: ['payment_intent'] });
    return sessionVerdict(session, new Date());
  }

  return {
    name: 'stripe',
    mode: stripeMode(settings.secretKey),
    methods: STRIPE_METHODS,
    webhook: { path: '/pay/stripe/webhook', signatureHeader: 'stripe-signature' },

    async start(input) {
      const session = await stripe.checkout.sessions.create(stripeCheckoutParams(input, STRIPE_METHODS), {
        idempotencyKey: input.idempotencyKey,
      });
      if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a url`);
      return { gatewayRef: session.id, checkoutUrl: session.url };
    },

    verifyEvent(rawBody, signature, now) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
      } catch {
        return null;
      }
      return eventOf(event);
    },

    fetchCheckout,

    async cancelCheckout(gatewayRef) {
      try {
        return sessionVerdict(await stripe.checkout.sessions.expire(gatewayRef), new Date());
      } catch (error) {
        // only an open session can be expired: one that was paid (or expired) first says so
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return fetchCheckout(gatewayRef);
        throw error;
      }
    },

    async refund({ gatewayPaymentId, reference, amountSen, idempotencyKey, refundKey }) {
      if (!gatewayPaymentId) throw new Error(`payment ${reference} has no Stripe PaymentIntent to refund`);
      const refund = await stripe.refunds.create(
        {
          payment_intent: gatewayPaymentId,
          amount: amountSen,
          metadata: { roda_refund: refundKey, payment_reference: reference },
        },
        { idempotencyKey },
      );
      return refundVerdict(refund);
    },

    async fetchRefund(gatewayRefundId) {
      return refundVerdict(await stripe.refunds.retrieve(gatewayRefundId));
    },

    async settlement(gatewayPaymentId) {
      const intent = await stripe.paymentIntents.retrieve(gatewayPaymentId, {
        expand: ['latest_charge.balance_transaction'],
      });
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      if (!charge) return null;
      const balance = typeof charge.balance_transaction === 'object' ? charge.balance_transaction : null;
      return {
        method: chargedMethod(charge),
        feeSen: balance?.fee ?? null,
        netSen: balance?.net ?? null,
      };
    },
  };
}
