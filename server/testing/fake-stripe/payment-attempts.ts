import type Stripe from 'stripe';
import { buildBalanceTransaction } from './balance-transaction-object';
import { buildCharge, buildPaymentMethodDetails } from './charge-object';
import { eventBody } from './events';
import { processingFee } from './fees';
import { newId, nowSeconds } from './ids';
import type { AccountHooks, Ledger, SessionExtras } from './ledger';
import { fpxBankNamed, isFakeMethod, type FakeMethod } from './methods';
import { buildPaymentError, buildPaymentIntent } from './payment-intent-object';
import { buildCustomerDetails } from './session-object';

/** The payer's attempts on an open Checkout Session: paid (PaymentIntent, Charge, BalanceTransaction) or declined. */

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

/** A session still open for payment, with what its Stripe object does not show. */
export interface OpenSession {
  session: Stripe.Checkout.Session;
  extras: SessionExtras;
}

export class PaymentAttempts {
  private readonly ledger: Ledger;
  private readonly hooks: AccountHooks;

  constructor(ledger: Ledger, hooks: AccountHooks) {
    this.ledger = ledger;
    this.hooks = hooks;
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
  private attemptIntent({ session, extras }: OpenSession): Stripe.PaymentIntent {
    const existing = extras.attempt ? this.ledger.paymentIntents.get(extras.attempt) : undefined;
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
    this.ledger.paymentIntents.set(intent.id, intent);
    extras.attempt = intent.id;
    return intent;
  }

  /** The payer pays: a succeeded PaymentIntent, its Charge and BalanceTransaction; the session completes. */
  pay(open: OpenSession, choice: PayChoice = {}): Stripe.Checkout.Session {
    const { session } = open;
    const method = this.chosenMethod(session, choice.method);
    const bank = choice.bank === undefined ? undefined : fpxBankNamed(choice.bank)?.code;
    if (choice.bank !== undefined && !bank) throw new Error(`${choice.bank} is not an FPX bank code`);
    const intent = this.attemptIntent(open);
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
    this.ledger.charges.set(charge.id, charge);
    this.ledger.balanceTransactions.set(transaction.id, transaction);
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
    open: OpenSession,
    choice: Pick<PayChoice, 'method'> = {},
  ): { session: Stripe.Checkout.Session; message: string } {
    const { session } = open;
    const method = this.chosenMethod(session, choice.method);
    const intent = this.attemptIntent(open);
    const message = DECLINE_MESSAGES[method];
    Object.assign(intent, {
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: buildPaymentError(method, message),
    } satisfies Partial<Stripe.PaymentIntent>);
    this.hooks.emit(eventBody('payment_intent.payment_failed', intent), null);
    return { session, message };
  }
}
