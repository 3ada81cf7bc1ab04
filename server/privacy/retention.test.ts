import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  appVersionDays,
  devSmsCodes,
  idempotencyKeys,
  otpCodes,
  pushSubscriptions,
  rateCounters,
  uploads,
  vehicleHandovers,
  workOrders,
} from '../db/schema';
import { malaysiaDateOf } from '../../src/shared/lib/malaysia-time';
import { pruneRateCounters } from '../http/rate-limit';
import { IDEMPOTENCY_RETENTION_DAYS, pruneKeys } from '../idempotency/idempotency.service';
import { describeOnEachDatabase, startTestServer, type TestServer } from '../testing/harness';
import { paidInstall, photos, setupWorld, type World } from '../testing/staff-fixtures';
import type { MediaStorage } from '../uploads/storage';
import { HANDOVER_PHOTO_DAYS, purgeHandoverPhotos } from './retention-photos';
import { pruneAppVersionDays, pruneDevSmsCodes, pruneOtpCodes, prunePushSubscriptions, RETENTION } from './retention';
import { api } from '../../tests/support/api';

const DAY = 86_400_000;
const MINUTE = 60_000;
const now = new Date();
/** A time `days` before now, moved by `shift` ms: negative is just outside the window (due), positive just inside. */
const edge = (days: number, shift: number) => new Date(now.getTime() - days * DAY + shift);
const OUT = -MINUTE;
const IN = MINUTE;

/*
 * The retention jobs (docs/decisions/027-personal-data.md): each removes what is past its window and
 * nothing else, rows a minute either side of each edge; small batches prove the walk goes on.
 */
