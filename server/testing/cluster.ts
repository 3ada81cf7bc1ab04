import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { api } from '../../tests/support/api';
import { createThrowawayDatabase } from './throwaway-database';

/**
 * Several production processes (`npm start`) on one PostgreSQL database behind a real nginx, on
 * loopback ports: the shape of docs/deploy.md, for the scale-out suite and `npm run bench`.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Debian's nginx, or null when the machine has none (`.ci/run` installs it). */
export function findNginx(): string | null {
  return ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p)) ?? null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A fresh, empty database on the PostgreSQL server of `adminUrl`, dropped by `drop()`. */
export const createEmptyDatabase = (adminUrl: string, prefix = 'roda_scale') =>
  createThrowawayDatabase(adminUrl, prefix);

export interface ServerProcess {
  name: string;
  port: number;
  url: string;
  /** The process's output so far (for a failing test's message). */
  output(): string;
  /** True once `npm start` has exited (`stop` also waits for the server it started). */
  exited(): boolean;
  /** Sends `signal` to `npm start` and everything it started; resolves when all of it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Process groups started here and not yet stopped: killed if this process exits first (a crashed run). */
const running = new Set<number>();
process.once('exit', () => {
  for (const group of running) {
    try {
      process.kill(group, 'SIGKILL');
    } catch {
      // gone already
    }
  }
});

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url} exited before it was healthy:\n${output()}`);
    }
    try {
      const response = await fetch(`${url}${api.health.path}`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not healthy within ${timeoutMs} ms:\n${output()}`);
}

let serverBuild: Promise<void> | null = null;

/**
 * When `npm start` runs a built server (scripts/build-server.mjs), builds it once if it is older than
 * its sources, before processes start with SKIP_BUILD=1 (which skips the app's build and the
 * server's): the processes must run the code under test. Nothing to do while `npm start` runs the
 * TypeScript sources.
 */
function ensureServerBuilt(): Promise<void> {
  serverBuild ??= (async () => {
    const script = path.join(root, 'scripts', 'build-server.mjs');
    if (!existsSync(script)) return;
    const build = (await import(pathToFileURL(script).href)) as {
      serverBuildIsStale?: () => boolean;
      buildServer?: (options: { log: (line: string) => void }) => Promise<unknown>;
    };
    if (build.serverBuildIsStale?.() !== false) await build.buildServer?.({ log: () => undefined });
  })();
  return serverBuild;
}

/**
 * Starts `npm start` (SKIP_BUILD=1: the API is what is tested) on `port` with `env` added, in its
 * own process group so that a kill reaches the server and not only npm; waits for /api/health.
 */
export async function startServerProcess(
  name: string,
  port: number,
  env: Record<string, string>,
  timeoutMs = 150_000,
): Promise<ServerProcess> {
  await ensureServerBuilt();
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  // the test runner's own settings are not the server's
  for (const key of Object.keys(childEnv)) if (key.startsWith('VITEST')) delete childEnv[key];
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...childEnv, NODE_ENV: 'development', SKIP_BUILD: '1', HOST: '127.0.0.1', PORT: String(port), ...env },
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  running.add(-(child.pid as number));
  const url = `http://127.0.0.1:${port}`;
  const proc: ServerProcess = {
    name,
    port,
    url,
    output: () => log,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    async stop(signal = 'SIGTERM') {
      const group = -(child.pid as number);
      try {
        process.kill(group, signal);
      } catch {
        // the whole group is gone already
        running.delete(group);
        return;
      }
      await exited;
      // npm may exit before the server it started: wait for the whole group
      for (let waited = 0; waited < 15_000; waited += 50) {
        try {
          process.kill(group, 0);
        } catch {
          running.delete(group);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`${name} did not stop within 15 s of ${signal}:\n${log}`);
    },
  };
  try {
    await waitForHealth(url, child, proc.output, timeoutMs);
  } catch (error) {
    await proc.stop('SIGKILL');
    throw error;
  }
  return proc;
}

export interface Balancer {
  port: number;
  url: string;
  configFile: string;
  stop(): Promise<void>;
}

/** The nginx configuration of docs/deploy.md, on loopback, with its files under `dir`. */
export function nginxConfig(dir: string, listenPort: number, upstreamPorts: readonly number[]): string {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return `# generated by server/testing/cluster.ts
${asRoot ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # the upload call takes 10 MB and its multipart envelope
  client_max_body_size 11m;
  upstream roda {
    # round-robin; a process that refuses connections is left alone for 5 s
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://roda;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # a dead process: try the next one (POST only when it was never sent, nginx's default)
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      # which process answered (tests only; leave it out in production)
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Starts nginx in the foreground with a generated configuration; waits until it answers. */
export async function startNginx(
  nginx: string,
  dir: string,
  upstreamPorts: readonly number[],
  listenPort?: number,
): Promise<Balancer> {
  mkdirSync(dir, { recursive: true });
  const port = listenPort ?? (await freePort());
  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(configFile, nginxConfig(dir, port, upstreamPorts));
  const child = spawn(nginx, ['-p', dir, '-c', configFile, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => log, 20_000);
  return {
    port,
    url,
    configFile,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
