import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  createEmptyDatabase,
  findNginx,
  freePort,
  startNginx,
  startServerProcess,
  type Balancer,
  type ServerProcess,
} from '../server/testing/cluster';
import { table } from './format';

/** The part of autocannon's API this bench uses (the package ships no types). */
type Autocannon = (options: {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  connections: number;
  duration: number;
}) => Promise<{ requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number }>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface ScaleOutRow {
  setup: string;
  requestsPerSecond: number;
  p99Ms: number;
  failed: number;
}

export interface ScaleOutResult {
  rows: ScaleOutRow[];
  /** Two processes behind nginx over one behind nginx: requests per second. */
  ratio: number;
}

const headers = { 'content-type': 'application/json', language: 'en_us' };
const searchPath = '/api/app/order/vehicle/product/app/page';
const searchBody = JSON.stringify({
  keyword: 'michelin',
  category: 'tyres',
  sort: 'priceAsc',
  pageNo: 1,
  pageSize: 20,
});

/**
 * Information, issue 17: product search requests per second through nginx in front of one
 * `npm start` process, then two, on one fresh PostgreSQL database (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL), same run, same nginx configuration as the scale-out suite; one process
 * without nginx for reference. On a 2-core machine expect little gain: nginx, autocannon,
 * PostgreSQL and the processes share the cores.
 */
export async function measureScaleOut(
  options: { connections?: number; duration?: number; warmup?: number; log?: (line: string) => void } = {},
): Promise<ScaleOutResult> {
  const { connections = 50, duration = 8, warmup = 2, log = console.log } = options;
  const adminUrl = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim();
  const nginx = findNginx();
  if (!adminUrl) throw new Error('needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  if (!nginx) throw new Error('needs nginx (apt-get install nginx)');

  const work = mkdtempSync(path.join(os.tmpdir(), 'roda-bench-scale-'));
  const database = await createEmptyDatabase(adminUrl, 'roda_bench');
  const processes: ServerProcess[] = [];
  const balancers: Balancer[] = [];
  try {
    const env = (name: string) => ({
      DATABASE_URL: database.url,
      MEDIA_STORAGE: 'postgres',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      DIST_DIR: path.join(work, 'no-app'),
      DATA_DIR: path.join(work, name),
    });
    const [portA, portB] = [await freePort(), await freePort()];
    processes.push(await startServerProcess('A', portA, env('a')));
    processes.push(await startServerProcess('B', portB, env('b')));
    const one = await startNginx(nginx, path.join(work, 'nginx-1'), [portA]);
    balancers.push(one);
    const two = await startNginx(nginx, path.join(work, 'nginx-2'), [portA, portB]);
    balancers.push(two);

    const run = async (setup: string, baseUrl: string): Promise<ScaleOutRow> => {
      const options = {
        url: `${baseUrl}${searchPath}`,
        method: 'POST' as const,
        headers,
        body: searchBody,
        connections,
      };
      await autocannon({ ...options, duration: warmup });
      const result = await autocannon({ ...options, duration });
      return {
        setup,
        requestsPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
        failed: result.non2xx + result.errors,
      };
    };
    const rows = [
      await run('1 process, direct', processes[0]!.url),
      await run('1 process behind nginx', one.url),
      await run('2 processes behind nginx', two.url),
    ];
    const ratio = (rows[2]?.requestsPerSecond ?? 0) / Math.max(1, rows[1]?.requestsPerSecond ?? 0);
    log(`\nScale out: product search, ${connections} connections, ${duration} s each after ${warmup} s warm-up`);
    log(
      table(
        rows.map((r) => ({
          setup: r.setup,
          'req/s': r.requestsPerSecond.toFixed(0),
          'p99 ms': r.p99Ms.toFixed(1),
          failed: String(r.failed),
        })),
      ),
    );
    return { rows, ratio };
  } finally {
    for (const balancer of balancers) await balancer.stop();
    await Promise.all(processes.map((p) => p.stop()));
    await database.drop();
    rmSync(work, { recursive: true, force: true });
  }
}
