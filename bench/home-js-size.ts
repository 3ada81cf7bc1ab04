import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir, ensureBuild } from './build';
import { table } from './format';
import { loadHome, type HomeLoad } from './home-page';
import { fullChromiumPath } from '../tests/e2e/browser';
import { startBenchServer } from './server';

export const sizeTargets = { homeJsKb: 130 };

export interface HomeJsSizeResult {
  /** gzip -9 size of all JavaScript needed to show Home, in KB (1 KB = 1024 bytes). */
  totalKb: number;
  /** Per file: URL path under /app/, raw bytes, gzip bytes, and why it counts. */
  files: { path: string; bytes: number; gzipBytes: number; source: 'entry' | 'modulepreload' | 'loaded' }[];
  /** The files of Home that carry ky, the one HTTP client (docs/decisions/021): empty when Home goes without it. */
  kyIn: string[];
  /** The files of Home that carry TanStack's storage persister (docs/decisions/011): empty when Home goes without it. */
  persisterIn: string[];
}

/** Texts of the owner's packages that minifiers keep, to see which file carries each. */
const MARKERS = {
  // an error message of ky's
  kyIn: 'must not begin with a slash when using',
  // a method name of the persister's object, which minifiers keep as a property
  persisterIn: 'restoreClient',
} as const;

export type Skipped = { skipped: string };

const gzipSize = (data: Buffer) => gzipSync(data, { level: 9 }).length;

/** The entry script and modulepreload links of dist/index.html, as URL paths. */
export function entryScripts(html: string): { entry: string[]; preload: string[] } {
  const entry = [...html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g)].map((m) => m[1]!);
  const entry2 = [...html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*\btype=["']module["']/g)].map(
    (m) => m[1]!,
  );
  const preload = [...html.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*>/g)]
    .map((m) => /\bhref=["']([^"']+)["']/.exec(m[0])?.[1])
    .filter((href): href is string => Boolean(href));
  return { entry: [...new Set([...entry, ...entry2])], preload };
}

/** dist/ file of a /app/... URL path, when it is one. */
function distFile(urlPath: string): string | null {
  if (!urlPath.startsWith('/app/')) return null;
  const file = path.join(distDir, decodeURIComponent(urlPath.slice('/app/'.length)));
  return file.startsWith(distDir) && existsSync(file) ? file : null;
}

/**
 * gzip size of the JavaScript needed to show Home: the entry script and its modulepreload links
 * from dist/index.html, plus every .js the page fetches when /app/pages/home/home is loaded in
 * headless Chromium (the lazily loaded route chunks). The service worker is blocked: it is not
 * needed to show Home and would precache every chunk.
 */
export async function measureHomeJsSize(
  options: { build?: boolean; log?: (line: string) => void } = {},
): Promise<HomeJsSizeResult | Skipped> {
  const log = options.log ?? console.log;
  const built = ensureBuild(options.build ?? false, log);
  if (!built.ok) return report({ skipped: built.reason }, log);
  if (!existsSync(fullChromiumPath))
    return report({ skipped: `${fullChromiumPath} is missing (apt-get install chromium)` }, log);

  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const { entry, preload } = entryScripts(html);
  if (entry.length === 0) return report({ skipped: 'dist/index.html has no module entry script' }, log);

  const server = await startBenchServer({ distDir });
  let home: HomeLoad;
  try {
    home = await loadHome(server.baseUrl);
  } finally {
    await server.close();
  }
  if (home.problem) return report({ skipped: home.problem }, log);
  const loaded = home.scripts;

  const files: HomeJsSizeResult['files'] = [];
  const found: Record<keyof typeof MARKERS, string[]> = { kyIn: [], persisterIn: [] };
  const add = (urlPath: string, source: HomeJsSizeResult['files'][number]['source']) => {
    if (files.some((f) => f.path === urlPath)) return;
    if (/\/(sw|workbox-[^/]*)\.js$/.test(urlPath)) return;
    const file = distFile(urlPath);
    const data = file ? readFileSync(file) : loaded.get(urlPath);
    if (!data) return;
    files.push({ path: urlPath, bytes: data.length, gzipBytes: gzipSize(data), source });
    for (const key of Object.keys(MARKERS) as (keyof typeof MARKERS)[])
      if (data.includes(MARKERS[key])) found[key].push(urlPath);
  };
  entry.forEach((p) => add(p, 'entry'));
  preload.forEach((p) => add(p, 'modulepreload'));
  [...loaded.keys()].sort().forEach((p) => add(p, 'loaded'));
  const totalKb = files.reduce((sum, f) => sum + f.gzipBytes, 0) / 1024;
  return report({ totalKb, files, ...found }, log);
}

function report<T extends HomeJsSizeResult | Skipped>(result: T, log: (line: string) => void): T {
  if ('skipped' in result) {
    log(`\nHome JavaScript size: SKIPPED: ${result.skipped}`);
    return result;
  }
  const rows: Record<string, string>[] = [...result.files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((f) => ({
      file: f.path.replace('/app/assets/', ''),
      why: f.source,
      'raw KB': (f.bytes / 1024).toFixed(1),
      'gzip KB': (f.gzipBytes / 1024).toFixed(1),
    }));
  rows.push({
    file: `TOTAL (${result.files.length} files)`,
    why: '',
    'raw KB': (result.files.reduce((s, f) => s + f.bytes, 0) / 1024).toFixed(1),
    'gzip KB': result.totalKb.toFixed(1),
  });
  log(`\nJavaScript needed to show Home (gzip -9), target <= ${sizeTargets.homeJsKb} KB\n${table(rows)}`);
  const carriers = (what: string, urlPaths: string[]) =>
    log(
      urlPaths.length > 0
        ? `${what} is in: ${urlPaths.map((p) => p.replace('/app/assets/', '')).join(', ')}`
        : `${what} is in none of these files`,
    );
  carriers('ky, the HTTP client,', result.kyIn);
  carriers('the query cache persister', result.persisterIn);
  return result;
}
