import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  createEmptyDatabase,
  freePort,
  startNginx,
  startServerProcess,
  type Balancer,
  type ServerProcess,
} from './cluster';
import { testDatabaseUrl } from './harness';

export interface ScaleOutCluster {
  a: ServerProcess;
  b: ServerProcess;
  lb: Balancer;
  /** A plain connection to the processes' database, to count what they wrote. */
  sql: pg.Client;
  stop(): Promise<void>;
}

/**
 * Two `npm start` processes started together on one fresh PostgreSQL database (media in the
 * database, no configured media key: they must agree through it), behind a generated nginx.
 */
export async function startScaleOutCluster(nginx: string): Promise<ScaleOutCluster> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'roda-scale-'));
  const database = await createEmptyDatabase(testDatabaseUrl as string);
  const [portA, portB, portLb] = await Promise.all([freePort(), freePort(), freePort()]);
  const common = {
    DATABASE_URL: database.url,
    MEDIA_STORAGE: 'postgres',
    LOG_LEVEL: 'warn',
    // nginx passes the caller's address on; limits per address count it, not the balancer's
    TRUST_PROXY: '1',
    PUBLIC_BASE_URL: `http://127.0.0.1:${portLb}`,
    DIST_DIR: path.join(work, 'no-app'),
    // no MEDIA_URL_SECRET: the processes must agree on a key through the database
    MEDIA_URL_SECRET: '',
  };
  // both at once, on an empty database: migrations and the seed must run once
  const [a, b] = await Promise.all([
    startServerProcess('A', portA, { ...common, DATA_DIR: path.join(work, 'a') }),
    startServerProcess('B', portB, { ...common, DATA_DIR: path.join(work, 'b') }),
  ]);
  const lb = await startNginx(nginx, path.join(work, 'nginx'), [portA, portB], portLb);
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  return {
    a,
    b,
    lb,
    sql,
    async stop() {
      await sql.end().catch(() => undefined);
      await lb.stop();
      await Promise.all([a.stop(), b.stop()]);
      await database.drop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
