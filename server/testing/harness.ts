import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe } from 'vitest';
import { signRequest } from '../../src/shared/lib/signature';
import { createApp } from '../app';
import { createDevelopmentSms } from '../auth/sms-adapter';
import { createSandboxGateway } from '../payments/gateway';
import { readConfig, type OtpLimits } from '../config';
import { openDatabase, type Database, type DbKind } from '../db/client';
import { createLogger } from '../log';
import { seedIfEmpty } from '../seed/seed';

/** PostgreSQL for the server suite, when the machine has one (CI sets it). */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || null;

export interface Session {
  userKey: string;
  secret: string;
}

export interface CallOptions {
  session?: Session | null;
  language?: string;
  idempotencyKey?: string;
  headers?: Record<string, string>;
  /** Raw body to send as is (bad JSON, huge bodies). */
  rawBody?: string;
  /** Override the signature header (forged or stale). */
  signature?: string;
}

export interface TestServer {
  baseUrl: string;
  database: Database;
  call<T = unknown>(
    path: string,
    body?: unknown,
    options?: CallOptions,
  ): Promise<{ status: number; body: { code: number; data: T; msg: string }; headers: Headers }>;
  login(phone: string): Promise<Session & { userId: number }>;
  latestOtp(phone: string): Promise<string>;
  close(): Promise<void>;
}

async function createPostgresDatabase(adminUrl: string) {
  const name = `roda_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/** Limits loose enough for suites that log the same phone in many times; the OTP suite uses the real ones. */
export const looseOtpLimits: OtpLimits = { cooldownSeconds: 0, perPhonePerHour: 10_000, perIpPerHour: 10_000 };

/** Starts the real server on a free port of 127.0.0.1 over a fresh, seeded database. */
export async function startTestServer(kind: DbKind = 'pglite', options: { otp?: OtpLimits } = {}): Promise<TestServer> {
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
  };
  const database = await openDatabase(config);
  await seedIfEmpty(database.db);
  const log = createLogger('silent');
  const sms = createDevelopmentSms(log, true);
  const app = createApp({ config, database, log, sms, payments: createSandboxGateway(config.paymentSecret) });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const call: TestServer['call'] = async (urlPath, body = {}, options = {}) => {
    const raw = options.rawBody ?? JSON.stringify(body);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      channel: '8',
      sys: '10',
      version: '1.0.0',
      language: options.language ?? 'en_us',
      userKey: options.session?.userKey ?? '',
      ...options.headers,
    };
    if (options.session)
      headers.signature = options.signature ?? (await signRequest(options.session.secret, urlPath, raw));
    else if (options.signature) headers.signature = options.signature;
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    const response = await fetch(`${baseUrl}${urlPath}`, { method: 'POST', headers, body: raw });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(`Not JSON from ${urlPath} (${response.status}): ${text.slice(0, 200)}`);
    }
    return { status: response.status, body: parsed as never, headers: response.headers };
  };

  const latestOtp = async (phone: string) => {
    const res = await call<{ code: string }>('/api/dev/sms/latest', { phone });
    if (res.body.code !== 200) throw new Error(`no OTP for ${phone}: ${res.body.msg}`);
    return res.body.data.code;
  };

  const login = async (phone: string) => {
    const sent = await call('/api/app/user/send/sms', { phone });
    if (sent.body.code !== 200) throw new Error(`send sms failed: ${sent.body.msg}`);
    const code = await latestOtp(phone);
    const res = await call<{ userKey: string; secret: string; userInfo: { id: number } }>(
      '/api/app/user/client-login',
      {
        phone,
        code,
      },
    );
    if (res.body.code !== 200) throw new Error(`login failed: ${res.body.msg}`);
    return { userKey: res.body.data.userKey, secret: res.body.data.secret, userId: res.body.data.userInfo.id };
  };

  return {
    baseUrl,
    database,
    call,
    login,
    latestOtp,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close().catch(() => undefined);
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
