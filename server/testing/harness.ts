import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe } from 'vitest';
import { z } from 'zod';
import type { CallDefinition, PayloadOf, ResponseOf } from '../../src/shared/contract/define-call';
import type { Envelope } from '../../src/shared/contract/envelope';
import { HeaderName } from '../../src/shared/contract/headers';
import { signRequest } from '../../src/shared/lib/signature';
import { createApp } from '../app';
import { createDevelopmentSms, type SmsAdapter } from '../auth/sms-adapter';
import type { PaymentGateway } from '../payments/gateway';
import { createGateway } from '../payments/gateways';
import { expireOverdueOrders, reconcilePayments } from '../payments/reconcile';
import { RATE_RULES, type RateRules } from '../http/rate-limit';
import { createServerDeps } from '../http/server-deps';
import { startBackgroundJobs } from '../jobs';
import { runDueNotices } from '../notifications/scheduler';
import { readConfig, type OtpLimits, type ServerConfig } from '../config';
import { openDatabase, type Database, type DbKind } from '../db/client';
import { createLogger } from '../log';
import { seedIfEmpty, seedPublicHolidays } from '../seed/seed';
import { copyPgliteTemplate } from './pglite-template';
import { copyPostgresTemplate } from './postgres-template';
import { api } from '../../tests/support/api';
import { createThrowawayDatabase } from './throwaway-database';
import { runEinvoicePass } from '../einvoice/einvoice-pass';

/** PostgreSQL for the server suite, when the machine has one (CI sets it). */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || null;

export interface Session {
  userKey: string;
  secret: string;
}

/** How a call is sent: as whom, in which language, with which key; all as the app sends them. */
export interface CallOptions {
  session?: Session | null;
  language?: string;
  /**
   * Sent and signed as Idempotency-Key. A call with a session gets a fresh one unless given, as the
   * app does; `null` sends none (to test that it is required).
   */
  idempotencyKey?: string | null;
  /** Headers the app (or a proxy before the server) sends: version, device, X-Forwarded-For. */
  headers?: Record<string, string>;
}

/** A raw call may also send what the app never would. */
export interface RawCallOptions extends CallOptions {
  /** Raw body to send as is (bad JSON, huge bodies). */
  rawBody?: string;
  /** Override the signature header (forged or stale). */
  signature?: string;
}

/** The answer as the test sees it: HTTP status, the envelope, the headers. */
export interface Answer<T> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export interface TestServer {
  baseUrl: string;
  database: Database;
  /** The PostgreSQL database it runs on (null on PGlite): a second instance may share it. */
  databaseUrl: string | null;
  /**
   * One call of the contract, as the app makes it: `server.call(api.payParam, { orderId }, { session })`.
   * The body is checked as the call's payload (`PayloadOf`) and `body.data` is typed as its response
   * (`ResponseOf`); on a refusal `data` is what the error envelope carries, whatever the type says.
   */
  call<C extends CallDefinition>(call: C, body: PayloadOf<C>, options?: CallOptions): Promise<Answer<ResponseOf<C>>>;
  /**
   * The one way to send what the contract would refuse: a body its payload does not allow, a path
   * it does not have, a raw body, a forged signature. A method of its own rather than `call` with a
   * cast (`call(path as never, …)`): a cast reads like any typed call and hides the departure, a
   * named method says it is deliberate and a source scan can hold it to the files that need it
   * (scripts/server-test-calls.test.ts). The answer is untyped (`data: unknown`), to be read as the
   * error envelope it should be. A contract path is named by its definition (`api.x.path`).
   */
  raw(path: string, body?: unknown, options?: RawCallOptions): Promise<Answer<unknown>>;
  login(phone: string): Promise<Session & { userId: number }>;
  latestOtp(phone: string): Promise<string>;
  /** Every refund the payment gateway was asked for, in order (counted on the way to the gateway). */
  refundCalls: { reference: string; amountSen: number; idempotencyKey: string }[];
  /** Every SMS sent (codes and notices), in order. */
  smsSent: { phone: string; text: string; code: string }[];
  /** While true the gateway refuses refunds (it is down), as a real one can. */
  refundGatewayDown: boolean;
  /** Runs a reconciliation pass now (the timer does it every PAYMENT_CHECK_SECONDS in `npm start`). */
  reconcilePayments(now?: Date): Promise<number>;
  /** Runs the expiry sweep now: checkouts cancelled at the gateway, then overdue orders closed. */
  expireOverdueOrders(now?: Date): Promise<number>;
  /** Runs the refund retry pass now (the timer does it every 30 s in `npm start`). */
  sendDueRefunds(): Promise<number>;
  /** Sends the notices recorded and not sent yet (the app's calls start this without waiting). */
  sendDueNotices(): Promise<number>;
  /** Runs the timed notices due by `now`, then sends them (the sweep does it every 30 s). */
  runDueNotices(now?: Date): Promise<number>;
  /** Runs one e-invoice pass now: ended months consolidated, refunds noted, documents sent and asked about. */
  runEinvoicePass(now?: Date): Promise<void>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  otp?: OtpLimits;
  /** Unpaid orders one customer may hold at once (the real limit unless a suite needs more). */
  unpaidOrderLimit?: number;
  /** Take the client address from X-Forwarded-For, so a suite can call from several addresses. */
  trustProxy?: boolean;
  /** The real request limits; by default a suite may upload photos as fast as loopback allows. */
  realRateLimits?: boolean;
  /** Settings to run with instead of the development defaults (e.g. no payment gateway chosen). */
  config?: Partial<ServerConfig>;
  /** Run server/jobs.ts's timers as `npm start` does (its sweeps run once at start). */
  backgroundJobs?: boolean;
  /** Seed the 2026–2027 public holidays (off by default: other suites book days ahead of the real date). */
  publicHolidays?: boolean;
}

