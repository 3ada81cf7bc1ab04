import type Stripe from 'stripe';
import { refusedByState, resourceMissing } from './errors';
import { eventBody, type EventBody } from './events';
import { processingFee } from './fees';
import { newId, nowSeconds } from './ids';
import { fpxBankNamed, isFakeMethod, type FakeMethod } from './methods';
import {
  buildBalanceTransaction,
  buildCharge,
  buildCustomerDetails,
  buildPaymentError,
  buildPaymentIntent,
  buildPaymentMethodDetails,
  buildRefund,
  buildSession,
  refundDestination,
} from './objects';
import type { LineItem, RefundRequest, SessionRequest } from './params';

/** The API request behind a change, for the event's `request`; null for what the payer or Stripe did. */
export interface RequestContext {
  id: string;
  idempotencyKey: string | null;
}

export type RefundOutcome = 'succeeded' | 'pending' | 'failed';

export interface AccountHooks {
  /** Where the hosted page lives (`<url>/c/pay/<session id>`). */
  baseUrl(): string;
  refundOutcome(): RefundOutcome;
  emit(body: EventBody, request: RequestContext | null): void;
}

/** What a session keeps that its Stripe object does not show. */
interface SessionExtras {
  lineItems: LineItem[];
  paymentIntentData: SessionRequest['paymentIntentData'];
  /** The PaymentIntent of the payer's attempts, made on the first one and reused by the next. */
  attempt: string | null;
}

export interface PayChoice {
  /** One of the session's payment_method_types; the first when not given. */
  method?: FakeMethod;
  /** The FPX bank code (e.g. 'maybank2u'); Maybank2U when not given. */
  bank?: string;
}

/** What a declined attempt shows the payer, by method (Checkout's own wording for cards). */
export const DECLINE_MESSAGES: Record<FakeMethod, string> = {
  card: 'Your card was declined.',
  fpx: 'The bank declined the payment.',
  grabpay: 'GrabPay declined the payment.',
};

/** Refund failure reasons from Stripe's documented list, by what was paid with. */
const REFUND_FAILURE_REASON: Record<FakeMethod, string> = {
  card: 'lost_or_stolen_card',
  fpx: 'declined',
  grabpay: 'declined',
};

const formatAmount = (amount: number, currency: string): string =>
  currency === 'myr' ? `RM${(amount / 100).toFixed(2)}` : `${(amount / 100).toFixed(2)} ${currency}`;

/** The money part of the fake: one Stripe account's sessions, payments and refunds. */
export class FakeAccount {
  readonly sessions = new Map<string, Stripe.Checkout.Session>();
  readonly paymentIntents = new Map<string, Stripe.PaymentIntent>();
  readonly charges = new Map<string, Stripe.Charge>();
  readonly balanceTransactions = new Map<string, Stripe.BalanceTransaction>();
  readonly refunds = new Map<string, Stripe.Refund>();
  private readonly extras = new Map<string, SessionExtras>();
  private readonly hooks: AccountHooks;

