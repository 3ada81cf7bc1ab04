import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/shared/contract/codes';
import { decodePageCursor, encodePageCursor } from '../../src/shared/contract/fields';
import {
  describeOnEachDatabase,
  startTestServer,
  type Answer,
  type Session,
  type TestServer,
} from '../testing/harness';
import { STAFF_PHONES, staffLogin } from '../testing/staff-fixtures';
import { api } from '../../tests/support/api';

/*
 * The long lists (office orders, payments and audit log, the staff desk's work orders) read page after page
 * by key give the rows page after page by number gives (docs/architecture.md#size): on rows that
 * share their time exactly, and on rows a microsecond apart inside one millisecond (a key rounded to
 * a JS Date's milliseconds would skip them), in every caller's scope, through a search and through a
 * person's own work read in two parts.
 */

describe('page cursors', () => {
  it('carry a key there and back, and refuse what the server could not have made', () => {
    const key = { at: '2025-03-01T10:00:00.123456Z', id: 42 };
    const cursor = encodePageCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePageCursor(cursor)).toEqual(key);
    const bad = (text: string) => Buffer.from(text).toString('base64url');
    for (const cursor of [
      '',
      'not a cursor!',
      'A',
      bad('2025-03-01T10:00:00.123456Z'),
      bad('2025-03-01T10:00:00.123Z 42'),
      bad('2025-02-30T10:00:00.000000Z 42'),
      bad('2025-03-01T24:00:00.000000Z 42'),
      bad('2025-03-01T10:00:00.123456Z 0'),
      bad('2025-03-01T10:00:00.123456Z 2147483648'),
      bad('2025-03-01T10:00:00.123456Z 42 1'),
      bad("2025-03-01T10:00:00.123456Z 42'; drop table orders"),
    ])
      expect(decodePageCursor(cursor), cursor).toBeNull();
  });
});

/**
 * 60 orders over 20 times: three share each time exactly, and one in 7 is 50 µs earlier (same
 * millisecond); their payments and work orders at the same times; 40 audit entries likewise.
 */
const DATA = (customer: number, store: number, other: number, manager: number) => [
  sql`insert into orders (order_no, user_id, status, pay_status, order_type, plate, vehicle_model, total_sen,
      actual_pay_sen, store_id, customer_phone, created_at)
    select 'RDK' || lpad(o::text, 6, '0'), ${customer}::int, case when o % 4 = 0 then 'upcoming' else 'completed' end, 'paid',
      case when o % 5 = 0 then 'mail' else 'install' end, 'WKP ' || o, 'Perodua Myvi', 10000, 10000,
      case when o % 5 = 0 then null when o % 2 = 0 then ${store}::int else ${other}::int end, '+60123456789',
      timestamptz '2025-03-01 10:00:00.123456+00' - (o / 3) * interval '1 minute'
        - case when o % 7 = 0 then interval '50 microseconds' else interval '0' end
    from generate_series(1, 60) o
    -- ids out of time order, so a tie is broken by an id the time does not predict
    order by (o * 37) % 61`,
  sql`insert into payments (order_id, provider, reference, amount_sen, status, created_at)
    select id, 'sandbox', 'PAYK' || id, 10000, case when id % 3 = 0 then 'failed' else 'paid' end, created_at
    from orders where order_no like 'RDK%'`,
  sql`insert into work_orders (work_no, order_id, store_id, status, technician_id, sales_id, created_at)
    select 'WOK' || id, id, store_id, case when id % 4 = 0 then 'inService' else 'completed' end,
      case when id % 4 = 1 then ${manager}::int end, case when id % 4 = 3 then ${manager}::int end, created_at
    from orders where order_no like 'RDK%' and store_id is not null`,
  // the audit log: a change writes its rows in one transaction, at one time
  sql`insert into audit_log (actor_id, store_id, action, subject, changes, at)
    select ${manager}::int, case when a % 3 = 0 then null when a % 3 = 1 then ${store}::int else ${other}::int end,
      'bannerUpdate', 'banner ' || a, '[]'::jsonb,
      timestamptz '2025-03-01 10:00:00.123456+00' - (a / 4) * interval '1 second'
        - case when a % 5 = 0 then interval '7 microseconds' else interval '0' end
    from generate_series(1, 40) a order by (a * 17) % 41`,
];