/** A copy of the run's template (postgres-template.ts), or outside the suite's setup a new database. */
const createPostgresDatabase = async (adminUrl: string) => {
  const copy = await copyPostgresTemplate(adminUrl);
  return copy ? { ...copy, copied: true } : { ...(await createThrowawayDatabase(adminUrl, 'roda_t')), copied: false };
};

/** Limits loose enough for suites that log the same phone in many times; the OTP suite uses the real ones. */
export const looseOtpLimits: OtpLimits = { cooldownSeconds: 0, perPhonePerHour: 10_000, perIpPerHour: 10_000 };

/** Photos as fast as loopback allows; leads and pickup codes keep their real limits. */
export const looseRateLimits: RateRules = {
  ...RATE_RULES,
  uploadsPerUser: { limit: 1_000_000, windowSeconds: 1 },
};

/** Starts the real server on a free port of 127.0.0.1 over a fresh, seeded database. */
export async function startTestServer(kind: DbKind = 'pglite', options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roda-test-'));
  const pgDb = kind === 'postgres' && testDatabaseUrl ? await createPostgresDatabase(testDatabaseUrl) : null;
  const config = {
    ...readConfig({}),
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    databaseUrl: pgDb?.url ?? null,
    logLevel: 'silent',
    port: 0,
    otp: options.otp ?? looseOtpLimits,
    unpaidOrderLimit: options.unpaidOrderLimit ?? readConfig({}).unpaidOrderLimit,
    trustProxy: options.trustProxy ?? false,
    rateLimits: options.realRateLimits ? RATE_RULES : looseRateLimits,
    ...options.config,
  };
  // both databases start from a copy of the run's seeded template (pglite-template.ts,
  // postgres-template.ts) when the suite made one, else are migrated and seeded here
  const copied = pgDb ? pgDb.copied : copyPgliteTemplate(dataDir);
  const database = await openDatabase(config);
  await seedIfEmpty(database.db, { publicHolidays: options.publicHolidays ?? false });
  if (copied && options.publicHolidays) await seedPublicHolidays(database.db);
  const log = createLogger('silent');
  const development = createDevelopmentSms(log, true);
  const smsSent: TestServer['smsSent'] = [];
  const sms: SmsAdapter = {
    ...development,
    send(phone, text, code) {
      smsSent.push({ phone, text, code });
      return development.send(phone, text, code);
    },
  };
  const refundCalls: TestServer['refundCalls'] = [];
  const gateway = createGateway(config, database.db);
  const payments: PaymentGateway = {
    ...gateway,
    refund(input) {
      refundCalls.push({
        reference: input.reference,
        amountSen: input.amountSen,
        idempotencyKey: input.idempotencyKey,
      });
      if (testServer.refundGatewayDown) return Promise.reject(new Error('gateway unavailable'));
      return gateway.refund(input);
    },
  };
  const deps = createServerDeps({ config, database, log, sms, payments });
  const { listener } = createApp(deps);
  const jobs = options.backgroundJobs ? startBackgroundJobs(deps) : null;
  const server: Server = await new Promise((resolve) => {
    const s = createServer(listener).listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  // the port is known only now; the sandbox gateway calls back to this address
  if (!options.config?.publicBaseUrl) config.publicBaseUrl = baseUrl;

  const raw: TestServer['raw'] = async (urlPath, body = {}, options = {}) => {
    const text = options.rawBody ?? JSON.stringify(body);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      channel: '8',
      sys: '10',
      version: '1.0.0',
      language: options.language ?? 'en_us',
      userKey: options.session?.userKey ?? '',
      ...options.headers,
    };
    const key =
      options.idempotencyKey === null
        ? undefined
        : (options.idempotencyKey ?? (options.session ? randomUUID() : undefined));
    if (key !== undefined) headers[HeaderName.idempotencyKey] = key;
    if (options.session)
      headers.signature = options.signature ?? (await signRequest(options.session.secret, urlPath, text, key ?? ''));
    else if (options.signature) headers.signature = options.signature;
    const response = await fetch(`${baseUrl}${urlPath}`, { method: 'POST', headers, body: text });
    const answer = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer);
    } catch {
      throw new Error(`Not JSON from ${urlPath} (${response.status}): ${answer.slice(0, 200)}`);
    }
    return { status: response.status, body: parsed as Envelope<unknown>, headers: response.headers };
  };

  // the same request; only its types come from the definition (the server, not the test, checks the answer)
  const call: TestServer['call'] = async (definition, body, options) =>
    (await raw(definition.path, body, options)) as Answer<ResponseOf<typeof definition>>;

  const latestOtp = async (phone: string) => {
    // the development SMS adapter's own route, not a call of the contract (server/app.ts)
    const res = await raw('/api/dev/sms/latest', { phone });
    if (res.body.code !== 200) throw new Error(`no OTP for ${phone}: ${res.body.msg}`);
    return z.object({ code: z.string() }).parse(res.body.data).code;
  };

  const login = async (phone: string) => {
    const sent = await call(api.sendSms, { phone });
    if (sent.body.code !== 200) throw new Error(`send sms failed: ${sent.body.msg}`);
    const code = await latestOtp(phone);
    const res = await call(api.clientLogin, { phone, code });
    if (res.body.code !== 200) throw new Error(`login failed: ${res.body.msg}`);
    return { userKey: res.body.data.userKey, secret: res.body.data.secret, userId: res.body.data.userInfo.id };
  };

  const testServer: TestServer = {
    baseUrl,
    database,
    databaseUrl: config.databaseUrl,
    call,
    raw,
    login,
    latestOtp,
    refundCalls,
    smsSent,
    refundGatewayDown: false,
    reconcilePayments: (now) => reconcilePayments(deps, now),
    expireOverdueOrders: (now) => expireOverdueOrders(deps, now),
    sendDueRefunds: () => deps.refunds.sendDue(),
    sendDueNotices: () => deps.notifications.sendDue(),
    runEinvoicePass: (now) => runEinvoicePass(database, deps.einvoices, now ?? new Date()),
    async runDueNotices(now = new Date()) {
      const ran = await runDueNotices(database, now);
      await deps.notifications.sendDue();
      return ran;
    },
    async close() {
      jobs?.stop();
      await deps.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close().catch(() => undefined);
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testServer;
}

/**
 * Races prove something only where queries really run in parallel: PGlite serialises everything.
 * So concurrency suites run on PostgreSQL alone; without TEST_DATABASE_URL they are reported skipped.
 */
export function describeOnPostgres(name: string, suite: (kind: DbKind) => void) {
  if (testDatabaseUrl) describe(`${name} [postgres]`, () => suite('postgres'));
  else describe.skip(`${name} [postgres: set TEST_DATABASE_URL to run]`, () => suite('postgres'));
}

/**
 * Runs a suite on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set; without it the
 * PostgreSQL copy is reported as skipped, never silently passed.
 */
export function describeOnEachDatabase(name: string, suite: (kind: DbKind) => void) {
  describe(`${name} [pglite]`, () => suite('pglite'));
  if (testDatabaseUrl) describe(`${name} [postgres]`, () => suite('postgres'));
  else describe.skip(`${name} [postgres: set TEST_DATABASE_URL to run]`, () => suite('postgres'));
}