describeOnEachDatabase('retention jobs', (kind) => {
  let world: World;
  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
  }, 90_000);
  afterAll(() => world.server.close());
  const db = () => world.server.database.db;

  it('the development SMS store: codes older than a day go', async () => {
    const hours = (h: number, shift: number) => new Date(now.getTime() - h * 3_600_000 + shift);
    await db()
      .insert(devSmsCodes)
      .values([
        { phone: '+60119100001', code: '111111', sentAt: hours(RETENTION.devSmsHours, OUT) },
        { phone: '+60119100002', code: '222222', sentAt: hours(RETENTION.devSmsHours, IN) },
      ]);
    await pruneDevSmsCodes(db(), now, 1);
    const left = await db()
      .select({ phone: devSmsCodes.phone })
      .from(devSmsCodes)
      .where(like(devSmsCodes.phone, '+601191000%'));
    expect(left.map((r) => r.phone)).toEqual(['+60119100002']);
  });

  it('push subscriptions idle for 180 days go: by their last success, or their making when never used', async () => {
    const userId = (await world.server.login('+60134200001')).userId;
    const sub = (name: string, createdAt: Date, lastSuccessAt: Date | null) => ({
      userId,
      endpoint: `https://push.example/retention/${name}`,
      p256dh: 'p',
      auth: 'a',
      language: 'en',
      appVersion: '1.0.0',
      createdAt,
      lastSuccessAt,
    });
    const idle = RETENTION.pushIdleDays;
    await db()
      .insert(pushSubscriptions)
      .values([
        sub('quiet', edge(idle + 100, 0), edge(idle, OUT)),
        sub('recent', edge(idle + 100, 0), edge(idle, IN)),
        sub('unused-old', edge(idle, OUT), null),
        sub('unused-new', edge(idle, IN), null),
      ]);
    expect(await prunePushSubscriptions(db(), now, 2)).toBe(2);
    const left = await db()
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    expect(left.map((r) => r.endpoint.split('/').pop()).sort()).toEqual(['recent', 'unused-new']);
  });

  it('app versions seen per device: days before the 100-day window go, the window stays', async () => {
    const day = (n: number) => malaysiaDateOf(new Date(now.getTime() - n * DAY));
    const days = RETENTION.appVersionDays;
    await db()
      .insert(appVersionDays)
      .values([
        { day: day(days + 3), device: 'retention-a', version: '1.0.0' },
        { day: day(days + 1), device: 'retention-b', version: '1.0.0' },
        { day: day(days - 1), device: 'retention-c', version: '1.0.0' },
      ]);
    await pruneAppVersionDays(db(), now, 1);
    const left = await db()
      .select({ device: appVersionDays.device })
      .from(appVersionDays)
      .where(like(appVersionDays.device, 'retention-%'));
    expect(left.map((r) => r.device)).toEqual(['retention-c']);
  });

  it('idempotency answers after 8 days and rate windows after a day, in batches', async () => {
    const key = (name: string, createdAt: Date) => ({
      scope: 'ip:retention',
      key: `retention-${name}`,
      path: '/x',
      requestHash: 'h',
      state: 'done' as const,
      createdAt,
    });
    const days = IDEMPOTENCY_RETENTION_DAYS;
    await db()
      .insert(idempotencyKeys)
      .values([
        key('a', edge(days + 2, 0)),
        key('b', edge(days + 1, 0)),
        key('c', edge(days, OUT)),
        key('d', edge(days, IN)),
      ]);
    await pruneKeys(db(), now, 2);
    const keys = await db()
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, 'ip:retention'));
    expect(keys.map((k) => k.key)).toEqual(['retention-d']);

    const window = (bucket: string, windowStart: Date) => ({ bucket, windowStart, hits: 1 });
    await db()
      .insert(rateCounters)
      .values([
        window('retention:a', edge(3, 0)),
        window('retention:b', edge(1, OUT)),
        window('retention:c', edge(1, IN)),
      ]);
    await pruneRateCounters(db(), now, 1);
    const windows = await db()
      .select({ bucket: rateCounters.bucket })
      .from(rateCounters)
      .where(like(rateCounters.bucket, 'retention:%'));
    expect(windows.map((w) => w.bucket)).toEqual(['retention:c']);
  });

  it('handover and return photos: gone 120 days after the car came back, unless a complaint is open', async () => {
    const { technician, customer, server } = world;
    const deletedKeys: string[] = [];
    const storage = { delete: async (key: string) => void deletedKeys.push(key) } as unknown as MediaStorage;
    /** A completed work order last changed `at`, with a handover (2 photos, 1 unexpected) and a return (2 photos). */
    const served = async (at: Date) => {
      const { orderId, workOrderId } = await paidInstall(world);
      const [a, b, c] = await photos(world, technician, 'handover', 3);
      const back = await photos(world, technician, 'return', 2);
      await db()
        .insert(vehicleHandovers)
        .values([
          { workOrderId, kind: 'handover', photos: { frontLeft45: a!, trunk: b! }, unexpectedImages: [c!] },
          { workOrderId, kind: 'return', photos: { '1': back[0]!, '2': back[1]! } },
        ]);
      const made = new Date(at.getTime() - 3 * DAY);
      await db()
        .update(workOrders)
        .set({ status: 'completed', createdAt: made, updatedAt: at })
        .where(eq(workOrders.id, workOrderId));
      return { orderId, workOrderId, uploadIds: [a!, b!, c!, ...back] };
    };
    const due = await served(edge(HANDOVER_PHOTO_DAYS, OUT));
    const recent = await served(edge(HANDOVER_PHOTO_DAYS, IN));
    const disputed = await served(edge(HANDOVER_PHOTO_DAYS + 10, 0));
    const complaint = await server.call(
      api.complaintAdd,
      { orderId: disputed.orderId, content: 'scratch on the door' },
      { session: customer },
    );
    expect(complaint.body.code, complaint.body.msg).toBe(200);
    // the complaint is written now; the order it is about stays as it was
    await db()
      .update(workOrders)
      .set({ updatedAt: edge(HANDOVER_PHOTO_DAYS + 10, 0) })
      .where(eq(workOrders.id, disputed.workOrderId));

    expect(await purgeHandoverPhotos(db(), storage, now, 1)).toBe(5);
    expect(deletedKeys.sort()).toEqual(due.uploadIds.map((id) => `${id}.jpg`).sort());
    const uploadsOf = async (ids: string[]) =>
      (await db().select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids))).length;
    expect(await uploadsOf(due.uploadIds)).toBe(0);
    expect(await uploadsOf(recent.uploadIds)).toBe(5);
    expect(await uploadsOf(disputed.uploadIds)).toBe(5);
    const rows = await db().select().from(vehicleHandovers).where(eq(vehicleHandovers.workOrderId, due.workOrderId));
    expect(rows.map((r) => [r.kind, r.photos, r.unexpectedImages])).toEqual(
      expect.arrayContaining([
        ['handover', {}, []],
        ['return', {}, []],
      ]),
    );
    // a second pass finds nothing more
    expect(await purgeHandoverPhotos(db(), storage, now)).toBe(0);
  });
});

/*
 * OTP records on a server nobody logged in to yet: the rows are written oldest first, so their ids
 * grow with their time as they do when each is written at its moment, which the walk relies on.
 */
describeOnEachDatabase('retention of OTP records', (kind) => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer(kind);
  }, 60_000);
  afterAll(() => bare.close());

  it('OTP records: older than 30 days go, in batches by id; younger ones stay', async () => {
    const at = (d: Date, i: number) => ({
      phone: `+6011900000${i}`,
      scene: 'login',
      codeHash: 'x',
      clientIp: '127.0.0.9',
      createdAt: d,
      expiresAt: new Date(d.getTime() + 300_000),
    });
    // oldest first, as ids grow with time
    const due = [0, 1, 2, 3, 4].map((i) => at(edge(RETENTION.otpDays + 5 - i, 0), i));
    await bare.database.db
      .insert(otpCodes)
      .values([...due, at(edge(RETENTION.otpDays, OUT), 5), at(edge(RETENTION.otpDays, IN), 6)]);
    expect(await pruneOtpCodes(bare.database.db, now, 2)).toBeGreaterThanOrEqual(6);
    const left = await bare.database.db
      .select({ phone: otpCodes.phone })
      .from(otpCodes)
      .where(like(otpCodes.phone, '+6011900000%'));
    expect(left.map((r) => r.phone)).toEqual(['+60119000006']);
  });
});
