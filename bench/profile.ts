import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { benchTargets, load, measureNames, probe, type Measure } from './api-throughput';
import { table } from './format';
import { createBenchDatabase, serverEntry, startBenchServer } from './server';

/**
 * `npx tsx bench/profile.ts [--only=health,orderList] [--seconds=8] [--top=15] [--postgres]`:
 * where the server's time goes, per call. For each call a fresh production server
 * (`node --cpu-prof dist-server/main.js`) takes autocannon's load (50 connections) for a few
 * seconds; its CPU profile is then read back and summed by self time: the top functions (mapped
 * through dist-server/main.js.map to their TypeScript source) and the share per package or source
 * folder. `--keep=<dir>` keeps the .cpuprofile files (open them in Chrome DevTools or speedscope).
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const seconds = Number(arg('seconds') ?? 8);
const top = Number(arg('top') ?? 15);
const keep = arg('keep');
const only = arg('only')?.split(',') as Measure[] | undefined;
const usePostgres = args.includes('--postgres');

const bundleMap = (() => {
  try {
    return new SourceMap(JSON.parse(readFileSync(`${serverEntry}.map`, 'utf8')));
  } catch {
    return null;
  }
})();

/** "name (file:line)" with bundle positions mapped back to the TypeScript source. */
function where(frame: ProfileNode['callFrame']): { label: string; area: string } {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return { label: name, area: name.startsWith('(') ? name : 'V8/native' };
  const file = frame.url.replace(/^file:\/\//, '');
  if (file === serverEntry && bundleMap) {
    const entry = bundleMap.findEntry(frame.lineNumber, frame.columnNumber);
    const source =
      'originalSource' in entry && entry.originalSource
        ? path.relative(path.dirname(serverEntry), entry.originalSource.replace(/^file:\/\//, ''))
        : 'dist-server/main.js';
    const clean = source.replace(/^(\.\.\/)+/, '');
    const line = 'originalLine' in entry ? entry.originalLine + 1 : frame.lineNumber + 1;
    return { label: `${name} (${clean}:${line})`, area: clean.split('/').slice(0, 2).join('/') };
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
  if (pkg) return { label: `${name} (${pkg})`, area: pkg };
  if (file.startsWith('node:')) return { label: `${name} (${file})`, area: 'node core' };
  return { label: `${name} (${path.basename(file)}:${frame.lineNumber + 1})`, area: 'other' };
}

/** Self time per function and per area, of the samples between `fromUs` and `toUs` before the profile's end. */
export function summarise(profile: CpuProfile, window: { fromEndUs: number; toEndUs: number }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    const beforeEnd = profile.endTime - t;
    if (beforeEnd > window.fromEndUs || beforeEnd < window.toEndUs) return;
    selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0) || 1;
  const byLabel = new Map<string, number>();
  const byArea = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node) continue;
    const { label, area } = where(node.callFrame);
    byLabel.set(label, (byLabel.get(label) ?? 0) + us);
    byArea.set(area, (byArea.get(area) ?? 0) + us);
  }
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  const idle = byLabel.get('(idle)') ?? 0;
  return { total, idle, functions: sorted(byLabel), areas: sorted(byArea) };
}

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

const adminUrl = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || null;
if (usePostgres && !adminUrl) throw new Error('--postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL');

const dir = keep ? path.resolve(keep) : mkdtempSync(path.join(os.tmpdir(), 'roda-prof-'));
// one server for the targets' set-up (a login), one fresh server per profiled call
const measures = only ?? (['health', 'dictionary', 'productSearch', 'orderList', 'feedbackAdd'] as Measure[]);
for (const measure of measures) {
  const db = usePostgres && adminUrl ? await createBenchDatabase(adminUrl) : null;
  const profDir = path.join(dir, measure);
  const server = await startBenchServer({
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profDir}`],
    ...(db ? { databaseUrl: db.url } : {}),
  });
  let requests = 0;
  let loadStart = 0;
  let closeStart = 0;
  try {
    const target = (await benchTargets(server)).find((t) => t.measure === measure);
    if (!target) throw new Error(`unknown measure ${measure}`);
    await probe(server, target);
    loadStart = performance.now();
    const r = await load(server, target, 50, seconds);
    requests = r.requests.total;
  } finally {
    closeStart = performance.now();
    await server.close();
    await db?.drop();
  }
  const closeEnd = performance.now();
  const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) {
    console.log(`${measure}: no profile written`);
    continue;
  }
  // only the load: not the start-up (migrations, seed) nor the shutdown
  const summary = summarise(JSON.parse(readFileSync(path.join(profDir, file), 'utf8')) as CpuProfile, {
    fromEndUs: (closeEnd - loadStart) * 1000,
    toEndUs: (closeEnd - closeStart) * 1000,
  });
  const busy = summary.total - summary.idle;
  console.log(
    `\n${measureNames[measure]}${db ? ' [postgres]' : ' [pglite]'}: ${requests} requests in ${seconds} s, ` +
      `server busy ${pct(busy, summary.total)} of the time, ${(busy / Math.max(requests, 1)).toFixed(0)} µs of CPU per request`,
  );
  console.log(
    table(
      summary.functions
        .filter(([label]) => label !== '(idle)')
        .slice(0, top)
        .map(([label, us]) => ({ 'self time (busy %)': pct(us, busy), function: label })),
    ),
  );
  console.log(
    table(
      summary.areas
        .filter(([area]) => area !== '(idle)')
        .slice(0, 12)
        .map(([area, us]) => ({ 'self time (busy %)': pct(us, busy), 'package or source folder': area })),
    ),
  );
}
if (!keep) rmSync(dir, { recursive: true, force: true });
