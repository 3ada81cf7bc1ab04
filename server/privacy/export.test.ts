import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary, VehicleSpec } from '../../src/shared/contract/catalog';
import { ResultCode } from '../../src/shared/contract/codes';
import { DATA_EXPORT_FILE_PATH } from '../../src/shared/contract/privacy-export';
import { api } from '../../tests/support/api';
import type { DbKind } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { dataRequests } from '../db/schema';
import {
  describeOnEachDatabase,
  describeOnPostgres,
  startTestServer,
  type Session,
  type TestServer,
} from '../testing/harness';
import { postSigned } from '../testing/office-fixtures';
import { malaysiaDate } from '../testing/orders-fixture';
import { copyPgliteTemplate } from '../testing/pglite-template';
import { runDataExports } from './export-job';
import { SECRET_COLUMNS, STAFF_REFERENCES, SUMMARY_SECTIONS } from './export-tables';

/** A copy of my data (docs/product.md#personal-data-export), through the API as the app asks for it. */

interface Suite {
  server: TestServer;
  dataDir: string;
  pass(now?: Date): Promise<{ prepared: number; expired: number }>;
}

/** A server whose data directory the test knows (the copies are written there). */
function exportServer(kind: DbKind): Suite {
  const suite = { dataDir: mkdtempSync(path.join(os.tmpdir(), 'roda-export-')) } as Suite;
  beforeAll(async () => {
    if (kind === 'pglite') copyPgliteTemplate(suite.dataDir);
    suite.server = await startTestServer(kind, {
      config: { dataDir: suite.dataDir, uploadDir: path.join(suite.dataDir, 'uploads') },
    });
    suite.pass = (now) => runDataExports(suite.server.database, suite.dataDir, now);
  }, 60_000);
  afterAll(async () => {
    await suite.server.close();
    rmSync(suite.dataDir, { recursive: true, force: true });
  });
  return suite;
}

