import { readFileSync } from 'node:fs';
import { PRODUCT_EXPORT_PATH } from '../../src/shared/contract/office';
import { table } from '../format';
import { createBenchDatabase, startBenchServer, type BenchServer } from '../server';
import { measuredCalls, type Audience } from './calls';
import { ensureChainDatabase } from './generate';
import { probe, signedHeaders, Windows, type LoadStats } from './load';
import { parseGenerateArgs, sizeAt } from './options';
import { prepareDataset, removeBuyerOrders, type Dataset } from './setup';

/** The issue's goals: the chain against the demo seed in the same run, absolute p99s, the server's memory. */
export const chainTargets = {
  p50Ratio: 2,
  p99Ratio: 3,
  p99Ms: { customer: 50, staff: 300 } satisfies Record<Audience, number>,
  rssMb: 300,
};

export interface ChainCallRow {
  name: string;
  audience: Audience;
  demo: LoadStats | string;
  chain: LoadStats | string;
  p50Ratio: number | null;
  p99Ratio: number | null;
  /** The goals it misses (ratios, the absolute p99, failed requests); empty when inside all. */
  misses: string[];
}

export interface ChainResult {
  rows: ChainCallRow[];
  fraction: number;
  exportMs: number | null;
  exportBytes: number;
  /** The chain server's peak RSS during the CSV export (VmHWM before any load), and after the run. */
  exportPeakRssMb: number | null;
  rssAfterMb: number | null;
  peakRssMb: number | null;
  cleanup: string;
}

/** VmRSS and VmHWM of a process in MB, from /proc (Linux), or nulls. */
function memoryOf(pid: number): { rss: number | null; hwm: number | null } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    const mb = (v: number) => (Number.isFinite(v) ? v / 1024 : null);
    return { rss: mb(kb('VmRSS')), hwm: mb(kb('VmHWM')) };
  } catch {
    return { rss: null, hwm: null };
  }
}

/** The office's product CSV, streamed to the end, as the company: its time and size. */
async function exportProducts(d: Dataset) {
  const started = performance.now();
  const res = await fetch(`${d.server.baseUrl}${PRODUCT_EXPORT_PATH}`, {
    method: 'POST',
    headers: signedHeaders(d.company, PRODUCT_EXPORT_PATH, '{}', false),
    body: '{}',
  });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (!res.ok) throw new Error(`product export answered HTTP ${res.status}`);
  return { ms: performance.now() - started, bytes };
}

/** The servers' settings for a bench: its buyers place hundreds of orders and log in on every run. */
const serverEnv = {
  UNPAID_ORDER_LIMIT: '1000000',
  OTP_COOLDOWN_SECONDS: '0',
  OTP_PHONE_HOURLY_LIMIT: '100000',
  OTP_IP_HOURLY_LIMIT: '100000',
};

