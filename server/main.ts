import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { createSms } from './auth/sms-adapter';
import { productionProblems, readConfig, stripeProblems } from './config';
import { openDatabase } from './db/client';
import { startBackgroundJobs } from './jobs';
import { drainingResponses } from './http/draining-response';
import { createServerDeps } from './http/server-deps';
import { createLogger } from './log';
import { createGateway, gatewayBanner } from './payments/gateways';
import { seedIfEmpty } from './seed/seed';
import { shareMediaKey } from './uploads/media-url';
import { shareVapidKeys } from './notifications/vapid';

const config = readConfig();
const log = createLogger(config.logLevel);
const started = performance.now();

const problems = config.production ? productionProblems(config) : stripeProblems(config);
if (problems.length > 0) {
  // refuse to serve money and logins with settings that are only safe on a developer's machine
  process.stderr.write(
    `Roda will not start${config.production ? ' in production' : ''} with this configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`,
  );
  process.exit(1);
}

const database = await openDatabase({
  ...config,
  onConnectionError: (error) => log.warn({ err: error }, 'database connection lost; it will be reopened'),
});
// processes started together on one empty PostgreSQL seed it once
const seeded = await database.withStartupLock(() => seedIfEmpty(database.db));
await shareMediaKey(database.db, config);
await shareVapidKeys(database.db, config);
const deps = createServerDeps({
  config,
  database,
  log,
  sms: createSms(config, log, database.db),
  payments: createGateway(config, database.db),
});
// the operator sees at once whether this process takes real money
if (config.paymentGateway) process.stderr.write(`${gatewayBanner(deps.payments)}\n`);
const { listener } = createApp(deps);

const responses = drainingResponses();
const server = createServer({ ServerResponse: responses.ServerResponse as typeof ServerResponse }, listener);
server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  log.info(
    { port, database: database.kind, seeded, ms: Math.round(performance.now() - started) },
    `Roda is running at http://localhost:${port}/app/`,
  );
});
const jobs = startBackgroundJobs(deps);

let stopping = false;

/** Stops taking connections, lets running requests and refunds finish, then closes the database. */
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  jobs.stop();
  // answers from now on close their connection; idle ones are closed as they fall idle
  responses.drain();
  setInterval(() => server.closeIdleConnections(), 100).unref();
  server.close(() => {
    void deps
      .stop()
      .then(() => database.close())
      .finally(() => {
        log.info('stopped');
        process.exit(0);
      });
  });
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
