import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRequests, users } from '../db/schema';
import { describeOnEachDatabase, startTestServer } from '../testing/harness';
import { expectRowsCover, itAnswersEveryCaller, officeRow, type OfficeRow } from '../testing/office-permission-matrix';
import { setupWorld, type World } from '../testing/staff-fixtures';
import { api } from '../../tests/support/api';

/*
 * The data requests log (docs/product.md#data-requests-log): the company's alone, written out by
 * hand (docs/decisions/018-back-office.md); a manager, like any other role, is refused.
 */
const row = officeRow();
const MATRIX: OfficeRow[] = [
  row(api.officeDataRequestPage, { allow: ['company'], payload: () => ({ kind: 'deletion' }) }),
];

describe('the data requests permission matrix covers the contract', () => {
  it('has a row for every data request call, each staff-only', () => {
    expectRowsCover(MATRIX, (path) => path.startsWith('/api/app/office/data-request/'));
  });
});

describeOnEachDatabase('the office data requests log', (kind) => {
  let world: World;
  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
  }, 90_000);
  afterAll(() => world.server.close());

  itAnswersEveryCaller(MATRIX, { world: () => world });

  it('lists requests newest first, by kind, naming a deleted customer by id alone', async () => {
    const { server, company, customer } = world;
    const db = server.database.db;
    const gone = await server.login('+60134300001');
    const [office] = await db.select({ id: users.id }).from(users).where(eq(users.phone, '+60122000004'));
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await db.insert(dataRequests).values([
      {
        userId: customer.userId,
        kind: 'export',
        status: 'ready',
        requestedBy: customer.userId,
        createdAt: at(30),
        finishedAt: at(29),
      },
      {
        userId: gone.userId,
        kind: 'export',
        status: 'expired',
        requestedBy: gone.userId,
        createdAt: at(20),
        finishedAt: at(19),
      },
      {
        userId: customer.userId,
        kind: 'deletion',
        status: 'refused',
        requestedBy: office?.id ?? null,
        createdAt: at(10),
        finishedAt: at(10),
        note: 'an order is in service',
      },
      {
        userId: gone.userId,
        kind: 'deletion',
        status: 'done',
        requestedBy: gone.userId,
        createdAt: at(5),
        finishedAt: at(5),
      },
    ]);
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.userId));

    const all = await server.call(api.officeDataRequestPage, {}, { session: company });
    expect(all.body.code, all.body.msg).toBe(200);
    const mine = all.body.data.list.filter((r) => [customer.userId, gone.userId].includes(r.customerId));
    expect(mine.map((r) => [r.kind, r.status])).toEqual([
      ['deletion', 'done'],
      ['deletion', 'refused'],
      ['export', 'expired'],
      ['export', 'ready'],
    ]);
    expect(mine[0]).toMatchObject({
      customerId: gone.userId,
      customerPhone: null,
      requestedBy: { self: true, name: '' },
    });
    expect(mine[1]).toMatchObject({
      customerPhone: expect.stringMatching(/^\+601\d{8,9}$/),
      note: 'an order is in service',
      requestedBy: { id: office?.id, role: 'company', self: false },
    });
    expect(mine[3]?.finishedAt).not.toBeNull();

    const deletions = await server.call(api.officeDataRequestPage, { kind: 'deletion' }, { session: company });
    expect(deletions.body.data.list.every((r) => r.kind === 'deletion')).toBe(true);
    expect(deletions.body.data.total).toBeGreaterThanOrEqual(2);

    // page by page, the second read on from the first's last row
    const first = await server.call(api.officeDataRequestPage, { pageSize: 2 }, { session: company });
    const second = await server.call(
      api.officeDataRequestPage,
      { pageNo: 2, pageSize: 2, after: first.body.data.next ?? undefined },
      { session: company },
    );
    const byNumber = await server.call(api.officeDataRequestPage, { pageNo: 2, pageSize: 2 }, { session: company });
    expect(second.body.data.list.map((r) => r.id)).toEqual(byNumber.body.data.list.map((r) => r.id));
    expect(second.body.data.list[0]?.id).not.toBe(first.body.data.list[1]?.id);
  });
});
