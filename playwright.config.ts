import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromiumArgs, chromiumPath } from './tests/e2e/browser';
import { E2E_WORKERS, workerPort } from './tests/e2e/worker-ports';

// Playwright loads this file again in each worker with TEST_PARALLEL_INDEX set: each worker's
// pages go to its own server
const baseURL = `http://127.0.0.1:${workerPort()}`;
// several runs at once (E2E_PORT + E2E_DIST_DIR per run) must not share a build or a server
const distDir = process.env.E2E_DIST_DIR ?? path.resolve('dist');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-MY',
    timezoneId: 'Asia/Kuala_Lumpur',
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    // the screens' baselines show the demo workshop's orders, refunds and work: they run first, on
    // the seed plus their own data, whatever the journeys after them add to that workshop
    { name: 'screens', use: { browserName: 'chromium' }, testMatch: 'screens.spec.ts' },
    { name: 'chromium-phone', use: { browserName: 'chromium' }, testIgnore: 'screens.spec.ts' },
  ],
  // one server per worker, each on a fresh database, so the journeys start from the seed
  webServer: Array.from({ length: E2E_WORKERS }, (_, parallelIndex) => ({
    command: 'npm start',
    url: `http://127.0.0.1:${workerPort(0, parallelIndex)}/api/health`,
    env: {
      PORT: String(workerPort(0, parallelIndex)),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'roda-e2e-')),
      DIST_DIR: distDir,
      NODE_ENV: 'development',
      // journeys log many fresh numbers in from one address; the 60 s cool-down per number stays
      OTP_IP_HOURLY_LIMIT: '100000',
      OTP_PHONE_HOURLY_LIMIT: '1000',
    },
    reuseExistingServer: process.env.E2E_REUSE === '1',
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe' as const,
  })),
});
