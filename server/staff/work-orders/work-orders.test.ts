import { beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import { type Session, describeOnEachDatabase } from '../../testing/harness';
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
import { api } from '../../../tests/support/api';

describeOnEachDatabase('staff work orders: the job from dispatch to delivery', (kind) => {
  const fx = workOrderFixture(kind);
  const { call, ninePhotos, signAll } = fx;
  let world: World;
  let technicianId: number;
  let salesId: number;
  beforeAll(() => {
    ({ world, technicianId, salesId } = fx);
  });
  it('runs the whole job: pay, dispatch, accept, handover, group photo, progress, sign-off, return, deliver', async () => {
    const { orderId, workOrderId } = await paidInstall(world, world.tyre, 2);
    expect((await customerOrder(world, orderId)).status).toBe('upcoming');
    let wo = await findWorkOrder(world, world.technician, workOrderId);
    expect(wo).toMatchObject({ status: 'pendingAcceptance', storeId: world.store.id, customerName: 'Aisyah Rahman' });
    expect(wo.actions).toMatchObject({ accept: true, reject: true, dispatch: false, deliver: false });
    expect(wo.signoffs).toHaveLength(1);
    expect(wo.signoffs[0]?.status).toBe('pending');

    const tabs = await world.server.call(api.workOrderTabsCall, {}, { session: world.technician });
    expect(tabs.body.data.find((t) => t.tab === 'pendingAcceptance')?.count).toBeGreaterThanOrEqual(1);

    // the manager dispatches it to the technician and a sales consultant
    const dispatched = await call(api.workOrderDispatch, { id: workOrderId, technicianId, salesId }, world.manager);
    expect(dispatched.code, dispatched.msg).toBe(200);
    expect(dispatched.data.status).toBe('pendingAcceptance');

    const accepted = await call(api.workOrderAccept, { id: workOrderId }, world.technician);
    expect(accepted.data).toMatchObject({ status: 'pendingHandover', orderStatus: 'toBeInstalled' });
    let order = await customerOrder(world, orderId);
    expect(order).toMatchObject({ status: 'toBeInstalled', technicianName: 'Ravi Kumar (Technician)' });
    expect(order.salespersonName).toBe('Daniel Lim (Sales)');
    expect((await latestMessages(world))[0]?.title).toBe('Booking accepted');
    expect((await latestMessages(world, 1, 'ms_my'))[0]?.title).toBe('Tempahan diterima');

    // handover: nothing is refused (the spec asks for at least one image); a draft keeps what is there
    const none = await call(api.workOrderHandover, { id: workOrderId }, world.technician);
    expect(none).toMatchObject({ code: ResultCode.validation, msg: 'A handover needs at least 1 image' });
    const all = await ninePhotos();
    const eight = { ...all, passengerSeat: undefined };
    const unexplained = await call(
      api.workOrderHandover,
      { id: workOrderId, photos: all, unexpectedSituation: 'Scratch on rear bumper' },
      world.technician,
    );
    expect(unexplained.msg).toBe('A handover needs at least 1 image');
    const draft = await call(
      api.workOrderHandover,
      { id: workOrderId, photos: eight, remarks: 'Keys x2', draft: true },
      world.technician,
    );
    expect(draft.data).toMatchObject({ status: 'pendingHandover', orderStatus: 'toBeInstalled' });
    wo = await findWorkOrder(world, world.technician, workOrderId);
    expect(wo.handover?.photos.frontLeft45?.url).toMatch(/^\/media\/uploads\//);
    expect(wo.handover?.photos.passengerSeat).toBeNull();
    expect(wo.handover?.remarks).toBe('Keys x2');
    // someone else's upload cannot be slipped into the handover
    const salesImage = await photo(world, world.sales, 'handover');
    const foreign = await call(
      api.workOrderHandover,
      { id: workOrderId, photos: { ...all, trunk: salesImage } },
      world.technician,
    );
    expect(foreign.code).toBe(ResultCode.validation);

    const scratch = await photo(world, world.technician, 'handover');
    const complete = {
      id: workOrderId,
      photos: all,
      remarks: 'Keys x2',
      unexpectedSituation: 'Scratch on rear bumper',
      unexpectedImages: [scratch],
      cameEarly: true,
    };
    // check-in: mileage, fuel and the customer's signature are needed, each asked for in turn
    const signed = await checkIn(world, world.technician);
    const refusals = await Promise.all(
      [
        {},
        { mileageKm: signed.mileageKm },
        { mileageKm: signed.mileageKm, fuelQuarters: 0 },
        { mileageKm: signed.mileageKm, fuelQuarters: 0, customerSignature: signed.customerSignature },
      ].map((part) => call(api.workOrderHandover, { ...complete, ...part }, world.technician)),
    );
    expect(refusals.map((r) => r.msg)).toEqual([
      'Please enter the mileage on the odometer',
      'Please choose the fuel level',
      'Please ask the customer to sign the check-in',
      'Please enter the name of the signer',
    ]);
    const twice = await call(
      api.workOrderHandover,
      { ...complete, ...signed, damage: [...signed.damage, { zone: 'rearBumper', kind: 'scratch' }] },
      world.technician,
    );
    expect(twice.msg).toBe('Each part of the car can be marked once');
    const notMine = await photo(world, world.sales, 'signature');
    const foreignSignature = await call(
      api.workOrderHandover,
      { ...complete, ...signed, customerSignature: notMine },
      world.technician,
    );
    expect(foreignSignature.code).toBe(ResultCode.validation);
    const handed = await call(api.workOrderHandover, { ...complete, ...signed }, world.technician);
    expect(handed.data).toMatchObject({ status: 'inService', orderStatus: 'inService' });
    expect((await customerOrder(world, orderId)).status).toBe('inService');
    const checkedIn = (await findWorkOrder(world, world.technician, workOrderId)).handover;
    expect(checkedIn).toMatchObject({
      mileageKm: 48_210,
      fuelQuarters: 2,
      damage: [{ zone: 'rearBumper', kind: 'dent' }],
      customerSignerName: 'Aisyah Rahman',
      customerSignature: { id: signed.customerSignature },
    });
    // the next step is the group photo: finishing is not offered before it exists
    wo = await findWorkOrder(world, world.technician, workOrderId);
    expect(wo.facts).toEqual({ groupPhoto: false, allSignedOff: false, returned: false });
    expect(wo.actions).toMatchObject({ progress: true, finishWork: false });
    expect((await latestMessages(world))[0]?.title).toBe('Service started');

    // the work cannot finish before the group photo, nor without the times
    const noTimes = await call(api.workOrderProgress, { id: workOrderId }, world.technician);
    expect(noTimes.msg).toBe('Please enter the estimated completion time and the expected delivery date');
    const saved = await call(
      api.workOrderProgress,
      {
        id: workOrderId,
        estimatedCompletionAt: '2030-01-15T16:30:00+08:00',
        expectedDeliveryDate: '2030-01-15',
        draft: true,
      },
      world.technician,
    );
    expect(saved.data.status).toBe('inService');
    expect((await latestMessages(world))[0]?.content).toContain('Tue, 15 Jan 2030');
    const noGroup = await call(api.workOrderProgress, { id: workOrderId }, world.technician);
    expect(noGroup.msg).toBe('Please upload the group photo with sales, technician and vehicle first');
    const group = await photo(world, world.sales, 'group');
    const grouped = await call(api.workOrderGroupPhoto, { id: workOrderId, photo: group }, world.sales);
    expect(grouped.code, grouped.msg).toBe(200);
    expect((await latestMessages(world))[0]?.title).toBe('Handover photo taken');
    wo = await findWorkOrder(world, world.technician, workOrderId);
    expect(wo.actions).toMatchObject({ progress: true, finishWork: true });

    // too early to deliver while in service
    const early = await call(api.workOrderDeliver, { id: workOrderId }, world.sales);
    expect(early).toMatchObject({
      code: ResultCode.illegalTransition,
      msg: 'Please wait for the construction team to complete the vehicle pick-up and upload the information',
    });

    const finished = await call(
      api.workOrderProgress,
      { id: workOrderId, remarks: 'Balanced and aligned' },
      world.technician,
    );
    expect(finished.data).toMatchObject({ status: 'pendingCollection', orderStatus: 'pendingCollection' });
    order = await customerOrder(world, orderId);
    expect(order.status).toBe('pendingCollection');
    expect((await latestMessages(world))[0]?.title).toBe('Work finished');

    // still too early: no return photos and no sign-off
    const stillEarly = await call(api.workOrderDeliver, { id: workOrderId }, world.sales, 'zh_cn');
    expect(stillEarly.msg).toBe('请等待施工团队完成提车并上传信息');

    await signAll(workOrderId);
    expect((await latestMessages(world))[0]?.title).toBe('Products signed off');
    wo = await findWorkOrder(world, world.sales, workOrderId);
    expect(wo.signoffs.every((s) => s.status === 'signed' && s.signature?.url)).toBe(true);
    expect(wo.actions.deliver).toBe(false);

    const noReturn = await call(api.workOrderReturn, { id: workOrderId }, world.technician);
    expect(noReturn.msg).toBe('A handover needs at least 1 image');
    const returned = await call(
      api.workOrderReturn,
      { id: workOrderId, photos: await photos(world, world.technician, 'return', 2) },
      world.technician,
    );
    expect(returned.code, returned.msg).toBe(200);
    expect((await latestMessages(world))[0]?.title).toBe('Car ready to hand back');
    wo = await findWorkOrder(world, world.sales, workOrderId);
    expect(wo.actions.deliver).toBe(true);
    expect(wo.returns[0]?.photos).toHaveLength(2);

    const delivered = await call(api.workOrderDeliver, { id: workOrderId }, world.sales);
    expect(delivered.data).toMatchObject({ status: 'completed', orderStatus: 'completed' });
    order = await customerOrder(world, orderId);
    expect(order.status).toBe('completed');
    expect(order.timeline.map((t) => t.status)).toEqual(
      expect.arrayContaining([
        'upcoming',
        'dispatched',
        'toBeInstalled',
        'inService',
        'pendingCollection',
        'completed',
      ]),
    );
    expect((await latestMessages(world))[0]?.title).toBe('Order completed');

    // the photos: signed addresses work; unsigned, the store's staff may see them, another store's not
    wo = await findWorkOrder(world, world.manager, workOrderId);
    const engine = wo.handover?.photos.engine;
    expect((await fetch(`${world.server.baseUrl}${engine?.url}`)).status).toBe(200);
    const bare = `${world.server.baseUrl}/media/uploads/${engine?.id}`;
    const as = (s: Session) => fetch(bare, { headers: { userKey: s.userKey } }).then((r) => r.status);
    expect(await as(world.manager)).toBe(200);
    expect(await as(world.sales)).toBe(200);
    expect(await as(world.company)).toBe(200);
    expect(await as(world.otherManager)).toBe(404);
    expect(await as(world.customer)).toBe(404);
    const signature = wo.signoffs[0]?.signature?.id;
    expect(
      await fetch(`${world.server.baseUrl}/media/uploads/${signature}`, {
        headers: { userKey: world.sales.userKey },
      }).then((r) => r.status),
    ).toBe(200);
  });

  it('a rejection needs a reason, keeps the booking and goes back for dispatch', async () => {
    const { orderId, workOrderId } = await paidInstall(world);
    const noReason = await call(api.workOrderReject, { id: workOrderId, reason: ' ' }, world.technician);
    expect(noReason).toMatchObject({ code: ResultCode.validation, msg: 'Please enter the reason for rejection' });
    // no reason at all: a body the contract refuses
    const noReasonMs = (
      await world.server.raw(
        api.workOrderReject.path,
        { id: workOrderId },
        { session: world.technician, language: 'ms_my' },
      )
    ).body;
    expect(noReasonMs.code).toBe(ResultCode.validation);
    const rejected = await call(
      api.workOrderReject,
      { id: workOrderId, reason: 'On leave that day' },
      world.technician,
    );
    expect(rejected.data).toMatchObject({ status: 'rejected', orderStatus: 'upcoming' });
    expect((await customerOrder(world, orderId)).status).toBe('upcoming');
    expect((await latestMessages(world))[0]?.title).toBe('Arranging your technician');
    const wo = await findWorkOrder(world, world.manager, workOrderId);
    expect(wo).toMatchObject({ status: 'rejected', rejectReason: 'On leave that day', technicianId: null });
    expect(wo.actions.dispatch).toBe(true);
    const rejectedTab = await world.server.call(api.workOrderPage, { tab: 'rejected' }, { session: world.manager });
    expect(rejectedTab.body.data.list.map((w) => w.id)).toContain(workOrderId);

    // a rejected work order cannot be accepted until it is dispatched again
    expect((await call(api.workOrderAccept, { id: workOrderId }, world.technician)).code).toBe(
      ResultCode.illegalTransition,
    );
    const noTech = await call(
      api.workOrderDispatch,
      { id: workOrderId, technicianId: world.customer.userId },
      world.manager,
    );
    expect(noTech).toMatchObject({
      code: ResultCode.validation,
      msg: 'Please choose an active technician of this store',
    });
    expect((await call(api.workOrderDispatch, { id: workOrderId, technicianId }, world.manager)).data.status).toBe(
      'pendingAcceptance',
    );
    expect((await call(api.workOrderAccept, { id: workOrderId }, world.technician)).data.orderStatus).toBe(
      'toBeInstalled',
    );
  });

  it('another technician cannot take over an accepted job', async () => {
    const { workOrderId } = await paidInstall(world);
    // a second technician of the same store, approved by the store manager
    const { registerApproved } = await import('../../testing/staff-fixtures');
    const second = await registerApproved(world.server, world.manager, {
      phone: '+60129000010',
      name: 'Second Technician',
      storeId: world.store.id,
      role: 'technician',
    });
    expect((await call(api.workOrderAccept, { id: workOrderId }, world.technician)).code).toBe(200);
    const taken = await call(api.workOrderHandover, { id: workOrderId, draft: true }, second);
    expect(taken).toMatchObject({
      code: ResultCode.conflict,
      msg: 'This work order is assigned to another technician',
    });
  });
});
