import { apiTargets, measureApiThroughput, type ApiThroughputResult } from './api-throughput';
import { table } from './format';
import { measureHomeJsSize, sizeTargets } from './home-js-size';
import { homeToResultsTargets, measureHomeToResults } from './home-to-results';
import { lighthouseTargets, measureLighthouse } from './lighthouse';
import { measureOffline, offlineTargets } from './offline';
import { measureScaleOut } from './scale-out';

/**
 * `npm run bench [-- --only=api|size|lighthouse|offline|results|scale] [--build]`: every measurement of bench/, then one
 * summary table. A missed target prints MISS but the exit code stays 0 (a benchmark, not a test);
 * a part that cannot run prints SKIP with the reason.
 */
type Part = 'api' | 'size' | 'lighthouse' | 'offline' | 'results' | 'scale';
const parts: Part[] = ['api', 'size', 'lighthouse', 'offline', 'results', 'scale'];

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
    result: value === null ? 'SKIP' : target === 'info' ? '-' : pass(value) ? 'PASS' : 'MISS',
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
    for (const m of ['health req/s', 'dictionary-info req/s', 'ratio dictionary/health'])
      row(m, null, '', () => true, 0, api.skipped);
  } else {
    row('health req/s (avg)', api.health.requestsPerSecond, 'info', () => true);
    row('health p99 ms', api.health.p99Ms, 'info', () => true, 1);
    row('dictionary-info req/s (avg)', api.dictionary.requestsPerSecond, 'info', () => true);
    row('dictionary-info p99 ms', api.dictionary.p99Ms, 'info', () => true, 1);
    row('product search, all filters req/s (avg)', api.productSearch.requestsPerSecond, 'info', () => true);
    row('product search, all filters p99 ms', api.productSearch.p99Ms, 'info', () => true, 1);
    row('ratio dictionary/health', api.ratio, `>= ${apiTargets.ratio}`, (v) => v >= apiTargets.ratio, 2);
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

console.log(`\nSummary\n${table(summary.map((r) => ({ ...r })))}`);
// a benchmark reports; it does not fail the build
process.exit(0);
