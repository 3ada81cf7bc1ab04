import { apiTargets, measureApiThroughput, measureNames, type ApiThroughputResult } from './api-throughput';
import { table } from './format';
import { measureHomeJsSize, sizeTargets } from './home-js-size';
import { homeToResultsTargets, measureHomeToResults } from './home-to-results';
import { lighthouseRunTargets, lighthouseTargets, measureLighthouse } from './lighthouse';
import { measureOffline, offlineTargets } from './offline';
import { measureScaleOut } from './scale-out';
import { chainTargets, measureChain } from './chain/measure';
import { chainMigrateTargets, measureChainMigrations } from './chain/migrate-bench';

/**
 * `npm run bench [-- --only=api|size|lighthouse|offline|results|scale|chain-migrate|chain] [--build]`: every measurement of bench/, then one
 * summary table. A missed target prints MISS but the exit code stays 0 (a benchmark, not a test);
 * a part that cannot run prints SKIP with the reason.
 */
type Part = 'api' | 'size' | 'lighthouse' | 'offline' | 'results' | 'scale' | 'chain-migrate' | 'chain';
const parts: Part[] = ['api', 'size', 'lighthouse', 'offline', 'results', 'scale', 'chain-migrate', 'chain'];

const args = process.argv.slice(2);
const onlyArg = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const only = onlyArg ? onlyArg.split(',').map((p) => p.trim()) : null;
const unknown = only?.filter((p) => !parts.includes(p as Part)) ?? [];
if (unknown.length) {
  console.error(`unknown --only value: ${unknown.join(', ')} (use ${parts.join('|')})`);
  process.exit(2);
}
const build = args.includes('--build');
const selected = parts.filter((p) => !only || only.includes(p));

const shorten = (text: string) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 70 ? `${flat.slice(0, 67)}...` : flat;
};

interface Row {
  measure: string;
  value: string;
  target: string;
  result: 'PASS' | 'MISS' | 'SKIP' | '-';
}
const summary: Row[] = [];
const row = (
  measure: string,
  value: number | null,
  target: string,
  pass: (v: number) => boolean,
  digits = 0,
  skip = '',
) =>
  summary.push({
    measure,
    value: value === null ? shorten(skip || 'n/a') : value.toFixed(digits),
    target,
    result: value === null ? 'SKIP' : target.startsWith('info') ? '-' : pass(value) ? 'PASS' : 'MISS',
  });

async function guarded<T>(name: string, fn: () => Promise<T>): Promise<T | { skipped: string }> {
  try {
    return await fn();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`\n${name}: FAILED TO RUN: ${message}`);
    return { skipped: `failed: ${message.split('\n')[0]?.slice(0, 80)}` };
  }
}

console.log(`Roda bench (${selected.join(', ')}) on Node ${process.version}`);

if (selected.includes('api')) {
  const api = await guarded<ApiThroughputResult>('API throughput', () => measureApiThroughput());
  if ('skipped' in api) {
    row('API throughput', null, '', () => true, 0, api.skipped);
  } else {
    for (const r of api.rows) {
      const name = `${measureNames[r.measure]} [${r.database}]`;
      if (r.measure === 'bare') {
        row(`${name} req/s`, r.requestsPerSecond, 'info', () => true);
        row(`${name} CPU µs/req`, r.cpuMicrosPerRequest, 'info', () => true, 1);
        continue;
      }
      const target = apiTargets[r.measure];
      // a goal set on the other database: the number is shown, not judged
      const judged = !target.onlyOn || target.onlyOn === r.database;
      const goal = (text: string) => (judged ? text : `info (${text} on ${target.onlyOn})`);
      row(`${name} req/s`, r.requestsPerSecond, 'info', () => true);
      row(`${name} x bare`, r.ratio, goal(`>= ${target.ratio}`), (v) => !judged || v >= target.ratio, 3);
      row(`${name} p99 ms`, r.p99Ms, goal(`<= ${target.p99Ms}`), (v) => !judged || v <= target.p99Ms, 1);
      // the same ratio by the server's CPU per request: steady where req/s moves with the machine
      row(`${name} CPU µs/req`, r.cpuMicrosPerRequest, 'info', () => true, 1);
      row(`${name} x bare by CPU`, r.cpuRatio, goal(`>= ${target.ratio}`), (v) => !judged || v >= target.ratio, 3);
    }
    for (const [db, why] of Object.entries(api.notMeasured)) row(`API on ${db}`, null, '', () => true, 0, why);
  }
}

