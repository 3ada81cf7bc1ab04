import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The build measured: dist/, or BENCH_DIST_DIR (so a bench can run beside another build). */
export const distDir = path.resolve(process.env.BENCH_DIST_DIR ?? 'dist');
/** The Home route; BENCH_HOME_PATH measures another route the same way. */
export const homePath = process.env.BENCH_HOME_PATH ?? '/app/pages/home/home';

/** What a build is made from: a change to any of these makes an existing build stale. */
const buildInputs = ['src', 'public', 'sw', 'index.html', 'vite.config.ts', 'package-lock.json'];

/** The newest modification time among `paths` (folders walked), in ms; 0 when none exists. */
function newestChange(paths: string[]): number {
  let newest = 0;
  const visit = (file: string) => {
    if (!existsSync(file)) return;
    const stat = statSync(file);
    if (stat.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const p of paths) visit(path.resolve(p));
  return newest;
}

/**
 * Makes sure a production build of the sources as they are exists: runs `npx vite build` when
 * dist/index.html is missing, older than any of the build's inputs (a stale build would be measured
 * for the tree it no longer matches), or when `force` is set. Returns a reason when there is no
 * usable build.
 */
export function ensureBuild(
  force: boolean,
  log: (line: string) => void = console.log,
): { ok: true } | { ok: false; reason: string } {
  const index = path.join(distDir, 'index.html');
  const stale = existsSync(index) && statSync(index).mtimeMs < newestChange(buildInputs);
  if (force || stale || !existsSync(index)) {
    log(
      force
        ? 'Building the app (npx vite build, --build given)...'
        : stale
          ? 'dist/ is older than the sources: building the app (npx vite build)...'
          : 'dist/ is missing: building the app (npx vite build)...',
    );
    const run = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir], {
      stdio: 'inherit',
      env: process.env,
    });
    if (run.status !== 0) return { ok: false, reason: `npx vite build failed (exit ${run.status ?? run.signal})` };
  }
  if (!existsSync(index)) return { ok: false, reason: 'dist/index.html does not exist after the build' };
  return { ok: true };
}
