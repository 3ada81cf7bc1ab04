import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The build measured: dist/, or BENCH_DIST_DIR (so a bench can run beside another build). */
export const distDir = path.resolve(process.env.BENCH_DIST_DIR ?? 'dist');
/** The Home route; BENCH_HOME_PATH measures another route the same way. */
export const homePath = process.env.BENCH_HOME_PATH ?? '/app/pages/home/home';

/**
 * Makes sure a production build exists: runs `npx vite build` when dist/index.html is missing or
 * when `force` is set. Returns a reason when there is no usable build.
 */
export function ensureBuild(
  force: boolean,
  log: (line: string) => void = console.log,
): { ok: true } | { ok: false; reason: string } {
  const index = path.join(distDir, 'index.html');
  if (force || !existsSync(index)) {
    log(
      force
        ? 'Building the app (npx vite build, --build given)...'
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