async function withEnv<T>(env: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return await work();
  } finally {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

const isStats = (s: LoadStats | string): s is LoadStats => typeof s !== 'string';

/**
 * `npm run bench -- --only=chain [--fraction=0.05] [--regenerate]`: the production server on a fresh
 * demo-seed PostgreSQL database and on the chain database (bench/chain/generate.ts, grown first
 * when missing), both running, each call measured on both in alternating turns: autocannon, 8
 * connections, a warm-up, then `seconds` per call and dataset in `rounds` windows (demo first,
 * then chain first, and so on), p50 and p99 over every request of the windows.
 */
export async function measureChain(
  options: {
    seconds?: number;
    connections?: number;
    rounds?: number;
    warmup?: number;
    log?: (line: string) => void;
  } = {},
): Promise<ChainResult> {
  const {
    seconds = Number(process.env.BENCH_CHAIN_SECONDS ?? 8),
    connections = 8,
    rounds = 4,
    warmup = 1,
    log = console.log,
  } = options;
  const generate = { ...parseGenerateArgs(process.argv.slice(2)), log };
  const chainDb = await ensureChainDatabase(generate);
  const adminUrl = new URL(chainDb.url);
  adminUrl.pathname = '/postgres';
  const demoDb = await createBenchDatabase(adminUrl.toString());
  const servers: BenchServer[] = [];
  try {
    await withEnv(serverEnv, async () => {
      servers.push(await startBenchServer({ databaseUrl: demoDb.url }));
      servers.push(await startBenchServer({ databaseUrl: chainDb.url }));
    });
    const [demoServer, chainServer] = servers as [BenchServer, BenchServer];
    const demo = await prepareDataset('demo', demoServer, demoDb.url);
    const chain = await prepareDataset('chain', chainServer, chainDb.url);

    // once, before any load: the export's own peak
    let exportMs: number | null = null;
    let exportBytes = 0;
    try {
      const done = await exportProducts(chain);
      exportMs = done.ms;
      exportBytes = done.bytes;
    } catch (error) {
      log(`product export: ${error instanceof Error ? error.message : String(error)}`);
    }
    const exportPeakRssMb = memoryOf(chainServer.pid).hwm;

    const window = Math.max(1, Math.round(seconds / rounds));
    const rows: ChainCallRow[] = [];
    for (const call of measuredCalls) {
      const sides = [demo, chain].map((d) => ({ d, call: call.on(d), stats: null as LoadStats | string | null }));
      const windows: (Windows | null)[] = [];
      for (const side of sides) {
        const answer = await probe(side.d.server, side.call).catch((e: unknown) => ({ code: 0, msg: String(e) }));
        if (answer.code !== 200) side.stats = `error ${answer.code}: ${answer.msg}`.slice(0, 60);
        windows.push(answer.code === 200 ? new Windows(side.d.server, side.call, connections) : null);
      }
      for (const w of windows) if (w && warmup > 0) await w.warm(warmup);
      for (let round = 0; round < rounds; round++) {
        const order = round % 2 === 0 ? windows : [...windows].reverse();
        for (const w of order) if (w) await w.run(window);
      }
      const [d, c] = sides.map((s, i) => s.stats ?? windows[i]?.merged() ?? 'not run') as [
        LoadStats | string,
        LoadStats | string,
      ];
      const p50Ratio = isStats(d) && isStats(c) && d.p50Ms > 0 ? c.p50Ms / d.p50Ms : null;
      const p99Ratio = isStats(d) && isStats(c) && d.p99Ms > 0 ? c.p99Ms / d.p99Ms : null;
      const misses = [
        ...(!isStats(d) || !isStats(c) ? ['error'] : []),
        ...((isStats(d) && d.failed > 0) || (isStats(c) && c.failed > 0) ? ['failed requests'] : []),
        ...(p50Ratio !== null && p50Ratio > chainTargets.p50Ratio ? [`p50 > ${chainTargets.p50Ratio}x`] : []),
        ...(p99Ratio !== null && p99Ratio > chainTargets.p99Ratio ? [`p99 > ${chainTargets.p99Ratio}x`] : []),
        ...(isStats(c) && c.p99Ms > chainTargets.p99Ms[call.audience]
          ? [`p99 > ${chainTargets.p99Ms[call.audience]} ms`]
          : []),
      ];
      rows.push({ name: call.name, audience: call.audience, demo: d, chain: c, p50Ratio, p99Ratio, misses });
      log(`  ${call.name}: ${describe(d)} | ${describe(c)}`);
    }
    const after = memoryOf(chainServer.pid);
    const cleanup = await removeBuyerOrders(chain);
    const result: ChainResult = {
      rows,
      fraction: generate.fraction,
      exportMs,
      exportBytes,
      exportPeakRssMb,
      rssAfterMb: after.rss,
      peakRssMb: after.hwm,
      cleanup,
    };
    log(formatChainTable(result, { connections, seconds, rounds }));
    return result;
  } finally {
    for (const s of servers) await s.close();
    await demoDb.drop();
  }
}

const describe = (s: LoadStats | string) =>
  isStats(s) ? `p50 ${s.p50Ms.toFixed(1)} p99 ${s.p99Ms.toFixed(1)} ms, ${s.requestsPerSecond.toFixed(0)}/s` : s;

export function formatChainTable(
  result: ChainResult,
  run: { connections: number; seconds: number; rounds: number },
): string {
  const ms = (s: LoadStats | string, pick: (s: LoadStats) => number) => (isStats(s) ? pick(s).toFixed(1) : 'ERR');
  const rows = result.rows.map((r) => ({
    call: r.name,
    'demo p50': ms(r.demo, (s) => s.p50Ms),
    'demo p99': ms(r.demo, (s) => s.p99Ms),
    'chain p50': ms(r.chain, (s) => s.p50Ms),
    'chain p99': ms(r.chain, (s) => s.p99Ms),
    'ratio p50': r.p50Ratio === null ? '-' : r.p50Ratio.toFixed(2),
    'ratio p99': r.p99Ratio === null ? '-' : r.p99Ratio.toFixed(2),
    'chain req/s': isStats(r.chain) ? r.chain.requestsPerSecond.toFixed(0) : '-',
    'failed demo/chain': `${isStats(r.demo) ? r.demo.failed : 'ERR'}/${isStats(r.chain) ? r.chain.failed : 'ERR'}`,
    goal: r.misses.length ? `MISS: ${r.misses.join(', ')}` : 'ok',
  }));
  const errors = result.rows.flatMap((r) =>
    [r.demo, r.chain].flatMap((s, i) => (isStats(s) ? [] : [`  ${r.name} on ${i ? 'chain' : 'demo'}: ${s}`])),
  );
  const size = sizeAt(result.fraction);
  const mb = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(0)} MB`);
  return [
    `\nChain vs demo seed (PostgreSQL; chain at fraction ${result.fraction}: ${size.orders.toLocaleString('en')} orders, ` +
      `${size.products.toLocaleString('en')} products, ${size.customers.toLocaleString('en')} customers, ${size.stores} stores)`,
    `autocannon, ${run.connections} connections, ${run.seconds} s per call and dataset in ${run.rounds} alternating windows;`,
    `goals: chain p50 <= ${chainTargets.p50Ratio}x demo, p99 <= ${chainTargets.p99Ratio}x demo; ` +
      `p99 <= ${chainTargets.p99Ms.customer} ms (customer) / ${chainTargets.p99Ms.staff} ms (staff, office); RSS < ${chainTargets.rssMb} MB`,
    table(rows),
    ...(errors.length ? ['calls that answered an error (not measured):', ...errors] : []),
    `product CSV export on chain: ${result.exportMs === null ? 'failed' : `${(result.exportMs / 1000).toFixed(1)} s`}, ` +
      `${(result.exportBytes / 1e6).toFixed(1)} MB, server peak RSS by then ${mb(result.exportPeakRssMb)}`,
    `chain server RSS after the run ${mb(result.rssAfterMb)}, peak ${mb(result.peakRssMb)} (goal < ${chainTargets.rssMb} MB)`,
    result.cleanup,
  ].join('\n');
}
