import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../src/shared/contract/codes';
import type { PayloadOf } from '../../src/shared/contract/define-call';
import { api } from '../../tests/support/api';
import { describeOnEachDatabase, startTestServer, type TestServer } from '../testing/harness';

// Order numbers are drawn at random; narrowed to one digit (ten numbers a day) they collide on purpose.
describeOnEachDatabase('order numbers never collide: a taken number is drawn again, never a 500', (kind) => {
  let server: TestServer;
  let pickup: PayloadOf<typeof api.orderAdd>;
  let phone = 0;
  const fresh = () => server.login(`+6014400${String(++phone).padStart(4, '0')}`);

  beforeAll(async () => {
    server = await startTestServer(kind, { config: { orderNoDigits: 1 } });
    const dashcam = (await server.call(api.productPage, { category: 'dashcam' })).body.data.list[0];
    const outlet = (await server.call(api.storeList, { pageSize: 100 })).body.data.list.find(
      (s) => s.kind === 'outlet',
    );
    pickup = {
      orderType: 'pickup',
      lines: [{ productId: dashcam?.id ?? 0, quantity: 1 }],
      plate: '',
      storeId: outlet?.id ?? 0,
    };
  });
  afterAll(() => server.close());

  it('gives parallel checkouts different numbers while numbers are left, then refuses clearly', async () => {
    // five at once among ten numbers: each draw may hit another's number and is drawn again
    const customers = await Promise.all(Array.from({ length: 5 }, fresh));
    const placed = await Promise.all(customers.map((session) => server.call(api.orderAdd, pickup, { session })));
    expect(placed.map((a) => a.body.code)).toEqual(placed.map(() => ResultCode.ok));
    const numbers = placed.map((a) => a.body.data.orderNo);
    expect(numbers.every((n) => /^RD\d{8}\d$/.test(n))).toBe(true);

    // then one after another until the day's ten run out: a clear refusal, nothing half-written
    let refused: Awaited<ReturnType<typeof server.call<typeof api.orderAdd>>> | null = null;
    let refusedSession = customers[0];
    for (let i = 0; i < 40 && !refused; i++) {
      const session = await fresh();
      const answer = await server.call(api.orderAdd, pickup, { session });
      expect(answer.status).toBeLessThan(500);
      if (answer.body.code === ResultCode.ok) numbers.push(answer.body.data.orderNo);
      else [refused, refusedSession] = [answer, session];
    }
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.length).toBeLessThanOrEqual(10);
    expect(refused?.body.code).toBe(ResultCode.conflict);
    expect(refused?.body.msg).toBe('Your order could not be placed just now. Please submit it again');
    const page = { group: 'all', pageNo: 1, pageSize: 10 } as const;
    expect((await server.call(api.orderPage, page, { session: refusedSession })).body.data.total).toBe(0);
  });
});
