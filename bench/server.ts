import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../server/app';
import { createDevelopmentSms } from '../server/auth/sms-adapter';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createServerDeps } from '../server/http/server-deps';
import { createSandboxGateway } from '../server/payments/gateway';
import { createLogger } from '../server/log';
import { seedIfEmpty } from '../server/seed/seed';

export interface BenchServer {
  baseUrl: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The real server, in this process, on 127.0.0.1 and a free port, over a fresh seeded PGlite in a
 * temporary directory, logging nothing. `distDir` is the build it serves under /app/.
 */
export async function startBenchServer(options: { distDir?: string } = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roda-bench-'));
  const config = {
    ...readConfig({ LOG_LEVEL: 'silent' }),
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    databaseUrl: null,
    host: '127.0.0.1',
    port: 0,
    ...(options.distDir ? { distDir: path.resolve(options.distDir) } : {}),
  };
  const database = await openDatabase(config);
  await seedIfEmpty(database.db);
  const log = createLogger('silent');
  const deps = createServerDeps({
    config,
    database,
    log,
    sms: createDevelopmentSms(log, true),
    payments: createSandboxGateway(config.paymentSecret),
  });
  const app = createApp(deps);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  config.publicBaseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // autocannon leaves keep-alive sockets open; do not wait for them to time out
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await deps.stop();
      await database.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Chromium flags for headless runs on this machine (no network beyond 127.0.0.1). */
export const chromiumPath = '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
