import type { IncomingMessage } from 'node:http';
import type { ActiveSession, SessionUser } from '../auth/session.service';
import type { ServerConfig } from '../config';
import type { Database, Db } from '../db/client';
import type { Lang } from '../i18n/language';
import type { Logger } from '../log';
import type { SmsAdapter } from '../auth/sms-adapter';
import type { PaymentGateway } from '../payments/gateway';
import type { RefundDispatcher } from '../payments/refund-dispatch';
import type { NotificationSender } from '../notifications/sender';
import type { EInvoiceSender } from '../einvoice/submission-job';

/** What the whole server shares: configuration, database, adapters, logger. */
export interface ServerDeps {
  config: ServerConfig;
  database: Database;
  log: Logger;
  sms: SmsAdapter;
  payments: PaymentGateway;
  /** Sends recorded refunds to the gateway, after the transactions that decided them. */
  refunds: RefundDispatcher;
  /** Pushes (or texts) recorded notices, after the transactions that recorded them (decision 019). */
  notifications: NotificationSender;
  /** Sends e-invoices to LHDN and asks about them, outside any transaction (decision 023). */
  einvoices: EInvoiceSender;
}

/** What one call's handler gets besides its validated payload. */
export interface CallContext {
  /** The call's transaction for mutating calls, the pool otherwise. */
  db: Db;
  deps: ServerDeps;
  lang: Lang;
  session: ActiveSession | null;
  user: SessionUser | null;
  ip: string;
  now: Date;
  /**
   * Runs `task` once the call's transaction has committed, before the answer is sent; never when
   * it rolls back. Outside systems (SMS, the payment gateway) are called from here only
   * (docs/architecture.md#after-commit).
   * A task's failure is logged, not answered: what it does must be retried from what was recorded.
   */
  afterCommit(task: () => Promise<unknown>): void;
}

/** The caller's address: the first X-Forwarded-For hop behind a trusted proxy, else the socket's. */
export function clientIp(request: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = request.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return request.socket.remoteAddress ?? 'unknown';
}
