import type { PaymentMethod } from '../../src/shared/contract/orders';
import type { Lang } from '../i18n/language';

/**
 * What Roda needs from a payment gateway (docs/decisions/020): start a checkout, verify an event,
 * fetch a checkout's state, cancel it, refund (pending until the gateway confirms), and read the
 * fee. Real gateways confirm late, twice, out of order or never, and return money days later or not
 * at all; every answer here is a state to record, never a promise kept at once. No method is
 * called inside a database transaction: the caller records its intent first and commits.
 */
export interface PaymentGateway {
  name: GatewayName;
  /** 'live' moves real money; 'test' is the gateway's own test mode; 'sandbox' is Roda's (no money). */
  mode: 'sandbox' | 'test' | 'live';
  /** The methods a payer may choose; the app offers only these. */
  methods: readonly PaymentMethod[];
  /** Where the gateway posts its events, and the header carrying their signature. */
  webhook: { path: string; signatureHeader: string };
  /** Opens a checkout; a repeat with the same idempotency key is the same checkout. */
  start(input: CheckoutStart): Promise<{ gatewayRef: string; checkoutUrl: string }>;
  /** The event in a signed delivery; null when forged, stale or not the gateway's. */
  verifyEvent(rawBody: string, signature: string, now: Date): GatewayEvent | null;
  /** What the gateway says of a checkout now. */
  fetchCheckout(gatewayRef: string): Promise<CheckoutVerdict>;
  /** Closes a checkout so no money can arrive; answers its state after (it may have been paid first). */
  cancelCheckout(gatewayRef: string): Promise<CheckoutVerdict>;
  /** Asks for money back; a repeat with the same idempotency key is the same refund. */
  refund(input: RefundStart): Promise<RefundVerdict>;
  fetchRefund(gatewayRefundId: string): Promise<RefundVerdict>;
  /**
   * How a paid payment settled: the method as charged ('card:visa'), the gateway's fee and what the
   * shop receives (null while the gateway does not know yet); null when it has nothing to say.
   */
  settlement(gatewayPaymentId: string): Promise<Settlement | null>;
}

export type GatewayName = 'sandbox' | 'stripe';

export interface Settlement {
  method: string | null;
  feeSen: number | null;
  netSen: number | null;
}

export interface CheckoutStart {
  /** Ours; the gateway hands it back in every event about this checkout. */
  reference: string;
  orderNo: string;
  amountSen: number;
  /** The payer's choice; null (apps before 1.2 name none): every method the gateway offers. */
  method: PaymentMethod | null;
  lang: Lang;
  /** The app's pay result route, and the same with `result=cancelled`. */
  returnUrl: string;
  cancelUrl: string;
  /** The order's payment time; a gateway may have to keep its checkout open longer (Stripe: 30 min). */
  expiresAt: Date;
  /**
   * When the attempt was recorded. Whatever a gateway derives from time derives from this, never from
   * the clock at the start: every start of one attempt (a double tap, a second process) must ask
   * with the same parameters, or its idempotency key is refused.
   */
  attemptAt: Date;
  idempotencyKey: string;
}

export interface RefundStart {
  /** Our payment reference and the gateway's payment id (null for the sandbox). */
  reference: string;
  gatewayPaymentId: string | null;
  amountSen: number;
  idempotencyKey: string;
  /** Ours (gateway_refunds.id), carried in the refund's metadata so its events find it. */
  refundKey: string;
}

/** A checkout as the gateway sees it. */
export type CheckoutVerdict =
  | { state: 'open' }
  | { state: 'paid'; method: string; amountSen: number; gatewayPaymentId: string | null; paidAt: Date }
  | { state: 'failed'; method: string }
  | { state: 'expired' };

/** A refund as the gateway sees it. */
export type RefundVerdict =
  | { state: 'pending'; gatewayRefundId: string }
  | { state: 'succeeded'; gatewayRefundId: string }
  | { state: 'failed'; gatewayRefundId: string; reason: string };

/** One verified event, in Roda's terms; `payload` is kept as the gateway sent it. */
export type GatewayEvent = { id: string; type: string; payload: unknown } & (
  | { kind: 'checkout'; reference: string; verdict: CheckoutVerdict }
  | { kind: 'refund'; refundKey: string | null; verdict: RefundVerdict }
  | { kind: 'ignored' }
);

/** Working days until a refund usually reaches the payer, by how they paid (the customer is told). */
export function refundWorkingDays(method: string | null): number {
  const kind = (method ?? '').split(':')[0];
  // cards go back through the card network; bank transfers and wallets return sooner
  if (kind === 'card') return 10;
  if (kind === 'fpx' || kind === 'duitnow') return 7;
  return 5;
}
