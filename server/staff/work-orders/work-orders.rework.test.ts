import { beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { PayloadOf } from '../../../src/shared/contract/define-call';
import type { WorkOrderDetail } from '../../../src/shared/contract/staff';
import {
  checkIn,
  customerOrder,
  findWorkOrder,
  latestMessages,
  paidInstall,
  photo,
  photos,
  type World,
} from '../../testing/staff-fixtures';
import { workOrderFixture } from '../../testing/work-order-fixture';
import { describeOnEachDatabase } from '../../testing/harness';
import { api } from '../../../tests/support/api';

describeOnEachDatabase('staff work orders: reworks and tint jobs', (kind) => {
  const fx = workOrderFixture(kind);
  const { call, ninePhotos, finishWork, signAll } = fx;
  let world: World;
  beforeAll(() => {
    ({ world } = fx);
  });
  it('opens a rework from a complaint: back in service, signed off and returned again before delivery', async () => {
    const { orderId, workOrderId } = await paidInstall(world);
    await finishWork(workOrderId);
    await signAll(workOrderId);
    const returned = await call(
      api.workOrderReturn,
      { id: workOrderId, photos: await photos(world, world.technician, 'return', 1) },
      world.technician,
    );
    expect(returned.code).toBe(200);
    expect((await call(api.workOrderDeliver, { id: workOrderId }, world.sales)).data.status).toBe('completed');

    // the customer complains; the store sees it on the complaint tab and follows it
    const filed = await world.server.call(
      api.complaintAdd,
      { orderId, content: 'The tyre pressure warning is on since the install' },
      { session: world.customer },
    );
    expect(filed.body.code, filed.body.msg).toBe(200);
    const complaintId = filed.body.data.id;
    const tab = await world.server.call(
      api.workOrderPage,
      { tab: 'complaintSubmitted' },
      { session: world.technician },
    );
    expect(tab.body.data.list.find((w) => w.id === workOrderId)?.openComplaints).toBe(1);
    const list = await world.server.call(api.staffComplaintPage, { status: 'pending' }, { session: world.manager });
    expect(list.body.data.list.find((c) => c.id === complaintId)?.workOrderId).toBe(workOrderId);
    const elsewhere = await world.server.call(api.staffComplaintPage, {}, { session: world.otherManager });
    expect(elsewhere.body.data.list.map((c) => c.id)).not.toContain(complaintId);

    const update = (body: PayloadOf<typeof api.staffComplaintUpdate>, session = world.manager) =>
      world.server.call(api.staffComplaintUpdate, body, {
        session,
      });
    expect((await update({ id: complaintId, status: 'in_progress' }, world.technician)).body.code).toBe(
      ResultCode.forbidden,
    );
    expect((await update({ id: complaintId, status: 'in_progress' }, world.otherManager)).body.code).toBe(
      ResultCode.notFound,
    );
    expect((await update({ id: complaintId, status: 'in_progress' })).body.data.status).toBe('in_progress');
    expect((await latestMessages(world))[0]?.title).toBe('Complaint in progress');
    const noResult = await update({ id: complaintId, status: 'processed' });
    expect(noResult.body.msg).toBe('Please enter the processing result');
    const noDescription = await world.server.call(
      api.workOrderRework,
      { id: workOrderId, reason: 'TPMS', description: '' },
      { session: world.manager },
    );
    expect(noDescription.body.msg).toBe('Please describe the rework');
    const processed = await update({
      id: complaintId,
      status: 'processed',
      processingResult: 'We will recalibrate the TPMS sensors free of charge.',
      rework: { reason: 'TPMS warning', description: 'Recalibrate the tyre pressure sensors' },
    });
    expect(processed.body.code, processed.body.msg).toBe(200);
    expect(processed.body.data.reworkId).toEqual(expect.any(Number));

    // the customer sees the result, and the car is back in service
    const mine = await world.server.call(api.complaintPage, {}, { session: world.customer });
    expect(mine.body.data.list.find((c) => c.id === complaintId)).toMatchObject({
      status: 'processed',
      processingResult: 'We will recalibrate the TPMS sensors free of charge.',
    });
    const messages = await latestMessages(world, 2);
    expect(messages.map((m) => m.title)).toEqual(['Complaint processed', 'Rework arranged']);
    expect((await customerOrder(world, orderId)).status).toBe('inService');
    let wo: WorkOrderDetail = await findWorkOrder(world, world.technician, workOrderId);
    expect(wo.status).toBe('inService');
    expect(wo.reworks[0]).toMatchObject({ reason: 'TPMS warning', complaintId });
    expect(wo.signoffs.every((s) => s.status === 'pending')).toBe(true);
    expect(wo.complaints[0]?.status).toBe('processed');
    expect((await update({ id: complaintId, status: 'in_progress' })).body.code).toBe(ResultCode.illegalTransition);

    // finish again: the old return photos and signatures do not count any more
    const again = await call(api.workOrderProgress, { id: workOrderId }, world.technician);
    expect(again.data.status).toBe('pendingCollection');
    expect((await call(api.workOrderDeliver, { id: workOrderId }, world.sales)).code).toBe(
      ResultCode.illegalTransition,
    );
    await signAll(workOrderId);
    expect((await call(api.workOrderDeliver, { id: workOrderId }, world.sales)).msg).toBe(
      'Please wait for the construction team to complete the vehicle pick-up and upload the information',
    );
    await call(
      api.workOrderReturn,
      { id: workOrderId, photos: await photos(world, world.technician, 'return', 1) },
      world.technician,
    );
    expect((await call(api.workOrderDeliver, { id: workOrderId }, world.sales)).data.orderStatus).toBe('completed');

    // a technician may open a rework of their own job directly, with a reason
    const noReason = await call(
      api.workOrderRework,
      { id: workOrderId, reason: '', description: 'x' },
      world.technician,
    );
    expect(noReason.msg).toBe('Please enter the reason for the rework');
    const own = await call(
      api.workOrderRework,
      { id: workOrderId, reason: 'Valve cap missing', description: 'Fit the valve caps' },
      world.technician,
    );
    expect(own.data.status).toBe('inService');
    wo = await findWorkOrder(world, world.technician, workOrderId);
    expect(wo.reworks).toHaveLength(2);
  });

  it('asks about old film on tint jobs', async () => {
    const { workOrderId } = await paidInstall(world, world.tint);
    expect((await call(api.workOrderAccept, { id: workOrderId }, world.technician)).code).toBe(200);
    await call(
      api.workOrderHandover,
      { id: workOrderId, photos: await ninePhotos(), cameEarly: true, ...(await checkIn(world, world.technician)) },
      world.technician,
    );
    const group = await photo(world, world.sales, 'group');
    await call(api.workOrderGroupPhoto, { id: workOrderId, photo: group }, world.sales);
    const times = { estimatedCompletionAt: '2030-01-15T16:30:00+08:00', expectedDeliveryDate: '2030-01-15' };
    expect((await call(api.workOrderProgress, { id: workOrderId, ...times }, world.technician)).msg).toBe(
      'Please choose whether old film was removed',
    );
    // a refused completion saves nothing (the transaction rolls back), so the times are sent again
    expect(
      (
        await call(
          api.workOrderProgress,
          { id: workOrderId, ...times, oldFilmRemoved: true, oldFilmQuantity: 4 },
          world.technician,
        )
      ).msg,
    ).toBe('Please enter the quantity and a photo of the removed old film');
    const film = await photo(world, world.technician, 'oldFilm');
    const saved = await call(
      api.workOrderProgress,
      { id: workOrderId, ...times, oldFilmRemoved: true, oldFilmQuantity: 4, draft: true },
      world.technician,
    );
    expect(saved.data.status).toBe('inService');
    const done = await call(api.workOrderProgress, { id: workOrderId, oldFilmImage: film }, world.technician);
    expect(done.data.status).toBe('pendingCollection');
    const wo = await findWorkOrder(world, world.manager, workOrderId);
    expect(wo).toMatchObject({ tintJob: true, progress: { oldFilmRemoved: true, oldFilmQuantity: 4 } });
    expect(wo.progress.oldFilmImage?.url).toMatch(/^\/media\/uploads\//);
  });
});
