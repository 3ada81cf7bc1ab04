import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import { malaysiaDateOf } from '../../../src/shared/lib/malaysia-time';
import { orders } from '../../db/schema';
import { describeOnEachDatabase } from '../../testing/harness';
import { checkIn, findWorkOrder, paidInstall, photo, type World } from '../../testing/staff-fixtures';
import { workOrderFixture } from '../../testing/work-order-fixture';
import { api } from '../../../tests/support/api';

describeOnEachDatabase('work follows the booking: a car taken in before its day', (kind) => {
  const fx = workOrderFixture(kind);
  const { call } = fx;
  let world: World;
  beforeAll(() => {
    ({ world } = fx);
  });

  const accepted = async () => {
    const { orderId, workOrderId } = await paidInstall(world);
    expect((await call(api.workOrderAccept, { id: workOrderId }, world.technician)).code).toBe(200);
    return { orderId, workOrderId, front: await photo(world, world.technician, 'handover') };
  };

  it('asks the technician to confirm the customer came early, and the record says so', async () => {
    const { orderId, workOrderId, front } = await accepted();
    const [order] = await world.server.database.db
      .select({ date: orders.appointmentDate })
      .from(orders)
      .where(eq(orders.id, orderId));
    const refused = await call(
      api.workOrderHandover,
      { id: workOrderId, photos: { frontLeft45: front } },
      world.technician,
    );
    expect(refused.code).toBe(ResultCode.validation);
    expect(refused.msg).toMatch(/^This car is booked for .+\. Confirm that the customer came early/);
    expect(refused.data).toEqual({ appointmentDate: order!.date });
    const malay = await call(
      api.workOrderHandover,
      { id: workOrderId, photos: { frontLeft45: front } },
      world.technician,
      'ms_my',
    );
    expect(malay.msg).toMatch(/^Kereta ini ditempah untuk/);
    // nothing moved: the car is still waiting to be handed over
    expect((await findWorkOrder(world, world.technician, workOrderId)).status).toBe('pendingHandover');
    // a draft saves whatever the day
    const draft = await call(
      api.workOrderHandover,
      { id: workOrderId, photos: { frontLeft45: front }, draft: true },
      world.technician,
    );
    expect(draft.code, draft.msg).toBe(200);

    const handed = await call(
      api.workOrderHandover,
      { id: workOrderId, photos: { frontLeft45: front }, cameEarly: true, ...(await checkIn(world, world.technician)) },
      world.technician,
    );
    expect(handed.code, handed.msg).toBe(200);
    const wo = await findWorkOrder(world, world.technician, workOrderId);
    expect(wo.status).toBe('inService');
    expect(wo.handover?.cameEarlyFor).toBe(order!.date);
  });

  it('needs no confirmation on the appointment day, and records none', async () => {
    const { orderId, workOrderId, front } = await accepted();
    const today = malaysiaDateOf(new Date());
    await world.server.database.db.update(orders).set({ appointmentDate: today }).where(eq(orders.id, orderId));
    // an outbox replayed on the day still carries the confirmation it was queued with
    const handed = await call(
      api.workOrderHandover,
      { id: workOrderId, photos: { frontLeft45: front }, cameEarly: true, ...(await checkIn(world, world.technician)) },
      world.technician,
    );
    expect(handed.code, handed.msg).toBe(200);
    expect((await findWorkOrder(world, world.technician, workOrderId)).handover?.cameEarlyFor).toBeNull();
  });
});
