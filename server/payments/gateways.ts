import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway } from './sandbox/sandbox-gateway';
import { createStripeGateway } from './stripe/stripe-gateway';

/**
 * The configured gateway. A second real gateway (Curlec, Billplz) is one more module behind the
 * same interface and one more case here (docs/decisions/020).
 */
export function createGateway(config: ServerConfig, db: Db): PaymentGateway {
  if (config.paymentGateway === 'stripe') return createStripeGateway(config.stripe);
  return createSandboxGateway(config.paymentSecret, db);
}

/** One line for the operator at start: which gateway, and whether real money moves. */
export function gatewayBanner(gateway: PaymentGateway): string {
  if (gateway.name === 'sandbox') return 'Payments: the sandbox gateway (no money moves).';
  return gateway.mode === 'live'
    ? `Payments: ${gateway.name} in LIVE mode (sk_live_ key): customers pay real money.`
    : `Payments: ${gateway.name} in TEST mode (sk_test_ key): no real money moves.`;
}
