import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { PayloadOf } from '../../../src/shared/contract/define-call';
import type { Dashboard } from '../../../src/shared/contract/office-dashboard';
import { describeOnEachDatabase, startTestServer, type Session } from '../../testing/harness';
import { askRefund } from '../../testing/office-orders-fixtures';
import { customerOrder, paidInstall, paidPickup, setupWorld, type World } from '../../testing/staff-fixtures';
import { smallJpeg, uploadImage } from '../../testing/uploads';
import { malaysiaDay } from './dashboard.service';
import { api } from '../../../tests/support/api';

const DAY = 86_400_000;

describeOnEachDatabase('back office dashboard', (kind) => {
  let world: World;
  let before: Dashboard;
  let after: Dashboard;
  let installs: { orderId: number; orderNo: string }[];
  let paidSen: number;
  const today = malaysiaDay(new Date());
  const inTenDays = malaysiaDay(new Date(Date.now() + 10 * DAY));

  const summary = async (
    payload: PayloadOf<typeof api.officeDashboardSummary>,
    session: Session = world.company,
    language = 'en_us',
  ) => {
    const res = await world.server.call(api.officeDashboardSummary, payload, { session, language });
    expect(res.body.code, res.body.msg).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
    const range = { from: today, to: inTenDays, storeId: world.store.id };
    before = await summary(range);
    // the known data set: two tyre installations (one refunded), one dash cam picked up, five photos
    installs = [await paidInstall(world, world.tyre, 2), await paidInstall(world, world.tyre, 1)];
    const pickup = await paidPickup(world);
    const orders = await Promise.all([...installs, pickup].map((o) => customerOrder(world, o.orderId)));
    paidSen = orders.reduce((n, o) => n + o.price.actualPaySen, 0);
    const refund = await askRefund(world, installs[1]!.orderId);
    const approved = await world.server.call(
      api.officeRefundReview,
      { id: refund, approve: true, note: '' },
      { session: world.company },
    );
    expect(approved.body.code, approved.body.msg).toBe(200);
    const jpeg = await smallJpeg();
    for (const seconds of [30, 120, 600, 3000, 9000]) {
      const res = await uploadImage(world.server, world.technician, jpeg, 'handover', {
        capturedAt: Date.now() - seconds * 1000,
      });
      expect(res.body.code, res.body.msg).toBe(200);
    }
    after = await summary(range);
  }, 120_000);
  afterAll(() => world.server.close());

  it('counts orders and revenue on the Malaysian day they were paid, every day of the range listed', () => {
    expect(after.days).toHaveLength(11);
    expect(after.days[0]?.day).toBe(today);
    expect(after.days.at(-1)?.day).toBe(inTenDays);
    expect(after.days[0]!.orders - before.days[0]!.orders).toBe(3);
    expect(after.days[0]!.revenueSen - before.days[0]!.revenueSen).toBe(paidSen);
    expect(after.totals.orders - before.totals.orders).toBe(3);
    expect(after.totals.revenueSen - before.totals.revenueSen).toBe(paidSen);
  });

  it('computes the refund rate from approved refunds over paid orders', () => {
    expect(after.totals.refundRequested - before.totals.refundRequested).toBe(1);
    expect(after.totals.refunded - before.totals.refunded).toBe(1);
    expect(after.totals.refundRate).toBeCloseTo(after.totals.refunded / after.totals.orders, 10);
  });

  it('ranks the products sold and counts the slots booked against the places offered', () => {
    const tyre = (d: Dashboard) => d.topProducts.find((p) => p.productId === world.tyre.id);
    expect((tyre(after)?.quantity ?? 0) - (tyre(before)?.quantity ?? 0)).toBe(3);
    expect(tyre(after)?.name).toBe(world.tyre.name);
    const booked = (d: Dashboard) => d.slotUse.reduce((n, s) => n + s.booked, 0);
    // the refunded installation gave its place back
    expect(booked(after) - booked(before)).toBe(1);
    expect(after.slotUse.every((s) => s.storeId === world.store.id && s.capacity >= s.booked)).toBe(true);
  });

  it('measures photo upload lag from capture to arrival', () => {
    const lag = after.uploadLag;
    // the seed has no photos with a capture time: these five are all there is
    expect(before.uploadLag.count).toBe(0);
    expect(lag.count).toBe(5);
    // as precisely as the screen shows them: 10 min, 2.5 h (the photo within which nine in ten arrived), 2.5 h
    expect(lag.medianSeconds).toBe(600);
    expect(lag.p90Seconds).toBe(9000);
    expect(lag.maxSeconds).toBe(9000);
    expect(lag.buckets.map((b) => b.count)).toEqual([1, 1, 1, 1, 1]);
  });

  it('shows a manager only their store, whatever store they ask for; another store sees none of it', async () => {
    const mine = await summary({ from: today, to: inTenDays, storeId: world.otherStore.id }, world.manager);
    expect(mine.totals).toEqual(after.totals);
    const theirs = await summary({ from: today, to: inTenDays }, world.otherManager);
    expect(theirs.totals.orders).toBe(0);
    expect(theirs.uploadLag.count).toBe(0);
    expect(theirs.slotUse.every((s) => s.storeId === world.otherStore.id)).toBe(true);
  });

  it('defaults to the last 30 days and refuses a range longer than a year or backwards', async () => {
    const last30 = await summary({});
    expect(last30.days).toHaveLength(30);
    expect(last30.to).toBe(today);
    const long = await world.server.call(
      api.officeDashboardSummary,
      { from: '2024-01-01', to: '2025-12-31' },
      { session: world.company, language: 'ms_my' },
    );
    expect(long.body.code).toBe(ResultCode.validation);
    expect(long.body.msg).toBe('Pilih tidak lebih daripada 366 hari');
    const backwards = await world.server.call(
      api.officeDashboardSummary,
      { from: '2026-02-02', to: '2026-02-01' },
      { session: world.company },
    );
    expect(backwards.body.code).toBe(ResultCode.validation);
  });
});
