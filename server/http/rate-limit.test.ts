import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../src/shared/contract/codes';
import { orders } from '../db/schema';
import { paidPickup, setupWorld, type World } from '../testing/staff-fixtures';
import { describeOnEachDatabase, startTestServer } from '../testing/harness';
import { smallJpeg, uploadImage } from '../testing/uploads';
import { RATE_RULES } from './rate-limit';
import { api } from '../../tests/support/api';

/**
 * The smaller request limits (docs/architecture.md#limits): photos per user, anonymous leads per
 * address, pickup-code guesses.
 */
describeOnEachDatabase('request limits', (kind) => {
  let world: World;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind, { realRateLimits: true }));
  });
  afterAll(() => world.server.close());

  it('takes a burst of photos from one user, not sixty in a second', async () => {
    const jpeg = await smallJpeg();
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => uploadImage(world.server, world.technician, jpeg, 'handover')),
    );
    const ended = Date.now();
    const codes = answers.map((a) => a.body.code);
    const accepted = codes.filter((c) => c === 200).length;
    // at most one full window per fixed window the burst touched (on a busy machine it may take several)
    const windowMs = RATE_RULES.uploadsPerUser.windowSeconds * 1000;
    const windows = Math.floor(ended / windowMs) - Math.floor(started / windowMs) + 1;
    expect(accepted).toBeGreaterThanOrEqual(RATE_RULES.uploadsPerUser.limit);
    expect(accepted).toBeLessThanOrEqual(windows * RATE_RULES.uploadsPerUser.limit);
    expect(accepted).toBeLessThan(60);
    const refused = answers.find((a) => a.body.code !== 200);
    expect(refused?.body).toMatchObject({
      code: ResultCode.rateLimited,
      msg: 'Too many requests. Please try again in a moment',
    });
    expect(refused?.status).toBe(429);
    // when to come again, so the outbox waits that long instead of backing off
    expect((refused?.body.data as unknown as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThanOrEqual(
      1,
    );
    // another user is not held back
    expect((await uploadImage(world.server, world.sales, jpeg, 'group')).body.code).toBe(200);
  });

  it('takes ten leads an hour from one address without a login', async () => {
    const codes = [];
    for (let i = 0; i < 12; i++) {
      const res = await world.server.call(api.userClueAdd, {
        name: `Visitor ${i}`,
        phone: '0123456789',
        carText: 'Myvi 2020',
      });
      codes.push(res.body.code);
    }
    expect(codes).toEqual([...Array(10).fill(200), ResultCode.rateLimited, ResultCode.rateLimited]);
  });

  it('pauses pickup-code guesses after five tries on one order, the right code included', async () => {
    const { orderId } = await paidPickup(world);
    const [order] = await world.server.database.db.select().from(orders).where(eq(orders.id, orderId));
    const right = order?.pickupCode ?? '';
    const wrong = right === '000000' ? '000001' : '000000';
    const pickup = (pickupCode: string) =>
      world.server.call(api.staffOrderPickup, { orderId, pickupCode }, { session: world.sales });
    for (let i = 0; i < 5; i++) {
      expect((await pickup(wrong)).body).toMatchObject({
        code: ResultCode.validation,
        msg: 'The pickup code is not correct',
      });
    }
    expect((await pickup(right)).body).toMatchObject({
      code: ResultCode.rateLimited,
      msg: 'Too many wrong pickup codes for this order. Please try again in 15 minutes',
    });
    const [still] = await world.server.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(still?.status).toBe('pendingPickup');
  });
});
