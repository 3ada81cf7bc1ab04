// Builds the server once with esbuild: server/main.ts and everything it imports from server/ and
// src/shared/ into one ES module, dist-server/main.js, run by plain `node` (no tsx in production).
// Packages stay imports of node_modules (PGlite, sharp and pg find their own files there).
//
// Files the server reads at run time (migrations, seed images, public/favicon.ico) are found with
// `new URL('<relative>', import.meta.url)` next to the source file that names them. In one bundle
// import.meta.url is dist-server/main.js, so each such address is rewritten at build time to point
// from dist-server/ to the same file in the checkout: nothing is copied, and the files must stay
// where they are (dist-server/ is built inside the checkout it came from).
//
//   node scripts/build-server.mjs           build when a source is newer than the build
//   node scripts/build-server.mjs --force   build anyway
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverOutDir = path.join(root, 'dist-server');
export const serverEntry = path.join(serverOutDir, 'main.js');

/** Sources of the server build: a change in any of them makes the build stale. */
const sources = ['server', 'src/shared', 'package.json', 'tsconfig.json', 'scripts/build-server.mjs'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

/** True when dist-server/main.js is missing or older than one of its sources. */
export function serverBuildIsStale() {
  if (!existsSync(serverEntry)) return true;
  const built = statSync(serverEntry).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

const urlPattern = /new URL\(\s*(['"])(\.{1,2}\/[^'"]*)\1\s*,\s*import\.meta\.url\s*\)/g;

/** esbuild plugin: `new URL('./x', import.meta.url)` in server sources, made relative to dist-server/. */
const keepFileAddresses = {
  name: 'roda:keep-file-addresses',
  setup(build) {
    build.onLoad({ filter: /[\\/](server|src[\\/]shared)[\\/].*\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const contents = text.replace(urlPattern, (_match, _quote, relative) => {
        const target = path.resolve(path.dirname(args.path), relative);
        let fromOut = path.relative(serverOutDir, target).split(path.sep).join('/');
        if (!fromOut.startsWith('.')) fromOut = `./${fromOut}`;
        // keep a trailing slash: a directory address stays a directory address
        if (relative.endsWith('/') && !fromOut.endsWith('/')) fromOut += '/';
        return `new URL(${JSON.stringify(fromOut)}, import.meta.url)`;
      });
      return { contents, loader: 'ts' };
    });
  },
};

/** Builds dist-server/main.js (and its source map). */
export async function buildServer({ log = console.log } = {}) {
  const started = Date.now();
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: root,
    entryPoints: { main: path.join(root, 'server', 'main.ts') },
    outdir: serverOutDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.server.json'),
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [keepFileAddresses],
  });
  log(`Built the server into dist-server/ (${Date.now() - started} ms)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--force') || serverBuildIsStale()) await buildServer();
  else console.log('dist-server/ is up to date');
}
