import type { SmsAdapter } from '../auth/sms-adapter';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../log';
import type { PaymentGateway } from '../payments/gateway';
import { createRefundDispatcher } from '../payments/refund-dispatch';
import { createEInvoices } from '../einvoice/einvoice-pass';
import { createNotificationSender } from '../notifications/sender';
import type { ServerDeps } from './context';

/** Wires what the server shares, for `main.ts` and the test harness alike. */
export function createServerDeps(parts: {
  config: ServerConfig;
  database: Database;
  log: Logger;
  sms: SmsAdapter;
  payments: PaymentGateway;
}): ServerDeps & { stop(): Promise<void> } {
  const refunds = createRefundDispatcher(parts.database, parts.payments, parts.log);
  const notifications = createNotificationSender(parts);
  const einvoices = createEInvoices(parts.database, parts.log, parts.config.myinvois.apiUrl);
  return {
    ...parts,
    refunds,
    notifications,
    einvoices,
    /** Lets work already handed to outside systems finish before the database closes. */
    stop: async () => {
      await refunds.idle();
      await notifications.idle();
    },
  };
}
