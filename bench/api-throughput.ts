import { createRequire } from 'node:module';
import { table } from './format';
import { startBenchServer } from './server';

/** The part of autocannon's API this bench uses (the package ships no types). */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface CallThroughput {
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  averageMs: number;
  total: number;
  non2xx: number;
  errors: number;
}

export interface ApiThroughputResult {
  health: CallThroughput;
  dictionary: CallThroughput;
  /** product/app/page with every Home filter set (car, category, part brands, prices, keyword, sort). */
  productSearch: CallThroughput;
  /** dictionary-info requests per second over health's; target at least 0.5. */
  ratio: number;
}

export const apiTargets = { ratio: 0.5 };

const headers = { 'content-type': 'application/json', language: 'en_us' };
const productPagePath = '/api/app/order/vehicle/product/app/page';

/** A search with every filter of the Home panel, for a Perodua Myvi from the seeded catalogue. */
async function productSearchBody(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/app/order/vehicle/car/model/list`, { method: 'POST', headers, body: '{}' });
  const specs = (
    (await res.json()) as { data: { id: number; make: string; model: string; variant: string; yearTo: number }[] }
  ).data;
  const myvi = specs.find((s) => s.make === 'Perodua' && s.model === 'Myvi' && s.variant === '1.5AV');
  if (!myvi) throw new Error('the seed has no Perodua Myvi 1.5AV');
  return JSON.stringify({
    keyword: 'bosch',
    category: 'wipers',
    partBrands: ['Bosch', 'Valeo', 'Denso'],
    minPriceSen: 1000,
    maxPriceSen: 50000,
    car: { specId: myvi.id, year: myvi.yearTo },
    sort: 'priceAsc',
    pageNo: 1,
    pageSize: 20,
  });
}

/**
 * Requests per second and p99 latency of the plain health call and of dictionary-info, in the same
 * run, against the real server on 127.0.0.1 (fresh PGlite), 50 connections, 10 s each after 2 s
 * of warm-up.
 */
export async function measureApiThroughput(
  options: { connections?: number; duration?: number; warmup?: number; log?: (line: string) => void } = {},
): Promise<ApiThroughputResult> {
  const { connections = 50, duration = 10, warmup = 2, log = console.log } = options;
  const server = await startBenchServer();
  try {
    const targets = [
      { key: 'health', path: '/api/health', body: '{}' },
      {
        key: 'dictionary',
        path: '/api/user/dictionary/dictionary-info',
        body: '{"companyId":1,"dictionaryId":"USERDEV"}',
      },
      { key: 'productSearch', path: productPagePath, body: await productSearchBody(server.baseUrl) },
    ] as const;
    const results: Partial<Record<(typeof targets)[number]['key'], CallThroughput>> = {};
    for (const target of targets) {
      const url = `${server.baseUrl}${target.path}`;
      // the call must answer code 200, or the numbers measure an error path
      const probe = await fetch(url, { method: 'POST', headers, body: target.body });
      const envelope = (await probe.json()) as { code: number; msg: string };
      if (envelope.code !== 200) throw new Error(`${target.path} answered ${envelope.code}: ${envelope.msg}`);
      if (warmup > 0)
        await autocannon({ url, method: 'POST', headers, body: target.body, connections, duration: warmup });
      const r = await autocannon({ url, method: 'POST', headers, body: target.body, connections, duration });
      results[target.key] = {
        path: target.path,
        requestsPerSecond: r.requests.average,
        p99Ms: r.latency.p99,
        averageMs: r.latency.average,
        total: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      };
    }
    const health = results.health!;
    const dictionary = results.dictionary!;
    const productSearch = results.productSearch!;
    const ratio = health.requestsPerSecond > 0 ? dictionary.requestsPerSecond / health.requestsPerSecond : 0;
    const result = { health, dictionary, productSearch, ratio };
    log(formatApiTable(result));
    return result;
  } finally {
    await server.close();
  }
}

export function formatApiTable(result: ApiThroughputResult): string {
  const rows = [result.health, result.dictionary, result.productSearch].map((r) => ({
    call: r.path,
    'req/s (avg)': r.requestsPerSecond.toFixed(0),
    'p99 ms': r.p99Ms.toFixed(1),
    'avg ms': r.averageMs.toFixed(2),
    requests: String(r.total),
    'non-2xx': String(r.non2xx),
    errors: String(r.errors),
  }));
  rows.push({
    call: 'ratio dictionary/health',
    'req/s (avg)': result.ratio.toFixed(2),
    'p99 ms': '',
    'avg ms': '',
    requests: `target >= ${apiTargets.ratio}`,
    'non-2xx': '',
    errors: '',
  });
  return `\nAPI throughput (autocannon, 127.0.0.1, PGlite)\n${table(rows)}`;
}