if (selected.includes('size')) {
  const size = await guarded('Home JavaScript size', () => measureHomeJsSize({ build }));
  const skipped = 'skipped' in size ? size.skipped : '';
  row(
    'Home JS gzip KB',
    'skipped' in size ? null : size.totalKb,
    `<= ${sizeTargets.homeJsKb}`,
    (v) => v <= sizeTargets.homeJsKb,
    1,
    skipped,
  );
  // the one HTTP client goes with Home's first load (docs/decisions/021): its files that carry ky
  row('Home files with ky', 'skipped' in size ? null : size.kyIn.length, '>= 1', (v) => v >= 1, 0, skipped);
  // and the query cache's persister, which restores the last data before the first render (docs/decisions/011)
  const persisterFiles = 'skipped' in size ? null : size.persisterIn.length;
  row('Home files with persister', persisterFiles, '>= 1', (v) => v >= 1, 0, skipped);
}

if (selected.includes('lighthouse')) {
  // the size part built already when asked to; do not build twice
  const lh = await guarded('Lighthouse', () => measureLighthouse({ build: build && !selected.includes('size') }));
  const targets: Record<string, number> = lighthouseTargets;
  for (const category of ['performance', 'accessibility', 'best-practices', 'seo'] as const) {
    const target = targets[category];
    const value = 'skipped' in lh ? null : lh.scores[category];
    row(
      `Lighthouse ${category}`,
      value,
      target === undefined ? 'info' : `>= ${target}`,
      (v) => target === undefined || v >= target,
      0,
      'skipped' in lh ? lh.skipped : '',
    );
  }
  const t = lighthouseRunTargets;
  const v = (pick: (r: Exclude<typeof lh, { skipped: string }>) => number | null) =>
    'skipped' in lh ? null : pick(lh);
  const skip = 'skipped' in lh ? lh.skipped : '';
  row(
    'Lighthouse performance, median of runs',
    v((r) => r.performanceMedian),
    `>= ${t.performanceMedian}`,
    (x) => x >= t.performanceMedian,
    0,
    skip,
  );
  row(
    'Lighthouse performance, worst run',
    v((r) => r.performanceWorst),
    `>= ${t.performanceWorst}`,
    (x) => x >= t.performanceWorst,
    0,
    skip,
  );
  row(
    'Lighthouse TBT median ms',
    v((r) => r.tbtMedianMs),
    `<= ${t.tbtMs}`,
    (x) => x <= t.tbtMs,
    0,
    skip,
  );
  row(
    'Lighthouse LCP median ms',
    v((r) => r.lcpMedianMs),
    `<= ${t.lcpMs}`,
    (x) => x <= t.lcpMs,
    0,
    skip,
  );
  row(
    'Lighthouse CLS worst',
    v((r) => r.clsWorst),
    `<= ${t.cls}`,
    (x) => x <= t.cls,
    3,
    skip,
  );
}

if (selected.includes('offline')) {
  const off = await guarded('Offline', () =>
    measureOffline({ build: build && !selected.includes('size') && !selected.includes('lighthouse') }),
  );
  const skip = 'skipped' in off ? off.skipped : '';
  const value = (v: number | undefined) => ('skipped' in off ? null : (v ?? null));
  row(
    'photos uploaded / captured %',
    value('skipped' in off ? undefined : off.uploadedPercent),
    `<= ${offlineTargets.uploadedPercent}`,
    (v) => v <= offlineTargets.uploadedPercent,
    1,
    skip,
  );
  row(
    'drain forty-order outbox (440 entries) ms',
    value('skipped' in off ? undefined : off.drainFortyOrdersMs),
    'info',
    () => true,
    0,
    skip,
  );
  row(
    'open Home offline (SW) ms',
    value('skipped' in off ? undefined : off.offlineHomeMs),
    'info',
    () => true,
    0,
    skip,
  );
}

