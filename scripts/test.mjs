// npm test: every check, in order of cost; stops at the first that fails.
import { spawn } from 'node:child_process';

// The static checks are single-threaded each: two at a time keep both cores of a 2-core machine
// busy (docs/decisions/022-suite-time.md). Each one's output is printed whole when it ends.
const staticChecks = [
  ['type-check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['type-check server (no DOM)', 'npx', ['tsc', '-p', 'tsconfig.server.json', '--noEmit']],
  ['type-check service worker', 'npx', ['tsc', '-p', 'sw/tsconfig.json', '--noEmit']],
  ['translations complete', 'npx', ['lingui', 'compile', '--strict']],
];
// these use every core themselves: one after the other
const suites = [
  ['unit and server tests', 'npx', ['vitest', 'run']],
  ['production build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['end-to-end in Chromium', 'npx', ['playwright', 'test']],
];

const only = process.argv[2];
const chosen = (steps) => steps.filter(([name]) => !only || name.startsWith(only));

function run([name, command, args], { quiet }) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (!quiet) console.log(`\n▶ ${name}`);
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (quiet) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (status === 0) console.log(`✔ ${name} (${seconds} s)`);
      else console.error(`✖ ${name} failed`);
      resolve(status ?? 1);
    });
  });
}

async function runTwoAtATime(steps) {
  const queue = [...steps];
  let failed = 0;
  const lane = async () => {
    while (queue.length > 0 && !failed) {
      const status = await run(queue.shift(), { quiet: true });
      if (status !== 0) failed = status;
    }
  };
  await Promise.all([lane(), lane()]);
  return failed;
}

const staticStatus = await runTwoAtATime(chosen(staticChecks));
if (staticStatus !== 0) process.exit(staticStatus);
for (const step of chosen(suites)) {
  const status = await run(step, { quiet: false });
  if (status !== 0) process.exit(status);
}
