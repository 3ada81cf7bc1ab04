import type Stripe from 'stripe';
import { refusedByState, resourceMissing } from './errors';
import { eventBody } from './events';
import { newId, nowSeconds } from './ids';
import { Ledger, type AccountHooks, type RequestContext } from './ledger';
import { PaymentAttempts, type OpenSession, type PayChoice } from './payment-attempts';
import { RefundDesk } from './refunds';
import type { RefundRequest } from './refund-params';
import { buildSession } from './session-object';
import type { LineItem, SessionRequest } from './session-params';

/** The money part of the fake: one Stripe account's Checkout Sessions, with their payments and refunds. */
export class FakeAccount extends Ledger {
  private readonly hooks: AccountHooks;
  private readonly attempts: PaymentAttempts;
  private readonly refundDesk: RefundDesk;

  constructor(hooks: AccountHooks) {
    super();
    this.hooks = hooks;
    this.attempts = new PaymentAttempts(this, hooks);
    this.refundDesk = new RefundDesk(this, hooks);
  }

  // ---- Checkout Sessions ----

  createSession(request: SessionRequest): Stripe.Checkout.Session {
    const id = newId('cs_test_', 58);
    const session = buildSession({
      id,
      created: nowSeconds(),
      expiresAt: request.expiresAt,
      currency: request.currency,
      amountTotal: request.amountTotal,
      paymentMethodTypes: request.paymentMethodTypes,
      allowedPaymentMethodTypes: request.allowedPaymentMethodTypes,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      clientReferenceId: request.clientReferenceId,
      customerEmail: request.customerEmail,
      metadata: request.metadata,
      locale: request.locale,
      url: `${this.hooks.baseUrl()}/c/pay/${id}`,
    });
    this.sessions.set(id, session);
    this.sessionExtras.set(id, {
      lineItems: request.lineItems,
      paymentIntentData: request.paymentIntentData,
      attempt: null,
    });
    return session;
  }

  /** A session as it stands; one past its `expires_at` expires now, as Stripe expires it itself. */
  session(id: string, param = 'session'): Stripe.Checkout.Session {
    const session = this.sessions.get(id);
    if (!session) throw resourceMissing('checkout.session', id, param);
    if (session.status === 'open' && nowSeconds() >= session.expires_at) this.closeExpired(session, null);
    return session;
  }

  lineItems(sessionId: string): readonly LineItem[] {
    return this.sessionExtras.get(sessionId)?.lineItems ?? [];
  }

  expireSession(id: string, request: RequestContext | null): Stripe.Checkout.Session {
    const session = this.session(id);
    if (session.status !== 'open') {
      throw refusedByState(
        `This Checkout Session is not in an expirable state. Only Checkout Sessions with status 'open' can be expired; this one is '${session.status}'.`,
      );
    }
    this.closeExpired(session, request);
    return session;
  }

  private closeExpired(session: Stripe.Checkout.Session, request: RequestContext | null): void {
    session.status = 'expired';
    session.url = null;
    this.hooks.emit(eventBody('checkout.session.expired', session), request);
  }

  private openSession(id: string): OpenSession {
    const session = this.session(id);
    const extras = this.sessionExtras.get(id);
    if (session.status !== 'open' || !extras) {
      throw new Error(`Checkout Session ${id} is ${session.status}, not open: nothing can be paid on it`);
    }
    return { session, extras };
  }

  // ---- the payer's attempts ----

  /** The payer pays: a succeeded PaymentIntent, its Charge and BalanceTransaction; the session completes. */
  pay(sessionId: string, choice: PayChoice = {}): Stripe.Checkout.Session {
    return this.attempts.pay(this.openSession(sessionId), choice);
  }

  /** The payer's method is declined; the session stays open for another try. */
  decline(
    sessionId: string,
    choice: Pick<PayChoice, 'method'> = {},
  ): { session: Stripe.Checkout.Session; message: string } {
    return this.attempts.decline(this.openSession(sessionId), choice);
  }

  // ---- Refunds ----

  createRefund(request: RefundRequest, context: RequestContext): Stripe.Refund {
    return this.refundDesk.create(request, context);
  }

  /** Moves a pending refund on, as the payer's bank answers days later. */
  settleRefund(id: string, outcome: 'succeeded' | 'failed'): Stripe.Refund {
    return this.refundDesk.settle(id, outcome);
  }
}
