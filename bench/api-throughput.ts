import { createHash, createHmac, randomUUID } from 'node:crypto';
import { table } from './format';
import { createBenchDatabase, processCpuSeconds, startBareServer, startBenchServer, type BenchServer } from './server';
import { autocannon, type AutocannonOptions, type AutocannonRawResult, type AutocannonRequest } from './autocannon';

export type Measure = 'bare' | 'health' | 'dictionary' | 'productSearch' | 'orderList' | 'feedbackAdd';
export type DbKind = 'pglite' | 'postgres';

export interface CallThroughput {
  measure: Measure;
  database: DbKind;
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  averageMs: number;
  total: number;
  non2xx: number;
  errors: number;
  /** Requests per second over bare Node's in the windows paired with this call's (1 for bare Node itself). */
  ratio: number;
  /**
   * The server process's CPU time (user and system, every thread) per answered request, in µs, or
   * null where /proc cannot be read. Unlike req/s it does not move with what the load generator
   * and the rest of the machine are doing.
   */
  cpuMicrosPerRequest: number | null;
  /** Bare Node's CPU per request over this call's, in the same paired windows (1 for bare Node itself). */
  cpuRatio: number | null;
}

export interface ApiThroughputResult {
  rows: CallThroughput[];
  /** Why a database was not measured (PostgreSQL without BENCH_DATABASE_URL / TEST_DATABASE_URL). */
  notMeasured: Partial<Record<DbKind, string>>;
}

/**
 * Issue 16's goals: ratio to bare Node in the same run, and p99. The signed list and the write have
 * theirs on PostgreSQL, the database for load (the issue measured both there): on PGlite, one
 * WebAssembly database in the server's thread, their numbers are printed as information.
 */
export const apiTargets: Record<Exclude<Measure, 'bare'>, { ratio: number; p99Ms: number; onlyOn?: DbKind }> = {
  health: { ratio: 0.6, p99Ms: 10 },
  dictionary: { ratio: 0.5, p99Ms: 15 },
  productSearch: { ratio: 0.1, p99Ms: 60 },
  orderList: { ratio: 0.05, p99Ms: 80, onlyOn: 'postgres' },
  feedbackAdd: { ratio: 0.03, p99Ms: 100, onlyOn: 'postgres' },
};

export const measureNames: Record<Measure, string> = {
  bare: 'bare Node http (yardstick)',
  health: 'health',
  dictionary: 'dictionary-info',
  productSearch: 'product search, every Home filter',
  orderList: 'signed own-order list',
  feedbackAdd: 'feedback add (write)',
};

const headers = { 'content-type': 'application/json', language: 'en_us' };
const productPagePath = '/api/app/order/vehicle/product/app/page';
const orderPagePath = '/api/app/order/vehicle/order/app/page';
const feedbackAddPath = '/api/app/user/feedback/add';

async function post<T>(baseUrl: string, path: string, body: unknown, extra: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...headers, ...extra },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

