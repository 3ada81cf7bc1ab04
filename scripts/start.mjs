// npm start: build the app when its sources are newer than the build, then run the one server
// (API + app) in this same process, so signals reach it directly.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const built = path.join(distDir, 'index.html');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

const sources = [
  'src',
  'sw',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  // the build's own plugins
  'scripts/keep-previous-assets.ts',
  'scripts/inline-css.ts',
  'scripts/lingui-source-messages.ts',
];
const sourceTime = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (process.env.SKIP_BUILD !== '1' && (!existsSync(built) || statSync(built).mtimeMs < sourceTime)) {
  console.log('Building the app (dist/ is missing or older than its sources)…');
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      distDir,
      '--emptyOutDir',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      // always a production build (PROD code paths, the service worker), even when the server
      // itself runs with NODE_ENV=development (the e2e config does)
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
process.chdir(root);
await import('../server/main.ts');
