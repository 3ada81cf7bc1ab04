import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import { handoverSlots, type WorkOrderDetail } from '../../../src/shared/contract/staff';
import { refunds } from '../../db/schema';
import { describeOnEachDatabase, startTestServer, type Session } from '../../testing/harness';
import {
  customerOrder,
  findWorkOrder,
  latestMessages,
  paidInstall,
  paidMail,
  photos,
  setupWorld,
  type Envelope,
  type World,
} from '../../testing/staff-fixtures';

describeOnEachDatabase('staff work orders', (kind) => {
  let world: World;
  let technicianId: number;
  let salesId: number;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
    technicianId = world.technician.userId;
    const me = await world.server.call<{ id: number }>('/api/app/user/info', {}, { session: world.sales });
    salesId = me.body.data.id;
  });
  afterAll(() => world.server.close());

  const call = <T = { id: number; status: string; orderStatus: string }>(
    path: string,
    body: object,
    session: Session,
    language = 'en_us',
  ) =>
    world.server
      .call<T>(`/api/app/staff/workorder/${path}`, body, { session, language })
      .then((r) => r.body as Envelope<T>);

  const ninePhotos = async () => {
    const ids = await photos(world, world.technician, 'handover', 9);
    return Object.fromEntries(handoverSlots.map((slot, i) => [slot, ids[i]]));
  };

  /** accept -> handover -> group photo -> progress complete, leaving the work pending collection. */
  async function finishWork(workOrderId: number) {
    expect((await call('accept', { id: workOrderId }, world.technician)).code).toBe(200);
    const handed = await call('handover', { id: workOrderId, photos: await ninePhotos() }, world.technician);
    expect(handed.code, handed.msg).toBe(200);
    const [group] = await photos(world, world.sales, 'group', 1);
    expect((await call('group-photo', { id: workOrderId, photo: group }, world.sales)).code).toBe(200);
    const done = await call(
      'progress',
      { id: workOrderId, estimatedCompletionAt: '2030-01-15T16:30:00+08:00', expectedDeliveryDate: '2030-01-15' },
      world.technician,
    );
    expect(done.code, done.msg).toBe(200);
    expect(done.data.status).toBe('pendingCollection');
  }

  async function signAll(workOrderId: number) {
    const wo = await findWorkOrder(world, world.technician, workOrderId);
    for (const s of wo.signoffs) {
      const [signature] = await photos(world, world.technician, 'signature', 1);
      const res = await call<{ allSigned: boolean }>(
        'signoff',
        { id: workOrderId, orderItemId: s.orderItemId, signerName: 'Aisyah Rahman', signature },
        world.technician,
      );
      expect(res.code, res.msg).toBe(200);
    }
  }

  it('runs the whole job: pay, dispatch, accept, handover, group photo, progress, sign-off, return, deliver', async () => {
    const { orderId, workOrderId } = await paidInstall(world, world.tyre, 2);
    expect((await customerOrder(world, orderId)).status).toBe('upcoming');
    let wo = await findWorkOrder(world, world.technician, workOrderId);
    expect(wo).toMatchObject({ status: 'pendingAcceptance', storeId: world.store.id, customerName: 'Aisyah Rahman' });
    expect(wo.actions).toMatchObject({ accept: true, reject: true, dispatch: false, deliver: false });
    expect(wo.signoffs).toHaveLength(1);
    expect(wo.signoffs[0]?.status).toBe('pending');

    const tabs = await world.server.call<{ tab: string; count: number }[]>(
      '/api/app/staff/workorder/tabs',
      {},
      { session: world.technician },
    );
    expect(tabs.body.data.find((t) => t.tab === 'pendingAcceptance')?.count).toBeGreaterThanOrEqual(1);

    // the manager dispatches it to the technician and a sales consultant
    const dispatched = await call('dispatch', { id: workOrderId, technicianId, salesId }, world.manager);
    expect(dispatched.code, dispatched.msg).toBe(200);
    expect(dispatched.data.status).toBe('pendingAcceptance');

    const accepted = await call('accept', { id: workOrderId }, world.technician);
    expect(accepted.data).toMatchObject({ status: 'pendingHandover', orderStatus: 'toBeInstalled' });
    let order = await customerOrder(world, orderId);
    expect(order).toMatchObject({ status: 'toBeInstalled', technicianName: 'Ravi Kumar (Technician)' });
    expect(order.salespersonName).toBe('Daniel Lim (Sales)');
    expect((await latestMessages(world))[0]?.title).toBe('Booking accepted');
    expect((await latestMessages(world, 1, 'ms_my'))[0]?.title).toBe('Tempahan diterima');

    // handover: nothing is refused (the spec asks for at least one image); a draft keeps what is there
    const none = await call('handover', { id: workOrderId }, world.technician);
    expect(none).toMatchObject({ code: ResultCode.validation, msg: 'A handover needs at least 1 image' });
    const all = await ninePhotos();
    const eight = { ...all, passengerSeat: undefined };
    const unexplained = await call(
      'handover',
      { id: workOrderId, photos: all, unexpectedSituation: 'Scratch on rear bumper' },
      world.technician,
    );
    expect(unexplained.msg).toBe('A handover needs at least 1 image');
    const draft = await call(
      'handover',
      { id: workOrderId, photos: eight, remarks: 'Keys x2', draft: true },
      world.technician,
    );
    expect(draft.data).toMatchObject({ status: 'pendingHandover', orderStatus: 'toBeInstalled' });
    wo = await findWorkOrder(world, world.technician, workOrderId);
    expect(wo.handover?.photos.frontLeft45?.url).toMatch(/^\/media\/uploads\//);
    expect(wo.handover?.photos.passengerSeat).toBeNull();
    expect(wo.handover?.remarks).toBe('Keys x2');
    // someone else's upload cannot be slipped into the handover
    const [salesImage] = await photos(world, world.sales, 'handover', 1);
    const foreign = await call(
      'handover',
      { id: workOrderId, photos: { ...all, trunk: salesImage } },
      world.technician,
    );
    expect(foreign.code).toBe(ResultCode.validation);

    const [scratch] = await photos(world, world.technician, 'handover', 1);
    const handed = await call(
      'handover',
      {
        id: workOrderId,
        photos: all,
        remarks: 'Keys x2',
        unexpectedSituation: 'Scratch on rear bumper',
        unexpectedImages: [scratch],
      },
      world.technician,
    );
    expect(handed.data).toMatchObject({ status: 'inService', orderStatus: 'inService' });
    expect((await customerOrder(world, orderId)).status).toBe('inService');
    // the next step is the group photo: finishing is not offered before it exists
    wo = await findWorkOrder(world, world.technician, workOrderId);
    expect(wo.facts).toEqual({ groupPhoto: false, allSignedOff: false, returned: false });
    expect(wo.actions).toMatchObject({ progress: true, finishWork: false });
    expect((await latestMessages(world))[0]?.title).toBe('Service started');

    // the work cannot finish before the group photo, nor without the times
    const noTimes = await call('progress', { id: workOrderId }, world.technician);
    expect(noTimes.msg).toBe('Please enter the estimated completion time and the expected delivery date');
    const saved = await call(
      'progress',
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
    const noGroup = await call('progress', { id: workOrderId }, world.technician);
    expect(noGroup.msg).toBe('Please upload the group photo with sales, technician and vehicle first');
    const [group] = await photos(world, world.sales, 'group', 1);
    const grouped = await call('group-photo', { id: workOrderId, photo: group }, world.sales);
    expect(grouped.code, grouped.msg).toBe(200);
    expect((await latestMessages(world))[0]?.title).toBe('Handover photo taken');
    wo = await findWorkOrder(world, world.technician, workOrderId);
    expect(wo.actions).toMatchObject({ progress: true, finishWork: true });

    // too early to deliver while in service
    const early = await call('deliver', { id: workOrderId }, world.sales);
    expect(early).toMatchObject({
      code: ResultCode.illegalTransition,
      msg: 'Please wait for the construction team to complete the vehicle pick-up and upload the information',
    });

    const finished = await call('progress', { id: workOrderId, remarks: 'Balanced and aligned' }, world.technician);
    expect(finished.data).toMatchObject({ status: 'pendingCollection', orderStatus: 'pendingCollection' });
    order = await customerOrder(world, orderId);
    expect(order.status).toBe('pendingCollection');
    expect((await latestMessages(world))[0]?.title).toBe('Work finished');

    // still too early: no return photos and no sign-off
    const stillEarly = await call('deliver', { id: workOrderId }, world.sales, 'zh_cn');
    expect(stillEarly.msg).toBe('请等待施工团队完成提车并上传信息');

    await signAll(workOrderId);
    expect((await latestMessages(world))[0]?.title).toBe('Products signed off');
    wo = await findWorkOrder(world, world.sales, workOrderId);
    expect(wo.signoffs.every((s) => s.status === 'signed' && s.signature?.url)).toBe(true);
    expect(wo.actions.deliver).toBe(false);

    const noReturn = await call('return', { id: workOrderId }, world.technician);
    expect(noReturn.msg).toBe('A handover needs at least 1 image');
    const returned = await call(
      'return',
      { id: workOrderId, photos: await photos(world, world.technician, 'return', 2) },
      world.technician,
    );
    expect(returned.code, returned.msg).toBe(200);
    expect((await latestMessages(world))[0]?.title).toBe('Car ready to hand back');
    wo = await findWorkOrder(world, world.sales, workOrderId);
    expect(wo.actions.deliver).toBe(true);
    expect(wo.returns[0]?.photos).toHaveLength(2);

    const delivered = await call('deliver', { id: workOrderId }, world.sales);
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
    const photo = wo.handover?.photos.engine;
    expect((await fetch(`${world.server.baseUrl}${photo?.url}`)).status).toBe(200);
    const bare = `${world.server.baseUrl}/media/uploads/${photo?.id}`;
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
    const noReason = await call('reject', { id: workOrderId, reason: ' ' }, world.technician);
    expect(noReason).toMatchObject({ code: ResultCode.validation, msg: 'Please enter the reason for rejection' });
    const noReasonMs = await call('reject', { id: workOrderId }, world.technician, 'ms_my');
    expect(noReasonMs.code).toBe(ResultCode.validation);
    const rejected = await call('reject', { id: workOrderId, reason: 'On leave that day' }, world.technician);
    expect(rejected.data).toMatchObject({ status: 'rejected', orderStatus: 'upcoming' });
    expect((await customerOrder(world, orderId)).status).toBe('upcoming');
    expect((await latestMessages(world))[0]?.title).toBe('Arranging your technician');
    const wo = await findWorkOrder(world, world.manager, workOrderId);
    expect(wo).toMatchObject({ status: 'rejected', rejectReason: 'On leave that day', technicianId: null });
    expect(wo.actions.dispatch).toBe(true);
    const rejectedTab = await world.server.call<{ list: { id: number }[] }>(
      '/api/app/staff/workorder/page',
      { tab: 'rejected' },
      { session: world.manager },
    );
    expect(rejectedTab.body.data.list.map((w) => w.id)).toContain(workOrderId);

    // a rejected work order cannot be accepted until it is dispatched again
    expect((await call('accept', { id: workOrderId }, world.technician)).code).toBe(ResultCode.illegalTransition);
    const noTech = await call('dispatch', { id: workOrderId, technicianId: world.customer.userId }, world.manager);
    expect(noTech).toMatchObject({
      code: ResultCode.validation,
      msg: 'Please choose an active technician of this store',
    });
    expect((await call('dispatch', { id: workOrderId, technicianId }, world.manager)).data.status).toBe(
      'pendingAcceptance',
    );
    expect((await call('accept', { id: workOrderId }, world.technician)).data.orderStatus).toBe('toBeInstalled');
  });

  it('opens a rework from a complaint: back in service, signed off and returned again before delivery', async () => {
    const { orderId, workOrderId } = await paidInstall(world);
    await finishWork(workOrderId);
    await signAll(workOrderId);
    const returned = await call(
      'return',
      { id: workOrderId, photos: await photos(world, world.technician, 'return', 1) },
      world.technician,
    );
    expect(returned.code).toBe(200);
    expect((await call('deliver', { id: workOrderId }, world.sales)).data.status).toBe('completed');

    // the customer complains; the store sees it on the complaint tab and follows it
    const filed = await world.server.call<{ id: number }>(
      '/api/app/order/vehicle/order/complaint',
      { orderId, content: 'The tyre pressure warning is on since the install' },
      { session: world.customer },
    );
    expect(filed.body.code, filed.body.msg).toBe(200);
    const complaintId = filed.body.data.id;
    const tab = await world.server.call<{ list: { id: number; openComplaints: number }[] }>(
      '/api/app/staff/workorder/page',
      { tab: 'complaintSubmitted' },
      { session: world.technician },
    );
    expect(tab.body.data.list.find((w) => w.id === workOrderId)?.openComplaints).toBe(1);
    const list = await world.server.call<{ list: { id: number; workOrderId: number | null }[] }>(
      '/api/app/staff/complaint/page',
      { status: 'pending' },
      { session: world.manager },
    );
    expect(list.body.data.list.find((c) => c.id === complaintId)?.workOrderId).toBe(workOrderId);
    const elsewhere = await world.server.call<{ list: { id: number }[] }>(
      '/api/app/staff/complaint/page',
      {},
      { session: world.otherManager },
    );
    expect(elsewhere.body.data.list.map((c) => c.id)).not.toContain(complaintId);

    const update = (body: object, session = world.manager) =>
      world.server.call<{ status: string; reworkId: number | null }>('/api/app/staff/complaint/update', body, {
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
      '/api/app/staff/workorder/rework',
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
    const mine = await world.server.call<{ list: { id: number; status: string; processingResult: string }[] }>(
      '/api/app/order/vehicle/order/complaint/page',
      {},
      { session: world.customer },
    );
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
    const again = await call('progress', { id: workOrderId }, world.technician);
    expect(again.data.status).toBe('pendingCollection');
    expect((await call('deliver', { id: workOrderId }, world.sales)).code).toBe(ResultCode.illegalTransition);
    await signAll(workOrderId);
    expect((await call('deliver', { id: workOrderId }, world.sales)).msg).toBe(
      'Please wait for the construction team to complete the vehicle pick-up and upload the information',
    );
    await call(
      'return',
      { id: workOrderId, photos: await photos(world, world.technician, 'return', 1) },
      world.technician,
    );
    expect((await call('deliver', { id: workOrderId }, world.sales)).data.orderStatus).toBe('completed');

    // a technician may open a rework of their own job directly, with a reason
    const noReason = await call('rework', { id: workOrderId, reason: '', description: 'x' }, world.technician);
    expect(noReason.msg).toBe('Please enter the reason for the rework');
    const own = await call<{ reworkId: number; status: string }>(
      'rework',
      { id: workOrderId, reason: 'Valve cap missing', description: 'Fit the valve caps' },
      world.technician,
    );
    expect(own.data.status).toBe('inService');
    wo = await findWorkOrder(world, world.technician, workOrderId);
    expect(wo.reworks).toHaveLength(2);
  });

  it('asks about old film on tint jobs', async () => {
    const { workOrderId } = await paidInstall(world, world.tint);
    expect((await call('accept', { id: workOrderId }, world.technician)).code).toBe(200);
    await call('handover', { id: workOrderId, photos: await ninePhotos() }, world.technician);
    const [group] = await photos(world, world.sales, 'group', 1);
    await call('group-photo', { id: workOrderId, photo: group }, world.sales);
    const times = { estimatedCompletionAt: '2030-01-15T16:30:00+08:00', expectedDeliveryDate: '2030-01-15' };
    expect((await call('progress', { id: workOrderId, ...times }, world.technician)).msg).toBe(
      'Please choose whether old film was removed',
    );
    // a refused completion saves nothing (the transaction rolls back), so the times are sent again
    expect(
      (
        await call(
          'progress',
          { id: workOrderId, ...times, oldFilmRemoved: true, oldFilmQuantity: 4 },
          world.technician,
        )
      ).msg,
    ).toBe('Please enter the quantity and a photo of the removed old film');
    const [film] = await photos(world, world.technician, 'oldFilm', 1);
    const saved = await call(
      'progress',
      { id: workOrderId, ...times, oldFilmRemoved: true, oldFilmQuantity: 4, draft: true },
      world.technician,
    );
    expect(saved.data.status).toBe('inService');
    const done = await call('progress', { id: workOrderId, oldFilmImage: film }, world.technician);
    expect(done.data.status).toBe('pendingCollection');
    const wo = await findWorkOrder(world, world.manager, workOrderId);
    expect(wo).toMatchObject({ tintJob: true, progress: { oldFilmRemoved: true, oldFilmQuantity: 4 } });
    expect(wo.progress.oldFilmImage?.url).toMatch(/^\/media\/uploads\//);
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
    expect((await call('accept', { id: workOrderId }, world.technician)).code).toBe(200);
    const taken = await call('handover', { id: workOrderId, draft: true }, second);
    expect(taken).toMatchObject({
      code: ResultCode.conflict,
      msg: 'This work order is assigned to another technician',
    });
  });

  it('refund review: overdue flagged, rejection needs a reason, approval cancels the work order', async () => {
    const { orderId, workOrderId } = await paidInstall(world);
    const asked = await world.server.call<{ id: number }>(
      '/api/app/order/vehicle/order/app/refund',
      { orderId, reason: 'Changed my mind', contact: '0123456789' },
      { session: world.customer },
    );
    expect(asked.body.code, asked.body.msg).toBe(200);
    const refundId = asked.body.data.id;
    await world.server.database.db
      .update(refunds)
      .set({ dueAt: new Date(Date.now() - 3_600_000) })
      .where(eq(refunds.id, refundId));
    const page = await world.server.call<{ list: { id: number; overdue: boolean; orderNo: string }[] }>(
      '/api/app/staff/refund/page',
      { status: 'pendingReview' },
      { session: world.manager },
    );
    expect(page.body.data.list.find((r) => r.id === refundId)?.overdue).toBe(true);
    const overview = await world.server.call<{
      stores: { storeId: number; overdueRefunds: number; counts: Record<string, number> }[];
      mailOrders: unknown;
    }>('/api/app/staff/store/overview', {}, { session: world.manager });
    expect(overview.body.data.stores).toHaveLength(1);
    expect(overview.body.data.stores[0]?.overdueRefunds).toBeGreaterThanOrEqual(1);
    expect(overview.body.data.stores[0]?.counts.pendingAcceptance).toBeGreaterThanOrEqual(1);
    // mail orders belong to no store: a store manager has none to review
    expect(overview.body.data.mailOrders).toBeNull();
    const review = (body: object, session = world.manager) =>
      world.server.call<{ status: string }>('/api/app/staff/refund/review', body, { session });
    expect((await review({ id: refundId, approve: false })).body.msg).toBe('Please enter the reason for rejection');
    expect((await review({ id: refundId, approve: true }, world.otherManager)).body.code).toBe(ResultCode.notFound);
    const approved = await review({ id: refundId, approve: true, note: 'OK' });
    expect(approved.body.code, approved.body.msg).toBe(200);
    // approved in one transaction; the money is sent once it committed, before the answer goes out
    expect(approved.body.data.status).toBe('processing');
    const refunded = await customerOrder(world, orderId);
    expect(refunded).toMatchObject({ status: 'refunded', payStatus: 'refunded' });
    expect(refunded.refund?.status).toBe('completed');
    // a second tap answers the refund as it stands and pays nothing again
    const calls = world.server.refundCalls.length;
    expect((await review({ id: refundId, approve: true, note: 'OK' })).body.code).toBe(200);
    expect(world.server.refundCalls).toHaveLength(calls);
    expect((await findWorkOrder(world, world.manager, workOrderId)).status).toBe('cancelled');
    expect((await call('accept', { id: workOrderId }, world.technician)).code).toBe(ResultCode.illegalTransition);
  });

  it('hands self-pickup orders over against the pickup code and ships mail orders', async () => {
    const { server, customer } = world;
    const pickup = await server.call<{ id: number }>(
      '/api/app/order/vehicle/order/app/add',
      {
        orderType: 'pickup',
        lines: [{ productId: world.dashcam.id, quantity: 1 }],
        plate: 'WXY 9',
        storeId: world.store.id,
      },
      { session: customer },
    );
    expect(pickup.body.code, pickup.body.msg).toBe(200);
    const { payInSandbox } = await import('../../testing/staff-fixtures');
    await payInSandbox(server, customer, pickup.body.data.id);
    const code = (await customerOrder(world, pickup.body.data.id)).pickupCode as string;
    const waiting = await server.call<{ list: { id: number }[] }>(
      '/api/app/staff/order/page',
      { orderType: 'pickup' },
      { session: world.sales },
    );
    expect(waiting.body.data.list.map((o) => o.id)).toContain(pickup.body.data.id);
    const wrong = code === '000000' ? '111111' : '000000';
    const pick = (pickupCode: string, session = world.sales) =>
      server.call<{ status: string }>(
        '/api/app/staff/order/pickup',
        { orderId: pickup.body.data.id, pickupCode },
        { session },
      );
    expect((await pick(wrong)).body.msg).toBe('The pickup code is not correct');
    expect((await pick(code, world.otherSales)).body.code).toBe(ResultCode.notFound);
    expect((await pick(code)).body.data.status).toBe('completed');
    expect((await customerOrder(world, pickup.body.data.id)).status).toBe('completed');
    expect((await latestMessages(world))[0]?.title).toBe('Order collected');

    const { orderId: mailId } = await paidMail(world);
    const packed = await server.call('/api/app/staff/order/pack', { orderId: mailId }, { session: world.sales });
    expect(packed.body.code, packed.body.msg).toBe(200);
    const noCourier = await server.call(
      '/api/app/staff/order/ship',
      { orderId: mailId, expressCompany: '', expressNo: 'X1' },
      { session: world.sales },
    );
    expect(noCourier.body.msg).toBe('Please enter the courier company');
    const shipped = await server.call<{ expressNo: string }>(
      '/api/app/staff/order/ship',
      { orderId: mailId, expressCompany: 'Pos Laju', expressNo: 'EP123456789MY' },
      { session: world.sales },
    );
    expect(shipped.body.data.expressNo).toBe('EP123456789MY');
    const detail = await customerOrder(world, mailId);
    expect(detail).toMatchObject({ expressCompany: 'Pos Laju', expressNo: 'EP123456789MY' });
    expect(detail.actions.confirmReceipt).toBe(true);
    expect((await latestMessages(world))[0]?.title).toBe('Order shipped');
  });

  it('the Accept tab of a technician leaves out work dispatched to another technician', async () => {
    const { workOrderId } = await paidInstall(world);
    const { registerApproved } = await import('../../testing/staff-fixtures');
    const lim = await registerApproved(world.server, world.manager, {
      phone: '+60129000011',
      name: 'Lim Technician',
      storeId: world.store.id,
      role: 'technician',
    });
    const tabs = async (session: Session) =>
      (await call<{ tab: string; count: number }[]>('tabs', {}, session)).data.find(
        (t) => t.tab === 'pendingAcceptance',
      )?.count ?? 0;
    const page = async (session: Session) =>
      (
        await call<{ list: { id: number }[] }>('page', { tab: 'pendingAcceptance', pageSize: 100 }, session)
      ).data.list.map((w) => w.id);
    const before = await tabs(world.technician);
    expect(await page(world.technician)).toContain(workOrderId);
    const dispatched = await call('dispatch', { id: workOrderId, technicianId: lim.userId }, world.manager);
    expect(dispatched.code, dispatched.msg).toBe(200);
    expect(await tabs(world.technician)).toBe(before - 1);
    expect(await page(world.technician)).not.toContain(workOrderId);
    expect(await page(lim)).toContain(workOrderId);
    // the manager still sees it
    expect(await page(world.manager)).toContain(workOrderId);
  });

  it('counts lines and units apart: one line of four tyres is not "and 3 more"', async () => {
    const { workOrderId } = await paidInstall(world, world.tyre, 4);
    const wo = await findWorkOrder(world, world.manager, workOrderId);
    expect(wo).toMatchObject({ itemCount: 4, lineCount: 1 });
  });

  it('fills the CMS order number at the desk and arrival remarks at the car', async () => {
    const { workOrderId, orderId } = await paidInstall(world);
    const cms = await call<{ cmsOrderNo: string | null }>(
      'note',
      { id: workOrderId, cmsOrderNo: 'CMS-7781' },
      world.sales,
    );
    expect(cms.data.cmsOrderNo).toBe('CMS-7781');
    const remarks = await call(
      'note',
      { id: workOrderId, arrivalRemarks: 'Arrived with low tyre pressure' },
      world.technician,
    );
    expect(remarks.code, remarks.msg).toBe(200);
    // each field belongs to its role
    expect((await call('note', { id: workOrderId, cmsOrderNo: 'X' }, world.technician)).code).toBe(
      ResultCode.forbidden,
    );
    expect((await call('note', { id: workOrderId, arrivalRemarks: 'X' }, world.sales)).code).toBe(ResultCode.forbidden);
    const wo = await findWorkOrder(world, world.manager, workOrderId);
    expect(wo).toMatchObject({ cmsOrderNo: 'CMS-7781', arrivalRemarks: 'Arrived with low tyre pressure' });
    expect(await customerOrder(world, orderId)).toMatchObject({
      cmsOrderNo: 'CMS-7781',
      arrivalRemarks: 'Arrived with low tyre pressure',
    });
  });

  it("mail-order refunds are the company's to review, and counted where the company sees them", async () => {
    const { server, customer } = world;
    const { orderId: mailId } = await paidMail(world);
    const asked = await server.call<{ id: number }>(
      '/api/app/order/vehicle/order/app/refund',
      { orderId: mailId, reason: 'Wrong size', contact: '0123456789' },
      { session: customer },
    );
    expect(asked.body.code, asked.body.msg).toBe(200);
    type Overview = { stores: unknown[]; mailOrders: { pendingRefunds: number } | null };
    const overview = async (session: Session) =>
      (await server.call<Overview>('/api/app/staff/store/overview', {}, { session })).body.data;
    expect((await overview(world.manager)).mailOrders).toBeNull();
    expect((await overview(world.company)).mailOrders?.pendingRefunds).toBeGreaterThanOrEqual(1);
    const review = (session: Session) =>
      server.call<{ status: string }>(
        '/api/app/staff/refund/review',
        { id: asked.body.data.id, approve: true },
        { session },
      );
    expect((await review(world.manager)).body.code).toBe(ResultCode.forbidden);
    const approved = await review(world.company);
    expect(approved.body.code, approved.body.msg).toBe(200);
  });
});
