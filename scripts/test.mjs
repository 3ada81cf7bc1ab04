// npm test: every check, in order of cost; stops at the first that fails.
import { spawnSync } from 'node:child_process';

const steps = [
  ['type-check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['type-check server (no DOM)', 'npx', ['tsc', '-p', 'tsconfig.server.json', '--noEmit']],
  ['type-check service worker', 'npx', ['tsc', '-p', 'sw/tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['translations complete', 'npx', ['lingui', 'compile', '--strict']],
  ['unit and server tests', 'npx', ['vitest', 'run']],
  ['production build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['end-to-end in Chromium', 'npx', ['playwright', 'test']],
];

const only = process.argv[2];
for (const [name, command, args] of steps) {
  if (only && !name.startsWith(only)) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
