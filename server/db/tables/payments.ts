/** The money: payment attempts, refunds through the gateway, the gateway's events (docs/decisions/020). */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { extraCharges } from './extra-work';
import { orders, refunds } from './orders';
import { users } from './people';

/**
 * One attempt to pay an order at the gateway. Recorded before the gateway is called (the intent),
 * then given the gateway's checkout once it exists; its status moves only forward (decision 020).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    /** Ours: the gateway carries it back in every event (Stripe: client_reference_id and metadata). */
    reference: text('reference').notNull().unique(),
    /** Set when the attempt pays an extra-work charge of the (already paid) order, not the order itself. */
    extraChargeId: integer('extra_charge_id').references(() => extraCharges.id),
    /** Chosen at the start ('fpx'), then as the gateway took it ('fpx:maybank2u', 'card:visa'). */
    method: text('method'),
    amountSen: integer('amount_sen').notNull(),
    status: text('status').notNull(),
    /** The last verdict applied, as the gateway gave it (for the office and for disputes). */
    callback: jsonb('callback'),
    /** The gateway's checkout (Stripe: the Checkout Session id) and where the payer is sent. */
    gatewayRef: text('gateway_ref'),
    checkoutUrl: text('checkout_url'),
    /** The gateway's payment (Stripe: the PaymentIntent id): what a refund and the fee refer to. */
    gatewayPaymentId: text('gateway_payment_id'),
    /**
     * The checkout may still take money: set when it is created, cleared once the gateway said paid,
     * expired or cancelled. Reconciliation asks the gateway about every open one (server/payments/reconcile.ts).
     */
    gatewayOpen: boolean('gateway_open').notNull().default(false),
    /** When reconciliation next asks the gateway about it (null: not before the order needs it). */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checks: integer('checks').notNull().default(0),
    /** The payer's browser came back from the gateway: the result is asked for sooner. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /** When the gateway took the money, by its own clock. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The gateway's fee and what the shop receives (Stripe: the balance transaction); null until known. */
    feeSen: integer('fee_sen'),
    netSen: integer('net_sen'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_open_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.gatewayOpen}`),
    index('payments_paid_day_idx').on(t.paidAt),
    // the office's payment search (server/office/payments): newest first, by state, by the gateway's ids
    index('payments_created_idx').on(t.createdAt, t.id),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    index('payments_gateway_ref_idx').on(t.gatewayRef),
    index('payments_gateway_payment_idx').on(t.gatewayPaymentId),
    index('payments_extra_charge_idx').on(t.extraChargeId),
  ],
);

/**
 * Money going back through the gateway, recorded in the transaction that decided it and sent after
 * that transaction committed (docs/decisions/012). One per payment at most, so a payment can never
 * be refunded twice; the gateway call carries `refund-<id>` as its idempotency key. Its status:
 * pending (to send) → sent (the gateway took it and will answer) → done | failed → manual (the
 * money went back another way, recorded by a person).
 */
export const gatewayRefunds = pgTable(
  'gateway_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amountSen: integer('amount_sen').notNull(),
    /** 'customerRefund': an approved refund request; 'latePayment': money for an order that could not take it. */
    reason: text('reason', { enum: ['customerRefund', 'latePayment'] }).notNull(),
    refundId: integer('refund_id').references(() => refunds.id),
    status: text('status', { enum: ['pending', 'sent', 'done', 'failed', 'manual'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time: a lease while one process sends or checks it, then the back-off. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The gateway's refund (Stripe: re_…). */
    gatewayReference: text('gateway_reference'),
    /** Why the gateway could not return the money (Stripe's failure_reason). */
    failureReason: text('failure_reason'),
    /** When the customer may expect the money, by the payment method's usual time. */
    expectedBy: timestamp('expected_by', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A failed refund returned another way: how, its reference, who recorded it and when. */
    manualMethod: text('manual_method'),
    manualReference: text('manual_reference'),
    manualNote: text('manual_note'),
    manualBy: integer('manual_by').references(() => users.id),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gateway_refunds_payment_uq').on(t.paymentId),
    index('gateway_refunds_due_idx').on(t.status, t.nextAttemptAt),
    index('gateway_refunds_gateway_idx').on(t.gatewayReference),
    // the office's settlement: refunds done on a Malaysian day
    index('gateway_refunds_done_idx').on(t.doneAt),
    index('gateway_refunds_refund_idx').on(t.refundId),
    index('gateway_refunds_manual_by_idx').on(t.manualBy),
  ],
);

/**
 * Every event a gateway sent, by its id: the unique index makes each one count once, however often
 * and however many at a time it is delivered. Kept with its outcome for the office and for disputes.
 */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** Our payment reference or the gateway's refund id the event is about; null for others. */
    subject: text('subject'),
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gateway_events_uq').on(t.provider, t.eventId)],
);

/**
 * The sandbox gateway's own book (development and staging only): what its payer did on its page, so
 * that it can answer a status fetch as a real gateway does when its callback was lost.
 */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  reference: text('reference').primaryKey(),
  method: text('method'),
  state: text('state', { enum: ['open', 'paid', 'failed', 'expired'] }).notNull(),
  amountSen: integer('amount_sen').notNull(),
  updatedAt: updatedAt(),
});
