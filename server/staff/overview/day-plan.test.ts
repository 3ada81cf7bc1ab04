import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import { addDays, malaysiaDateOf } from '../../../src/shared/lib/malaysia-time';
import { orders } from '../../db/schema';
import { describeOnEachDatabase } from '../../testing/harness';
import { paidInstall, type World } from '../../testing/staff-fixtures';
import { workOrderFixture } from '../../testing/work-order-fixture';
import { api } from '../../../tests/support/api';

describeOnEachDatabase("a workshop's day: appointments by hour and technician, loads and takings", (kind) => {
  const fx = workOrderFixture(kind);
  const { call } = fx;
  let world: World;
  beforeAll(() => {
    ({ world } = fx);
  });

  /** Moves a booked order to a day and hour (a customer cannot book today's slots from a test's clock). */
  const bookOn = (orderId: number, date: string, slot: string) =>
    world.server.database.db
      .update(orders)
      .set({ appointmentDate: date, appointmentSlot: slot })
      .where(eq(orders.id, orderId));

  it("shows today's jobs by hour with their technician, each technician's load and the takings", async () => {
    const today = malaysiaDateOf(new Date());
    const before = await call(api.staffDayPlan, {}, world.manager);
    expect(before.code, before.msg).toBe(200);
    const a = await paidInstall(world);
    const b = await paidInstall(world);
    const c = await paidInstall(world);
    await bookOn(a.orderId, today, '11:00');
    await bookOn(b.orderId, today, '09:00');
    await bookOn(c.orderId, addDays(today, 1), '09:00');
    expect((await call(api.workOrderAccept, { id: a.workOrderId }, world.technician)).code).toBe(200);

    const plan = await call(api.staffDayPlan, {}, world.manager);
    expect(plan.code, plan.msg).toBe(200);
    expect(plan.data.date).toBe(today);
    expect(plan.data.storeId).toBe(world.store.id);
    const mine = plan.data.appointments.filter((x) => [a.orderId, b.orderId].includes(x.orderId));
    // by hour: the 09:00 job first
    expect(mine.map((x) => [x.orderId, x.slot])).toEqual([
      [b.orderId, '09:00'],
      [a.orderId, '11:00'],
    ]);
    expect(mine[1]).toMatchObject({
      workOrderId: a.workOrderId,
      workStatus: 'pendingHandover',
      technicianId: world.technician.userId,
    });
    expect(mine[1]?.technicianName).toBeTruthy();
    expect(mine[0]).toMatchObject({ technicianId: null, technicianName: null, workStatus: 'pendingAcceptance' });
    expect(mine[0]?.firstItemName).toBe(world.tyre.name);
    expect(plan.data.appointments.some((x) => x.orderId === c.orderId)).toBe(false);
    const load = plan.data.technicians.find((t) => t.id === world.technician.userId);
    expect(load?.jobs).toBe((before.data.technicians.find((t) => t.id === world.technician.userId)?.jobs ?? 0) + 1);
    expect(plan.data.unassigned).toBe(before.data.unassigned + 1);
    // three orders paid today at this store, and what they brought in
    const paid = await world.server.database.db
      .select({ sen: orders.actualPaySen })
      .from(orders)
      .where(inArray(orders.id, [a.orderId, b.orderId, c.orderId]));
    expect(plan.data.takings!.orders - before.data.takings!.orders).toBe(3);
    expect(plan.data.takings!.revenueSen - before.data.takings!.revenueSen).toBe(
      paid.reduce((n, row) => n + row.sen, 0),
    );

    const tomorrow = await call(api.staffDayPlan, { date: addDays(today, 1) }, world.manager);
    expect(tomorrow.data.date).toBe(addDays(today, 1));
    expect(tomorrow.data.appointments.map((x) => x.orderId)).toContain(c.orderId);
  });

  it('keeps store staff to their own store and the takings to managers', async () => {
    const asked = { storeId: world.otherStore.id } as const;
    const technician = await call(api.staffDayPlan, asked, world.technician);
    expect(technician.code, technician.msg).toBe(200);
    expect(technician.data.storeId).toBe(world.store.id);
    expect(technician.data.stores.map((s) => s.id)).toEqual([world.store.id]);
    expect(technician.data.takings).toBeNull();
    expect((await call(api.staffDayPlan, asked, world.sales)).data.takings).toBeNull();
    expect((await call(api.staffDayPlan, asked, world.otherManager)).data.storeId).toBe(world.otherStore.id);
    // the company chooses the store
    const company = await call(api.staffDayPlan, asked, world.company);
    expect(company.data.storeId).toBe(world.otherStore.id);
    expect(company.data.stores.map((s) => s.id)).toEqual(expect.arrayContaining([world.store.id, world.otherStore.id]));
    expect(company.data.takings).not.toBeNull();
    // a date that does not exist is refused as bad input, never a server error
    expect((await call(api.staffDayPlan, { date: '2026-02-31' }, world.manager)).code).toBe(ResultCode.validation);
    // customers have no workshop day
    expect((await call(api.staffDayPlan, {}, world.customer)).code).not.toBe(200);
  });
});
