import { availableParallelism } from 'node:os';

/*
 * Each Playwright worker runs its journeys against its own server and embedded database, so that one
 * worker's data never shows on another's screens. A worker keeps about two cores busy (its Chromium
 * and its server): one worker per two cores (docs/decisions/022-suite-time.md), E2E_WORKERS to choose.
 * Worker k's main server listens on E2E_PORT + 50·k; the servers a journey starts for itself
 * (gateway fakes, a second build) take small offsets above it.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.floor(availableParallelism() / 2)));

const firstPort = Number(process.env.E2E_PORT ?? 4173);

/** The port of worker `parallelIndex`'s main server, plus `offset` for a journey's own servers. */
export function workerPort(offset = 0, parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0)): number {
  return firstPort + 50 * parallelIndex + offset;
}
