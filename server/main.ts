import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDevelopmentSms } from './auth/sms-adapter';
import { createSandboxGateway } from './payments/gateway';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { pruneKeys } from './idempotency/idempotency.service';
import { expireOverdue } from './orders/orders.service';
import { createLogger } from './log';
import { seedIfEmpty } from './seed/seed';

const config = readConfig();
const log = createLogger(config.logLevel);
const started = performance.now();

const database = await openDatabase({
  ...config,
  onIdleError: (error) => log.warn({ err: error }, 'database connection lost; it will be reopened'),
});
const seeded = await seedIfEmpty(database.db);
await pruneKeys(database.db);
const app = createApp({
  config,
  database,
  log,
  sms: createDevelopmentSms(log, !config.production),
  payments: createSandboxGateway(config.paymentSecret),
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  log.info(
    { port: info.port, database: database.kind, seeded, ms: Math.round(performance.now() - started) },
    `Roda is running at http://localhost:${info.port}/app/`,
  );
});
const pruneTimer = setInterval(() => void pruneKeys(database.db).catch(() => undefined), 86_400_000);
pruneTimer.unref();
// unpaid orders past their payment time give their slot, stock and coupon back
const expiryTimer = setInterval(() => {
  expireOverdue(database.db, new Date()).catch((error: unknown) =>
    log.warn({ err: error }, 'order expiry sweep failed'),
  );
}, 60_000);
expiryTimer.unref();

let stopping = false;
/** Stops taking connections, lets running requests finish, then closes the database. */
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(() => {
    void database.close().finally(() => {
      log.info('stopped');
      process.exit(0);
    });
  });
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