interface Page {
  list: { id: number }[];
  total: number;
  pageNo: number;
  next: string | null;
}
type Read = (page: { pageNo: number; pageSize: number; after?: string }) => Promise<Answer<Page>>;

const pageOf = async (read: Read, page: Parameters<Read>[0]) => {
  const res = await read(page);
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
};

/** Every row, page by page by number, and page after page from each page's `next`. */
async function bothWays(read: Read, pageSize: number) {
  const byNumber: number[] = [];
  const byKey: number[] = [];
  let total = 0;
  for (let pageNo = 1; ; pageNo++) {
    const page = await pageOf(read, { pageNo, pageSize });
    total = page.total;
    byNumber.push(...page.list.map((r) => r.id));
    if (page.list.length < pageSize) break;
  }
  let after: string | undefined;
  for (let pageNo = 1; ; pageNo++) {
    const page = await pageOf(read, { pageNo, pageSize, ...(after ? { after } : {}) });
    // what the screen shows of the page stays what it asked for
    expect(page.pageNo).toBe(pageNo);
    expect(page.total).toBe(total);
    byKey.push(...page.list.map((r) => r.id));
    if (page.list.length < pageSize) break;
    expect(page.next).not.toBeNull();
    after = page.next ?? undefined;
  }
  return { byNumber, byKey };
}

