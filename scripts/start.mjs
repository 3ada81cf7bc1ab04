// npm start: build the app and the server when their sources are newer than their builds, then run
// the one server (API + app), dist-server/main.js, in this same process with plain Node, so signals
// reach it directly. Building the app needs the devDependencies (vite): `npm ci` installs them.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, serverBuildIsStale, serverEntry } from './build-server.mjs';

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

/**
 * What the app's build reads: its sources, and the config with every file it imports (the build's
 * own plugins), as Vite itself lists them.
 */
async function buildInputs() {
  const { loadConfigFromFile } = await import('vite');
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    path.join(root, 'vite.config.ts'),
    root,
    'silent',
  );
  return ['src', 'sw', 'locales', 'public', 'index.html', 'package.json', ...(loaded?.dependencies ?? [])];
}

const stale = async () => {
  if (!existsSync(built)) return true;
  const sources = await buildInputs();
  return statSync(built).mtimeMs < Math.max(...sources.map((s) => newestMtime(path.resolve(root, s))));
};
if (process.env.SKIP_BUILD !== '1' && (await stale())) {
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

if (process.env.SKIP_BUILD !== '1' && serverBuildIsStale()) await buildServer();
if (!existsSync(serverEntry)) {
  console.error('dist-server/main.js is missing: run `node scripts/build-server.mjs`.');
  process.exit(1);
}

// stack traces in the log name the TypeScript sources
process.setSourceMapsEnabled(true);
process.chdir(root);
await import(pathToFileURL(serverEntry).href);
