import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': src } },
  test: {
    projects: [
      {
        resolve: { alias: { '@': src } },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'src/shared/contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['./server/testing/one-query-per-connection.ts'],
          // one seeded PGlite for the run; each test server opens a copy (server/testing/pglite-template.ts)
          globalSetup: ['./server/testing/global-setup.ts'],
          // generous: each file starts a real server over a fresh database, slow on a busy 2-core machine
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // one PGlite per file is heavy; files run in separate forks, a few at a time
          pool: 'forks',
          maxWorkers: 2,
          // each file still gets its own server and database; what files share is the worker's module
          // cache, so the server's modules are imported once per worker, not once per file (a third of
          // the suite's time, docs/decisions/022-suite-time.md). A test that changes process-wide state
          // (process.env, timers, globals) puts it back in its afterAll.
          isolate: false,
          // the two projects run one after the other (vitest needs distinct groups for different worker counts)
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias: { '@': src } },
        plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/shared/contract/**'],
          setupFiles: ['./src/test-setup.ts'],
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