  constructor(hooks: AccountHooks) {
    this.hooks = hooks;
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
    this.extras.set(id, { lineItems: request.lineItems, paymentIntentData: request.paymentIntentData, attempt: null });
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
    return this.extras.get(sessionId)?.lineItems ?? [];
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

  private openSession(id: string): { session: Stripe.Checkout.Session; extras: SessionExtras } {
    const session = this.session(id);
    const extras = this.extras.get(id);
    if (session.status !== 'open' || !extras) {
      throw new Error(`Checkout Session ${id} is ${session.status}, not open: nothing can be paid on it`);
    }
    return { session, extras };
  }

  private chosenMethod(session: Stripe.Checkout.Session, method: string | undefined): FakeMethod {
    const offered = session.payment_method_types.filter(isFakeMethod);
    const chosen = method ?? offered[0];
    if (!chosen || !isFakeMethod(chosen) || !offered.includes(chosen)) {
      throw new Error(`Checkout Session ${session.id} does not offer ${method}; it offers ${offered.join(', ')}`);
    }
    return chosen;
  }

  /** The attempt's PaymentIntent: Checkout creates it when the payer first confirms. */
  private attemptIntent(session: Stripe.Checkout.Session, extras: SessionExtras): Stripe.PaymentIntent {
    const existing = extras.attempt ? this.paymentIntents.get(extras.attempt) : undefined;
    if (existing) return existing;
    const intent = buildPaymentIntent({
      id: newId('pi_'),
      created: nowSeconds(),
      amount: session.amount_total ?? 0,
      currency: session.currency ?? 'myr',
      description: extras.paymentIntentData.description,
      metadata: extras.paymentIntentData.metadata,
      paymentMethodTypes: session.payment_method_types.filter(isFakeMethod),
      allowedPaymentMethodTypes: session.allowed_payment_method_types,
      receiptEmail: session.customer_email,
    });
    this.paymentIntents.set(intent.id, intent);
    extras.attempt = intent.id;
    return intent;
  }

  /** The payer pays: a succeeded PaymentIntent, its Charge and BalanceTransaction; the session completes. */
  pay(sessionId: string, choice: PayChoice = {}): Stripe.Checkout.Session {
    const { session, extras } = this.openSession(sessionId);
    const method = this.chosenMethod(session, choice.method);
    const bank = choice.bank === undefined ? undefined : fpxBankNamed(choice.bank)?.code;
    if (choice.bank !== undefined && !bank) throw new Error(`${choice.bank} is not an FPX bank code`);
    const intent = this.attemptIntent(session, extras);
    const created = nowSeconds();
    const amount = intent.amount;
    const transactionId = newId('txn_');
    const charge = buildCharge({
      id: newId('ch_'),
      created,
      amount,
      currency: intent.currency,
      description: intent.description,
      metadata: intent.metadata,
      paymentIntent: intent.id,
      paymentMethod: newId('pm_'),
      balanceTransaction: transactionId,
      details: buildPaymentMethodDetails(method, amount, bank),
      email: session.customer_email,
    });
    const transaction = buildBalanceTransaction({
      id: transactionId,
      created,
      amount,
      currency: intent.currency,
      fee: processingFee(method, amount),
      // Stripe books card charges as 'charge' and local payment methods as 'payment'
      type: method === 'card' ? 'charge' : 'payment',
      reportingCategory: 'charge',
      source: charge.id,
      description: intent.description,
    });
    this.charges.set(charge.id, charge);
    this.balanceTransactions.set(transaction.id, transaction);
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: amount,
      latest_charge: charge.id,
      payment_method: charge.payment_method,
      last_payment_error: null,
    } satisfies Partial<Stripe.PaymentIntent>);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: intent.id,
      url: null,
      customer_details: buildCustomerDetails(session.customer_email),
    } satisfies Partial<Stripe.Checkout.Session>);
    this.hooks.emit(eventBody('payment_intent.succeeded', intent), null);
    this.hooks.emit(eventBody('charge.succeeded', charge), null);
    this.hooks.emit(eventBody('checkout.session.completed', session), null);
    return session;
  }

  /**
   * The payer's method is declined. Checkout keeps an immediate method's session open for another
   * try; the attempt's PaymentIntent goes back to needing a payment method.
   */
  decline(
    sessionId: string,
    choice: Pick<PayChoice, 'method'> = {},
  ): { session: Stripe.Checkout.Session; message: string } {
    const { session, extras } = this.openSession(sessionId);
    const method = this.chosenMethod(session, choice.method);
    const intent = this.attemptIntent(session, extras);
    const message = DECLINE_MESSAGES[method];
    Object.assign(intent, {
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: buildPaymentError(method, message),
    } satisfies Partial<Stripe.PaymentIntent>);
    this.hooks.emit(eventBody('payment_intent.payment_failed', intent), null);
    return { session, message };
  }

  // ---- PaymentIntents ----

  paymentIntent(id: string, param = 'intent'): Stripe.PaymentIntent {
    const intent = this.paymentIntents.get(id);
    if (!intent) throw resourceMissing('payment_intent', id, param);
    return intent;
  }

  // ---- Refunds ----

  refund(id: string): Stripe.Refund {
    const refund = this.refunds.get(id);
    if (!refund) throw resourceMissing('refund', id);
    return refund;
  }

  createRefund(request: RefundRequest, context: RequestContext): Stripe.Refund {
    const intent = this.paymentIntent(request.paymentIntent, 'payment_intent');
    const charge = typeof intent.latest_charge === 'string' ? this.charges.get(intent.latest_charge) : undefined;
    if (intent.status !== 'succeeded' || !charge) {
      throw refusedByState(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'payment_intent_unexpected_state',
        'payment_intent',
      );
    }
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) {
      throw refusedByState(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
    }
    const amount = request.amount ?? left;
    if (amount > left) {
      throw refusedByState(
        `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(left, charge.currency)})`,
        'amount_too_large',
        'amount',
      );
    }
    const method = this.methodOf(charge);
    const status = this.hooks.refundOutcome();
    const created = nowSeconds();
    const id = newId('re_');
    const transaction = buildBalanceTransaction({
      id: newId('txn_'),
      created,
      amount: -amount,
      currency: charge.currency,
      fee: 0,
      type: method === 'card' ? 'refund' : 'payment_refund',
      reportingCategory: 'refund',
      source: id,
      description: null,
    });
    this.balanceTransactions.set(transaction.id, transaction);
    const failure = status === 'failed' ? this.refundFailure(id, amount, charge.currency, method, created) : null;
    const refund = buildRefund({
      id,
      created,
      amount,
      currency: charge.currency,
      charge: charge.id,
      paymentIntent: intent.id,
      paymentMethod: typeof intent.payment_method === 'string' ? intent.payment_method : null,
      method,
      metadata: request.metadata,
      reason: request.reason,
      status,
      balanceTransaction: transaction.id,
      failureReason: failure ? REFUND_FAILURE_REASON[method] : null,
      failureBalanceTransaction: failure,
    });
    this.refunds.set(id, refund);
    // pending refunds count against the charge: the money is on its way back
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    if (status !== 'failed') this.countRefunded(charge, amount);
    this.hooks.emit(eventBody('refund.created', refund), context);
    if (status === 'succeeded') this.hooks.emit(eventBody('charge.refunded', charge, previous), context);
    return refund;
  }

  /** Moves a pending refund on, as the payer's bank answers days later. */
  settleRefund(id: string, outcome: 'succeeded' | 'failed'): Stripe.Refund {
    const refund = this.refund(id);
    if (refund.status !== 'pending') throw new Error(`refund ${id} is ${refund.status}, not pending`);
    const charge = this.charges.get(typeof refund.charge === 'string' ? refund.charge : '');
    if (!charge) throw new Error(`refund ${id} has no charge in the fake`);
    const method = this.methodOf(charge);
    delete refund.pending_reason;
    refund.status = outcome;
    refund.destination_details = refundDestination(method, outcome);
    if (outcome === 'succeeded') {
      this.hooks.emit(eventBody('refund.updated', refund, { status: 'pending' }), null);
      return refund;
    }
    refund.failure_reason = REFUND_FAILURE_REASON[method];
    refund.failure_balance_transaction = this.refundFailure(id, refund.amount, refund.currency, method, nowSeconds());
    this.countRefunded(charge, -refund.amount);
    this.hooks.emit(eventBody('refund.failed', refund), null);
    this.hooks.emit(eventBody('refund.updated', refund, { status: 'pending' }), null);
    return refund;
  }

  /** The money a failed refund puts back in the balance. */
  private refundFailure(refundId: string, amount: number, currency: string, method: FakeMethod, created: number) {
    const transaction = buildBalanceTransaction({
      id: newId('txn_'),
      created,
      amount,
      currency,
      fee: 0,
      type: method === 'card' ? 'refund_failure' : 'payment_failure_refund',
      reportingCategory: 'refund_failure',
      source: refundId,
      description: 'REFUND FOR FAILED REFUND',
    });
    this.balanceTransactions.set(transaction.id, transaction);
    return transaction.id;
  }

  private countRefunded(charge: Stripe.Charge, delta: number): void {
    charge.amount_refunded += delta;
    charge.refunded = charge.amount_refunded === charge.amount;
  }

  private methodOf(charge: Stripe.Charge): FakeMethod {
    const type = charge.payment_method_details?.type ?? 'card';
    return isFakeMethod(type) ? type : 'card';
  }
}
