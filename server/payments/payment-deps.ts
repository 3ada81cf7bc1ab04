import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../log';
import type { NotificationSender } from '../notifications/sender';
import type { PaymentGateway } from './gateway';
import type { RefundDispatcher } from './refund-dispatch';

/**
 * What the payment work outside a call needs (webhooks, the checkout start, reconciliation): the
 * server's shared parts, passed in from above (docs/decisions/015-server-areas.md).
 */
export interface PaymentDeps {
  database: Database;
  log: Logger;
  payments: PaymentGateway;
  refunds: RefundDispatcher;
  notifications: Pick<NotificationSender, 'kick'>;
  config: Pick<ServerConfig, 'publicBaseUrl'>;
}