/** Runs the job until the person's newest copy is ready (the request also starts it after its commit). */
async function readyCopy(suite: Suite, session: Session) {
  for (let i = 0; i < 100; i++) {
    await suite.pass();
    const [latest] = (await suite.server.call(api.dataExportList, {}, { session })).body.data.requests;
    if (latest?.status === 'ready') return latest;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the copy was never ready');
}

const download = (server: TestServer, session: Session, id: number, format: 'json' | 'html', language = 'en_us') =>
  postSigned(server, session, DATA_EXPORT_FILE_PATH, JSON.stringify({ id, format }), language);

/** Every table that references `users`, directly or through a table that does, following every foreign key. */
async function tablesReferencingPeople(server: TestServer) {
  const keys = await rowsOf<{ child: string; column: string; parent: string }>(
    server.database.db,
    sql`select child.relname as child, a.attname as "column", parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f'`,
  );
  const reached = new Map<string, string[]>([['users', []]]);
  for (let grew = true; grew;) {
    grew = false;
    for (const key of keys) {
      if (!reached.has(key.parent) || key.child === key.parent) continue;
      const via = reached.get(key.child) ?? [];
      if (!via.includes(`${key.child}.${key.column}`)) {
        reached.set(key.child, [...via, `${key.child}.${key.column}`]);
        grew = true;
      }
    }
  }
  reached.delete('users');
  return { reached, keys };
}

describeOnEachDatabase('a copy of my data', (kind) => {
  const suite = exportServer(kind);
  let alice: Session & { userId: number };
  let bob: Session;
  let orderNo: string;

  beforeAll(async () => {
    const { server } = suite;
    alice = await server.login('+60147700101');
    bob = await server.login('+60147700102');
    const specs = (await server.call(api.vehicleSpecList, {})).body.data;
    const myvi = specs.find((s) => s.make === 'Perodua' && s.model === 'Myvi') as VehicleSpec;
    const car = { specId: myvi.id, year: myvi.yearTo };
    expect((await server.call(api.carAdd, { ...car, plate: 'wxy 7001' }, { session: alice })).body.code).toBe(200);
    const tyre = (await server.call(api.productPage, { category: 'tyres', car })).body.data.list[0] as ProductSummary;
    const stores = (await server.call(api.storeList, { pageSize: 100 })).body.data.list;
    const workshop = stores.find((s) => s.kind === 'workshop' && s.openDays.length === 7 && s.opens <= '09:00');
    const order = await server.call(
      api.orderAdd,
      {
        orderType: 'install',
        lines: [{ productId: tyre.id, quantity: 4 }],
        car,
        plate: 'wxy 7001',
        storeId: workshop?.id ?? 0,
        appointmentDate: malaysiaDate(1),
        appointmentSlot: '10:00',
      },
      { session: alice },
    );
    expect(order.body.code, order.body.msg).toBe(200);
    orderNo = order.body.data.orderNo;
    expect((await server.call(api.payParam, { orderId: order.body.data.id }, { session: alice })).body.code).toBe(200);
    const feedback = { type: 'suggestion' as const, content: 'Please open on Sundays', images: [] };
    expect((await server.call(api.feedbackAdd, feedback, { session: alice })).body.code).toBe(200);
  }, 60_000);

  it('is prepared by the job and holds every table that references the person, without secrets', async () => {
    const { server } = suite;
    const asked = await server.call(api.dataExportRequest, {}, { session: alice });
    expect(asked.body.code, asked.body.msg).toBe(200);
    expect(asked.body.data).toMatchObject({ status: 'preparing', downloadPath: null });
    // asking again while it is preparing shows the same copy
    const again = await server.call(api.dataExportRequest, {}, { session: alice });
    expect(again.body.data.id).toBe(asked.body.data.id);

    const ready = await readyCopy(suite, alice);
    expect(ready).toMatchObject({ id: asked.body.data.id, downloadPath: DATA_EXPORT_FILE_PATH });
    expect(ready.fileBytes).toBeGreaterThan(1000);
    const days = (Date.parse(ready.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const res = await download(server, alice, ready.id, 'json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="roda-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await res.text();
    const copy = JSON.parse(text) as { tables: Record<string, Record<string, unknown>[]>; leftOut: object };

    // the catalogue's own walk: each table reached from users is in the copy, or reached only
    // through references that name the person as staff (each with its reason)
    const { reached, keys } = await tablesReferencingPeople(server);
    expect(reached.size).toBeGreaterThan(25);
    for (const [table, via] of reached) {
      if (table in copy.tables) continue;
      const notFollowed = via.filter((ref) => !(ref in STAFF_REFERENCES));
      expect(notFollowed, `${table} references the person but is not in the copy`).toEqual([]);
    }
    for (const ref of Object.keys(STAFF_REFERENCES)) {
      expect(
        keys.some((key) => `${key.child}.${key.column}` === ref && key.parent === 'users'),
        ref,
      ).toBe(true);
    }
    // a table added later fails here until it is given a section of the summary (and its secrets a look)
    const sectioned = new Set<string>(Object.values(SUMMARY_SECTIONS).flat());
    expect(Object.keys(copy.tables).filter((table) => table !== 'users' && !sectioned.has(table))).toEqual([]);

    for (const table of ['users', 'vehicles', 'orders', 'order_items', 'payments', 'feedback', 'sessions']) {
      expect(copy.tables[table]?.length, table).toBeGreaterThan(0);
    }
    expect(copy.tables.users).toHaveLength(1);
    expect(copy.tables.users?.[0]).toMatchObject({ id: alice.userId, phone: '+60147700101' });
    expect(copy.tables.vehicles?.[0]).toMatchObject({ plate: 'WXY7001' });
    expect(copy.tables.orders?.map((o) => o.order_no)).toContain(orderNo);
    expect(copy.tables.data_requests?.map((r) => r.id)).toContain(ready.id);
    // nobody else's rows: every order in the copy is Alice's
    expect(copy.tables.orders?.every((o) => o.user_id === alice.userId)).toBe(true);

    for (const [table, columns] of Object.entries(SECRET_COLUMNS)) {
      for (const row of copy.tables[table] ?? []) {
        for (const column of Object.keys(columns)) expect(row, `${table}.${column}`).not.toHaveProperty(column);
      }
    }
    expect(text).not.toContain(alice.secret);
    expect(Object.keys(copy.leftOut)).toEqual(expect.arrayContaining(['sessions.secret', 'sessions.key_hash']));
  });

  it('gives the readable summary in the language of the download', async () => {
    const { server } = suite;
    const [copy] = (await server.call(api.dataExportList, {}, { session: alice })).body.data.requests;
    const res = await download(server, alice, copy?.id ?? 0, 'html', 'ms_my');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-disposition')).toMatch(/filename="roda-my-data-[\d-]+\.html"/);
    const html = await res.text();
    expect(html).toContain('<html lang="ms">');
    expect(html).toContain('<h2>Kereta</h2>');
    expect(html).toContain('WXY7001');
    expect(html).toContain(orderNo);
    expect(html).not.toContain('<script');
    const zh = await (await download(server, alice, copy?.id ?? 0, 'html', 'zh_cn')).text();
    expect(zh).toContain('<h2>车辆</h2>');
  });

  it('refuses another customer, as if the copy did not exist', async () => {
    const { server } = suite;
    const [copy] = (await server.call(api.dataExportList, {}, { session: alice })).body.data.requests;
    const res = await download(server, bob, copy?.id ?? 0, 'json');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: ResultCode.notFound, msg: 'This copy of your data was not found' });
    expect((await server.call(api.dataExportList, {}, { session: bob })).body.data.requests).toEqual([]);
  });

  it('refuses a copy past its time, and the job removes its files but keeps the row', async () => {
    const { server } = suite;
    const [copy] = (await server.call(api.dataExportList, {}, { session: alice })).body.data.requests;
    const id = copy?.id ?? 0;
    const later = new Date(Date.parse(copy?.expiresAt ?? '') + 1000);
    // past its time before the job has run: refused already, and listed as expired
    await server.database.db
      .update(dataRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataRequests.id, id));
    const refused = await download(server, alice, id, 'json', 'zh_cn');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: ResultCode.conflict,
      msg: '这份数据副本已过期，请重新准备一份。',
    });
    expect((await server.call(api.dataExportList, {}, { session: alice })).body.data.requests[0]).toMatchObject({
      status: 'expired',
      downloadPath: null,
    });
    expect(readdirSync(path.join(suite.dataDir, 'exports'))).toHaveLength(1);
    expect(await suite.pass(later)).toEqual({ prepared: 0, expired: 1 });
    expect(readdirSync(path.join(suite.dataDir, 'exports'))).toEqual([]);
    const [row] = await server.database.db.select().from(dataRequests).where(eq(dataRequests.id, id));
    expect(row).toMatchObject({ status: 'expired', fileKey: null, kind: 'export' });
    expect(existsSync(path.join(suite.dataDir, 'exports'))).toBe(true);
  });

  it('makes one new copy per 24 hours, refused in the caller’s language', async () => {
    const { server } = suite;
    const tooSoon = await server.call(api.dataExportRequest, {}, { session: alice, language: 'ms_my' });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.code).toBe(ResultCode.rateLimited);
    expect(tooSoon.body.msg).toMatch(
      /^Anda boleh meminta salinan baharu data anda sekali setiap 24 jam\. Sila cuba lagi selepas .+\.$/,
    );
    const en = await server.call(api.dataExportRequest, {}, { session: alice });
    expect(en.body.msg).toContain('once every 24 hours');
    // a day on, a new one is made
    await server.database.db
      .update(dataRequests)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(dataRequests.userId, alice.userId));
    const fresh = await server.call(api.dataExportRequest, {}, { session: alice });
    expect(fresh.body.code, fresh.body.msg).toBe(200);
    expect(fresh.body.data.status).toBe('preparing');
    expect((await server.call(api.dataExportList, {}, { session: alice })).body.data.requests).toHaveLength(2);
  });
});

describeOnPostgres('a copy of my data, asked for twice at once', (kind) => {
  const suite = exportServer(kind);

  it('makes one copy', async () => {
    const { server } = suite;
    const carol = await server.login('+60147700103');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => server.call(api.dataExportRequest, {}, { session: carol })),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    const rows = await server.database.db.select().from(dataRequests).where(eq(dataRequests.userId, carol.userId));
    expect(rows).toHaveLength(1);
    // two passes at once: one prepares it, the other finds it claimed
    const passes = await Promise.all([suite.pass(), suite.pass(), suite.pass()]);
    expect(passes.reduce((n, p) => n + p.prepared, 0)).toBeLessThanOrEqual(1);
    expect((await readyCopy(suite, carol)).id).toBe(rows[0]?.id);
    expect(readdirSync(path.join(suite.dataDir, 'exports'))).toHaveLength(1);
  });
});

describe('the export manifest', () => {
  it('gives a reason for every reference and column it leaves out', () => {
    for (const why of Object.values(STAFF_REFERENCES)) expect(why.length).toBeGreaterThan(20);
    for (const columns of Object.values(SECRET_COLUMNS)) {
      for (const why of Object.values(columns)) expect(why.length).toBeGreaterThan(20);
    }
  });
});