/** A search with every filter of the Home panel, for a Perodua Myvi from the seeded catalogue. */
async function productSearchBody(baseUrl: string): Promise<string> {
  const specs = (
    await post<{ id: number; make: string; model: string; variant: string; yearTo: number }[]>(
      baseUrl,
      '/api/app/order/vehicle/car/model/list',
      {},
    )
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

interface Session {
  userKey: string;
  secret: string;
}

/** Logs a customer in as the app does: an SMS code (read from the development SMS store), then login. */
async function login(baseUrl: string, phone: string): Promise<Session> {
  const sent = await post(baseUrl, '/api/app/user/send/sms', { phone });
  if (sent.code !== 200) throw new Error(`send sms: ${sent.msg}`);
  const otp = await post<{ code: string }>(baseUrl, '/api/dev/sms/latest', { phone });
  if (otp.code !== 200) throw new Error(`no SMS code: ${otp.msg}`);
  const res = await post<Session>(baseUrl, '/api/app/user/client-login', { phone, code: otp.data.code });
  if (res.code !== 200) throw new Error(`login: ${res.msg}`);
  return { userKey: res.data.userKey, secret: res.data.secret };
}

/**
 * The `signature` header of DESIGN §3 (src/shared/lib/signature.ts), computed with node:crypto so
 * autocannon can sign each request synchronously: v2 over t, path, sha256(body) and the key.
 */
export function signSync(secret: string, path: string, body: string, idempotencyKey = '', now = Date.now()) {
  const t = Math.floor(now / 1000);
  const bodyHash = createHash('sha256').update(body).digest('hex');
  const mac = createHmac('sha256', secret).update([t, path, bodyHash, idempotencyKey].join('\n')).digest('hex');
  return `t=${t},v2=${mac}`;
}

/** Headers of a signed call by `session`; a fresh Idempotency-Key when `mutating`. */
function signedHeaders(session: Session, path: string, body: string, mutating: boolean): Record<string, string> {
  const key = mutating ? randomUUID() : undefined;
  return {
    ...headers,
    channel: '8',
    sys: '10',
    version: '1.0.0',
    userKey: session.userKey,
    ...(key ? { 'Idempotency-Key': key } : {}),
    signature: signSync(session.secret, path, body, key ?? ''),
  };
}

export interface Target {
  measure: Measure;
  path: string;
  body: string;
  /** Signed per request (a fresh signature each second, a fresh key per write). */
  session?: Session;
  mutating?: boolean;
}

export async function probe(server: BenchServer, target: Target) {
  const extra = target.session ? signedHeaders(target.session, target.path, target.body, !!target.mutating) : headers;
  const res = await fetch(`${server.baseUrl}${target.path}`, { method: 'POST', headers: extra, body: target.body });
  const envelope = (await res.json()) as { code: number; msg: string };
  // the call must answer code 200, or the numbers measure an error path
  if (envelope.code !== 200) throw new Error(`${target.path} answered ${envelope.code}: ${envelope.msg}`);
}

function loadOptions(server: BenchServer, target: Target, connections: number, duration: number): AutocannonOptions {
  const { session } = target;
  const request = session
    ? {
        method: 'POST' as const,
        path: target.path,
        body: target.body,
        setupRequest: (req: AutocannonRequest) => ({
          ...req,
          headers: signedHeaders(session, target.path, target.body, !!target.mutating),
        }),
      }
    : { method: 'POST' as const, path: target.path, headers, body: target.body };
  return { url: server.baseUrl, connections, duration, requests: [request] };
}

export async function load(server: BenchServer, target: Target, connections: number, duration: number) {
  return autocannon(loadOptions(server, target, connections, duration));
}

/** Some windows of load on one server, merged: their raw results, seconds and the server's CPU seconds. */
class Windows {
  readonly raw: AutocannonRawResult[] = [];
  seconds = 0;
  cpuSeconds: number | null = 0;

  constructor(
    readonly server: BenchServer,
    readonly target: Target,
    readonly connections: number,
  ) {}

  async run(seconds: number) {
    const before = processCpuSeconds(this.server.pid);
    const raw = await autocannon({
      ...loadOptions(this.server, this.target, this.connections, seconds),
      skipAggregateResult: true,
    });
    const after = processCpuSeconds(this.server.pid);
    this.raw.push(raw);
    this.seconds += raw.duration;
    this.cpuSeconds =
      this.cpuSeconds !== null && before !== null && after !== null ? this.cpuSeconds + after - before : null;
  }

  /** Takes in another's windows of the same server (the bare row of a pass: every turn bare Node ran). */
  add(other: Windows) {
    this.raw.push(...other.raw);
    this.seconds += other.seconds;
    this.cpuSeconds = this.cpuSeconds !== null && other.cpuSeconds !== null ? this.cpuSeconds + other.cpuSeconds : null;
  }

  /** Every window as one run: requests over the windows' seconds, latency over every request. */
  merged() {
    const r = autocannon.aggregateResult(this.raw, { url: this.server.baseUrl, connections: this.connections });
    const total = this.raw.reduce((sum, w) => sum + w.totalCompletedRequests, 0);
    return {
      requestsPerSecond: this.seconds > 0 ? total / this.seconds : 0,
      p99Ms: r.latency.p99,
      averageMs: r.latency.average,
      total,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      cpuMicrosPerRequest: this.cpuSeconds !== null && total > 0 ? (this.cpuSeconds * 1e6) / total : null,
    };
  }
}

/** The measured calls against `server`, with a logged-in customer for the signed ones. */
export async function benchTargets(server: BenchServer): Promise<Target[]> {
  const session = await login(server.baseUrl, '0123456789');
  return [
    { measure: 'health', path: '/api/health', body: '{}' },
    {
      measure: 'dictionary',
      path: '/api/user/dictionary/dictionary-info',
      body: '{"companyId":1,"dictionaryId":"USERDEV"}',
    },
    { measure: 'productSearch', path: productPagePath, body: await productSearchBody(server.baseUrl) },
    { measure: 'orderList', path: orderPagePath, body: '{"group":"all","pageNo":1,"pageSize":10}', session },
    {
      measure: 'feedbackAdd',
      path: feedbackAddPath,
      body: '{"type":"suggestion","content":"Bench: the search is quick.","images":[]}',
      session,
      mutating: true,
    },
  ];
}

/**
 * Requests per second and p99 of each call, each against the production server in its own process
 * (`node dist-server/main.js`), and of a bare Node http server (another process) answering the same
 * envelope, in the same run: autocannon runs in this process, which is neither server. On PGlite,
 * then on a fresh PostgreSQL database when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server.
 *
 * The yardstick is measured next to each call, in turns: `rounds` pairs of windows, bare Node then
 * the call, then the call then bare Node, and so on, each a `rounds`th of `duration`. What this
 * machine gives a process moves by a quarter over tens of seconds (other tenants of the host), so
 * bare Node measured once, before every call, made a call's ratio depend on when it ran (decision
 * 016 part 9). A call's ratio is over its own paired windows; its p99 is over every request of them.
 */
export async function measureApiThroughput(
  options: {
    connections?: number;
    duration?: number;
    warmup?: number;
    rounds?: number;
    databases?: DbKind[];
    log?: (line: string) => void;
  } = {},
): Promise<ApiThroughputResult> {
  const {
    connections = 50,
    duration = Number(process.env.BENCH_API_SECONDS ?? 10),
    warmup = 2,
    rounds = 5,
    databases = ['pglite', 'postgres'],
    log = console.log,
  } = options;
  const adminUrl = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || null;
  const rows: CallThroughput[] = [];
  const notMeasured: ApiThroughputResult['notMeasured'] = {};
  const window = Math.max(1, Math.round(duration / rounds));

  const row = (measure: Measure, database: DbKind, call: Windows, yardstick: Windows | null): CallThroughput => {
    const m = call.merged();
    const bare = yardstick?.merged() ?? m;
    return {
      measure,
      database,
      path: call.target.path,
      ...m,
      ratio: bare.requestsPerSecond > 0 ? m.requestsPerSecond / bare.requestsPerSecond : 0,
      cpuRatio:
        bare.cpuMicrosPerRequest && m.cpuMicrosPerRequest ? bare.cpuMicrosPerRequest / m.cpuMicrosPerRequest : null,
    };
  };

  for (const database of databases) {
    let db: Awaited<ReturnType<typeof createBenchDatabase>> | null = null;
    if (database === 'postgres') {
      if (!adminUrl) {
        notMeasured.postgres = 'set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server';
        continue;
      }
      db = await createBenchDatabase(adminUrl);
    }
    try {
      const bare = await startBareServer();
      const server = await startBenchServer(db ? { databaseUrl: db.url } : {}).catch(async (error: unknown) => {
        await bare.close();
        throw error;
      });
      try {
        const bareTarget: Target = { measure: 'bare', path: '/api/health', body: '{}' };
        await probe(bare, bareTarget);
        // every window bare Node answered in this database's pass, for its own row
        const allBare = new Windows(bare, bareTarget, connections);
        const callRows: CallThroughput[] = [];
        for (const target of await benchTargets(server)) {
          await probe(server, target);
          const call = new Windows(server, target, connections);
          const yardstick = new Windows(bare, bareTarget, connections);
          if (warmup > 0) {
            await load(server, target, connections, warmup);
            await load(bare, bareTarget, connections, warmup);
          }
          for (let round = 0; round < rounds; round++) {
            const pair = round % 2 === 0 ? [yardstick, call] : [call, yardstick];
            for (const side of pair) await side.run(window);
          }
          callRows.push(row(target.measure, database, call, yardstick));
          allBare.add(yardstick);
        }
        rows.push(row('bare', database, allBare, null), ...callRows);
      } finally {
        await server.close();
        await bare.close();
      }
    } finally {
      await db?.drop();
    }
  }
  const result = { rows, notMeasured };
  log(formatApiTable(result, connections, duration, rounds));
  return result;
}

export function formatApiTable(
  result: ApiThroughputResult,
  connections: number,
  duration: number,
  rounds: number,
): string {
  const rows = result.rows.map((r) => ({
    database: r.database,
    call: measureNames[r.measure],
    'req/s (avg)': r.requestsPerSecond.toFixed(0),
    'x bare': r.ratio.toFixed(3),
    'p99 ms': r.p99Ms.toFixed(1),
    'CPU µs/req': r.cpuMicrosPerRequest === null ? '-' : r.cpuMicrosPerRequest.toFixed(1),
    'x bare (CPU)': r.cpuRatio === null ? '-' : r.cpuRatio.toFixed(3),
    'avg ms': r.averageMs.toFixed(2),
    requests: String(r.total),
    'non-2xx': String(r.non2xx),
    errors: String(r.errors),
  }));
  const notes = Object.entries(result.notMeasured).map(([db, why]) => `${db}: SKIPPED (${why})`);
  return [
    `\nAPI throughput: autocannon in the bench process, ${connections} connections, ${duration} s per call after a warm-up,`,
    `in ${rounds} turns with bare Node http (the yardstick, its own process) measured as long between them;`,
    "the server is `node dist-server/main.js` in its own process; x bare is over each call's own turns",
    table(rows),
    ...notes,
  ].join('\n');
}