if (selected.includes('results')) {
  // an earlier part built already when asked to; do not build twice
  const builtBefore = ['size', 'lighthouse', 'offline'].some((p) => selected.includes(p as Part));
  const res = await guarded('Home to results', () => measureHomeToResults({ build: build && !builtBefore }));
  const skip = 'skipped' in res ? res.skipped : '';
  row(
    'Home to results median ms',
    'skipped' in res ? null : res.medianMs,
    `<= ${homeToResultsTargets.medianMs}`,
    (v) => v <= homeToResultsTargets.medianMs,
    0,
    skip,
  );
  row('Home to results p95 ms', 'skipped' in res ? null : res.p95Ms, 'info', () => true, 0, skip);
}

if (selected.includes('scale')) {
  const scale = await guarded('Scale out', () => measureScaleOut());
  const skip = 'skipped' in scale ? scale.skipped : '';
  for (const [i, name] of ['1 process direct', '1 process behind nginx', '2 processes behind nginx'].entries())
    row(
      `${name} req/s`,
      'skipped' in scale ? null : (scale.rows[i]?.requestsPerSecond ?? null),
      'info',
      () => true,
      0,
      skip,
    );
  row('ratio 2 / 1 behind nginx', 'skipped' in scale ? null : scale.ratio, 'info', () => true, 2, skip);
}

if (selected.includes('chain-migrate')) {
  // index builds on the grown database while orders are written (bench/chain/migrate-bench.ts)
  const m = await guarded('Migrations on the chain', () => measureChainMigrations());
  const skip = 'skipped' in m ? m.skipped : '';
  const v = (pick: (r: Exclude<typeof m, { skipped: string }>) => number) => ('skipped' in m ? null : pick(m));
  const goal = chainMigrateTargets.maxWriteMs;
  row(
    'chain migrate: openDatabase (index builds) s',
    v((r) => r.open.totalMs / 1000),
    'info',
    () => true,
    1,
    skip,
  );
  row(
    'chain migrate: writes during the build',
    v((r) => r.during.count),
    'info',
    () => true,
    0,
    skip,
  );
  row(
    'chain migrate: write p99 ms before',
    v((r) => r.before.p99Ms),
    'info',
    () => true,
    1,
    skip,
  );
  row(
    'chain migrate: write p99 ms during',
    v((r) => r.during.p99Ms),
    'info',
    () => true,
    1,
    skip,
  );
  row(
    'chain migrate: write max ms during',
    v((r) => r.during.maxMs),
    `<= ${goal}`,
    (x) => x <= goal,
    1,
    skip,
  );
  row(
    'chain migrate: failed writes + indexes not rebuilt',
    v((r) => r.during.failed + r.notRebuilt.length),
    '0',
    (x) => x === 0,
    0,
    skip,
  );
}

if (selected.includes('chain')) {
  // information: the chain-size database against the demo seed (bench/chain/, bench/README.md)
  const chain = await guarded('Chain size', () => measureChain());
  const skip = 'skipped' in chain ? chain.skipped : '';
  const t = chainTargets;
  if ('skipped' in chain) row('chain vs demo', null, 'info', () => true, 0, skip);
  else {
    for (const r of chain.rows) {
      const goal = `info (<= ${t.p99Ratio}x demo, <= ${t.p99Ms[r.audience]} ms)`;
      const p99 = typeof r.chain === 'string' ? null : r.chain.p99Ms;
      row(`chain ${r.name} p99 ms`, p99, goal, () => true, 1, typeof r.chain === 'string' ? r.chain : '');
      row(`chain ${r.name} p99 x demo`, r.p99Ratio, goal, () => true, 2, 'an error on one dataset');
    }
    row(
      'chain product CSV export s',
      chain.exportMs === null ? null : chain.exportMs / 1000,
      'info',
      () => true,
      1,
      'failed',
    );
    row('chain server RSS after run MB', chain.rssAfterMb, `info (< ${t.rssMb})`, () => true, 0, 'no /proc');
    row('chain server peak RSS MB', chain.peakRssMb, `info (< ${t.rssMb})`, () => true, 0, 'no /proc');
  }
}

console.log(`\nSummary\n${table(summary.map((r) => ({ ...r })))}`);
// a benchmark reports; it does not fail the build
process.exit(0);
