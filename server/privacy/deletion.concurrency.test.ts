import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../src/shared/contract/codes';
import { dataRequests, orders, storeStock, users } from '../db/schema';
import { describeOnPostgres, startTestServer, type TestServer } from '../testing/harness';
import { setupWorld, type World } from '../testing/staff-fixtures';
import { api } from '../../tests/support/api';
import { deletionCode } from '../testing/deletion-fixture';

/** Deletions under parallel requests: the user row's lock makes each all or nothing (docs/product.md#personal-data-deletion). */
describeOnPostgres('deleting my account under parallel requests', (kind) => {
  let server: TestServer;
  let world: World;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    world = await setupWorld(server);
  });
  afterAll(() => server.close());

  async function customer() {
    n += 1;
    const session = await server.login(`+6014880${String(n).padStart(4, '0')}`);
    const phone = (await server.call(api.currentUser, {}, { session })).body.data.phone;
    return { session, phone, userId: session.userId };
  }
  const userRow = async (id: number) => (await server.database.db.select().from(users).where(eq(users.id, id)))[0];
  const doneRequests = async (id: number) =>
    (await server.database.db.select().from(dataRequests).where(eq(dataRequests.userId, id))).filter(
      (r) => r.status === 'done',
    );

  it('two deletions at once: one deletes, the other finds the account gone', async () => {
    const { session, phone, userId } = await customer();
    const code = await deletionCode(server, session, phone);
    const answers = await Promise.all([
      server.call(api.accountDelete, { code }, { session }),
      server.call(api.accountDelete, { code }, { session }),
      server.call(api.accountDelete, { code }, { session }),
    ]);
    const codes = answers.map((a) => a.body.code).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    for (const c of codes.filter((c) => c !== 200))
      expect([ResultCode.sessionExpired, ResultCode.otpMissing]).toContain(c);
    expect(await userRow(userId)).toMatchObject({ status: 'deleted', phone: `deleted:${userId}` });
    expect(await doneRequests(userId)).toHaveLength(1);
  });

  it('a deletion racing a checkout: the order is either refused or cancelled, its stock always given back', async () => {
    const db = server.database.db;
    const stockOf = async () =>
      (await db.select().from(storeStock).where(eq(storeStock.productId, world.dashcam.id))).reduce(
        (sum, r) => sum + r.quantity,
        0,
      );
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const { session, phone, userId } = await customer();
      const code = await deletionCode(server, session, phone);
      const stockBefore = await stockOf();
      const checkout = server.call(
        api.orderAdd,
        {
          orderType: 'pickup',
          lines: [{ productId: world.dashcam.id, quantity: 1 }],
          plate: 'WRC 1',
          storeId: world.store.id,
        },
        { session },
      );
      const deletion = server.call(api.accountDelete, { code }, { session });
      const [added, deleted] = await Promise.all([checkout, deletion]);
      expect(deleted.body.code, deleted.body.msg).toBe(200);
      const left = await db.select().from(orders).where(eq(orders.userId, userId));
      if (added.body.code === 200) {
        // the checkout went first: the deletion cancelled its order and named it
        outcomes.add('cancelled');
        expect(left.map((o) => o.status)).toEqual(['cancelled']);
        expect(deleted.body.data.cancelledOrders).toEqual([added.body.data.orderNo]);
      } else {
        // the deletion went first: the checkout waited for the lock and found no account
        outcomes.add('refused');
        expect(added.body.code).toBe(ResultCode.sessionExpired);
        expect(left).toEqual([]);
      }
      expect(await stockOf()).toBe(stockBefore);
      expect(await userRow(userId)).toMatchObject({ status: 'deleted', name: '' });
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});
