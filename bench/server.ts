import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createThrowawayDatabase } from '../server/testing/throwaway-database';

export interface BenchServer {
  baseUrl: string;
  port: number;
  /** The server's process id (for a profile or `ps`). */
  pid: number;
  close(): Promise<void>;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The production server build (scripts/build-server.mjs). */
export const serverEntry = path.join(root, 'dist-server', 'main.js');
const bareServerEntry = path.join(root, 'bench', 'bare-server.mjs');

/** Builds dist-server/ when a server source is newer than it (done once per bench run). */
let built = false;
export function ensureServerBuild() {
  if (built) return;
  const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-server.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error(`node scripts/build-server.mjs failed (exit ${run.status ?? run.signal})`);
  built = true;
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output().slice(-400)}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s: ${output().slice(-400)}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function spawnLogged(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

/**
 * The production server as its own process, `node dist-server/main.js` (built first when stale),
 * on 127.0.0.1 and a free port, logging nothing, over a fresh seeded PGlite in a temporary
 * directory, or over the PostgreSQL database `databaseUrl` when given. `distDir` is the build it
 * serves under /app/; `nodeArgs` go before the script (e.g. `--cpu-prof`). NODE_ENV is
 * development: the sandbox payment gateway and the readable SMS code (the bench logs in with it).
 */
export async function startBenchServer(
  options: { distDir?: string; databaseUrl?: string; nodeArgs?: string[] } = {},
): Promise<BenchServer> {
  ensureServerBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roda-bench-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    DIST_DIR: path.resolve(options.distDir ?? path.join(dataDir, 'no-dist')),
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const { child, output } = spawnLogged([...(options.nodeArgs ?? []), serverEntry], env);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseUrl}/api/health`, child, output);
  } catch (error) {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    port,
    pid: child.pid ?? 0,
    async close() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The yardstick: a bare Node `http` server in its own process answering every request with the
 * same fixed JSON envelope as health (bench/bare-server.mjs).
 */
export async function startBareServer(): Promise<BenchServer> {
  const port = await freePort();
  const { child, output } = spawnLogged([bareServerEntry], { ...process.env, PORT: String(port) });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(`${baseUrl}/api/health`, child, output, 20_000);
  return { baseUrl, port, pid: child.pid ?? 0, close: () => stopChild(child) };
}

/**
 * CPU seconds a process has used so far, user and system, from /proc/<pid>/stat (Linux), or null
 * where that cannot be read. All its threads count: the garbage collector's helpers, libuv's pool.
 */
export function processCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command's name, which is in parentheses and may hold spaces
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime and stime: fields 14 and 15
    return ticks / clockTicksPerSecond();
  } catch {
    return null;
  }
}

let ticksPerSecond: number | null = null;
function clockTicksPerSecond(): number {
  if (ticksPerSecond === null) {
    const run = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
    ticksPerSecond = Number(run.stdout.trim()) || 100;
  }
  return ticksPerSecond;
}

/** A fresh PostgreSQL database for one bench run. */
export const createBenchDatabase = (adminUrl: string) => createThrowawayDatabase(adminUrl, 'roda_bench');