describeOnEachDatabase('lists paged by key', (kind) => {
  let server: TestServer;
  let company: Session;
  let manager: Session & { userId: number };
  let technician: Session;
  let ids: (query: string) => Promise<number[]>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    company = await staffLogin(server, STAFF_PHONES.company);
    manager = await staffLogin(server, STAFF_PHONES.manager);
    technician = await staffLogin(server, STAFF_PHONES.technician);
    const { db } = server.database;
    const one = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: { id: number }[] }).rows[0]?.id ?? -1;
    const customer = await one(sql`select id from users where role = 'customer' order by id limit 1`);
    const store = await one(sql`select store_id as id from users where id = ${manager.userId}`);
    const other = await one(sql`select id from stores where id <> ${store} and kind = 'workshop' order by id limit 1`);
    for (const statement of DATA(customer, store, other, manager.userId)) await db.execute(statement);
    ids = async (query) =>
      ((await db.execute(sql.raw(query))) as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  }, 60_000);
  afterAll(() => server?.close());

  it('has rows that tie on their time and rows a microsecond apart in one millisecond', async () => {
    const [ties] = await ids(
      `select count(*) - count(distinct created_at) as id from orders where order_no like 'RDK%'`,
    );
    expect(ties).toBeGreaterThan(20);
    const [apartInOneMs] = await ids(
      `select count(distinct created_at) - count(distinct date_trunc('milliseconds', created_at)) as id from orders where order_no like 'RDK%'`,
    );
    expect(apartInOneMs).toBeGreaterThan(0);
  });

  it('pages the office orders the same either way, in every scope and through a search', async () => {
    const read =
      (session: Session, filter: { status?: 'completed' } = {}): Read =>
      (page) =>
        server.call(api.officeOrderPage, { ...page, filter }, { session });
    const expected = await ids(`select id from orders order by created_at desc, id desc`);
    for (const pageSize of [1, 4, 7]) {
      const { byNumber, byKey } = await bothWays(read(company), pageSize);
      expect(byNumber).toEqual(expected);
      expect(byKey).toEqual(expected);
    }
    for (const [session, filter] of [
      [manager, {}],
      [company, { status: 'completed' }],
      [manager, { status: 'completed' }],
    ] as const) {
      const { byNumber, byKey } = await bothWays(read(session, filter), 3);
      expect(byNumber.length).toBeGreaterThan(5);
      expect(byKey).toEqual(byNumber);
    }
  });

  it('pages the office payments the same either way, in every scope and through a search', async () => {
    const read =
      (session: Session, filter: { status?: 'failed' } = {}): Read =>
      (page) =>
        server.call(api.officePaymentPage, { ...page, filter }, { session });
    const expected = await ids(`select id from payments order by created_at desc, id desc`);
    for (const pageSize of [1, 5]) {
      const { byNumber, byKey } = await bothWays(read(company), pageSize);
      expect(byNumber).toEqual(expected);
      expect(byKey).toEqual(expected);
    }
    for (const [session, filter] of [
      [manager, {}],
      [company, { status: 'failed' }],
    ] as const) {
      const { byNumber, byKey } = await bothWays(read(session, filter), 3);
      expect(byNumber.length).toBeGreaterThan(5);
      expect(byKey).toEqual(byNumber);
    }
  });

  it("pages the staff desk's work orders the same either way: tabs, stores and a person's own work", async () => {
    const read =
      (session: Session, extra: { tab?: 'completed'; mine?: boolean } = {}): Read =>
      (page) =>
        server.call(api.workOrderPage, { ...page, ...extra }, { session });
    const expected = await ids(`select id from work_orders order by created_at desc, id desc`);
    for (const pageSize of [1, 4]) {
      const { byNumber, byKey } = await bothWays(read(company), pageSize);
      expect(byNumber).toEqual(expected);
      expect(byKey).toEqual(expected);
    }
    const own = await ids(
      `select id from work_orders where store_id = (select store_id from users where id = ${manager.userId})
         and (technician_id = ${manager.userId} or (sales_id = ${manager.userId} and technician_id is null))
       order by created_at desc, id desc`,
    );
    // the manager's own work is read in two parts (as technician, as salesperson) and merged
    for (const pageSize of [1, 3]) {
      const { byNumber, byKey } = await bothWays(read(manager, { mine: true }), pageSize);
      expect(byNumber).toEqual(own);
      expect(byKey).toEqual(own);
    }
    for (const [session, extra] of [
      [manager, {}],
      [technician, { tab: 'completed' }],
    ] as const) {
      const { byNumber, byKey } = await bothWays(read(session, extra), 3);
      expect(byNumber.length).toBeGreaterThan(5);
      expect(byKey).toEqual(byNumber);
    }
  });

  it('pages the audit log the same either way, for the company and a store', async () => {
    const read =
      (session: Session): Read =>
      (page) =>
        server.call(api.officeAuditPage, page, { session });
    const expected = await ids(`select id from audit_log order by at desc, id desc`);
    for (const pageSize of [1, 6]) {
      const { byNumber, byKey } = await bothWays(read(company), pageSize);
      expect(byNumber).toEqual(expected);
      expect(byKey).toEqual(expected);
    }
    const { byNumber, byKey } = await bothWays(read(manager), 4);
    expect(byNumber.length).toBeGreaterThan(5);
    expect(byKey).toEqual(byNumber);
  });

  it('answers a bad cursor as invalid input, never a fault', async () => {
    const forged = Buffer.from('2025-02-30T10:00:00.000000Z 5').toString('base64url');
    for (const after of ['not a cursor', forged, 'A'.repeat(201), '']) {
      const answers = [
        await server.call(api.officeOrderPage, { pageNo: 2, after }, { session: company }),
        await server.call(api.officePaymentPage, { pageNo: 2, after }, { session: company }),
        await server.call(api.workOrderPage, { pageNo: 2, after }, { session: company }),
        await server.call(api.officeAuditPage, { pageNo: 2, after }, { session: company }),
      ];
      for (const res of answers) {
        expect(res.status, after).toBeLessThan(500);
        expect(res.body.code, after).toBe(ResultCode.validation);
        expect(res.body.msg).toContain('after');
      }
    }
    // a well-formed key past the end is an empty page, not an error
    const end = encodePageCursor({ at: '2000-01-01T00:00:00.000000Z', id: 1 });
    const empty = await server.call(api.officeOrderPage, { pageNo: 9, after: end }, { session: company });
    expect(empty.body.data.list).toEqual([]);
    expect(empty.body.data.next).toBeNull();
  });
});
