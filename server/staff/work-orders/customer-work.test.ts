import { beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import { HeaderName } from '../../../src/shared/contract/headers';
import { describeOnEachDatabase, type Session } from '../../testing/harness';
import {
  checkIn,
  customerOrder,
  paidInstall,
  paidPickup,
  photo,
  photos,
  type World,
} from '../../testing/staff-fixtures';
import { workOrderFixture } from '../../testing/work-order-fixture';
import { api } from '../../../tests/support/api';

describeOnEachDatabase("the customer's order shows the work on the car", (kind) => {
  const fx = workOrderFixture(kind);
  const { call, signAll } = fx;
  let world: World;
  let stranger: Session;
  beforeAll(async () => {
    world = fx.world;
    stranger = await world.server.login('+60149000077');
  });

  const fetchMedia = (url: string, userKey?: string) =>
    fetch(`${world.server.baseUrl}${url}`, { headers: userKey ? { [HeaderName.userKey]: userKey } : {} });
  const workOf = async (orderId: number) => (await customerOrder(world, orderId)).work;

  it('shows each step with its time, and the photos and remarks once staff record them', async () => {
    const { orderId, workOrderId } = await paidInstall(world, world.tyre, 1);
    let work = await workOf(orderId);
    expect(work).toMatchObject({ status: 'pendingAcceptance', currentStep: 'accept', handover: null, returns: [] });
    expect(work?.steps.map((s) => s.step)).toEqual([
      'accept',
      'handover',
      'groupPhoto',
      'progress',
      'signoff',
      'returnPhotos',
      'deliver',
    ]);
    expect(work?.steps.every((s) => s.doneAt === null)).toBe(true);

    expect((await call(api.workOrderAccept, { id: workOrderId }, world.technician)).code).toBe(200);
    work = await workOf(orderId);
    expect(work?.currentStep).toBe('handover');
    expect(Date.parse(work?.steps[0]?.doneAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const [front, engine, scratch] = await photos(world, world.technician, 'handover', 3);
    const handed = await call(
      api.workOrderHandover,
      {
        id: workOrderId,
        photos: { frontLeft45: front, engine },
        remarks: 'Keys x2, wheel lock in glovebox',
        unexpectedSituation: 'Scratch on rear bumper',
        unexpectedImages: [scratch!],
        cameEarly: true,
        ...(await checkIn(world, world.technician)),
      },
      world.technician,
    );
    expect(handed.code, handed.msg).toBe(200);
    work = await workOf(orderId);
    expect(work).toMatchObject({ status: 'inService', currentStep: 'groupPhoto' });
    expect(work?.handover).toMatchObject({
      remarks: 'Keys x2, wheel lock in glovebox',
      unexpectedSituation: 'Scratch on rear bumper',
      mileageKm: 48_210,
      fuelQuarters: 2,
      damage: [{ zone: 'rearBumper', kind: 'dent' }],
      signedBy: 'Aisyah Rahman',
    });
    expect(work?.handover?.photos.map((p) => [p.slot, p.id])).toEqual([
      ['frontLeft45', front],
      ['engine', engine],
    ]);
    expect(work?.handover?.unexpectedPhotos.map((p) => p.id)).toEqual([scratch]);
    expect(work?.handover?.at).toBe(work?.steps[1]?.doneAt);
    // the customer fetches the photos at the addresses the order hands them
    for (const p of [...work!.handover!.photos, ...work!.handover!.unexpectedPhotos]) {
      const res = await fetchMedia(p.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
    }

    const group = await photo(world, world.sales, 'group');
    expect((await call(api.workOrderGroupPhoto, { id: workOrderId, photo: group }, world.sales)).code).toBe(200);
    const draft = await call(
      api.workOrderProgress,
      {
        id: workOrderId,
        estimatedCompletionAt: '2030-01-15T16:30:00+08:00',
        expectedDeliveryDate: '2030-01-15',
        remarks: 'Balancing the new tyres',
        draft: true,
      },
      world.technician,
    );
    expect(draft.code, draft.msg).toBe(200);
    work = await workOf(orderId);
    expect(work?.currentStep).toBe('progress');
    expect(work?.groupPhoto?.id).toBe(group);
    expect(work?.progress).toEqual({
      estimatedCompletionAt: '2030-01-15T08:30:00.000Z',
      expectedDeliveryDate: '2030-01-15',
      remarks: 'Balancing the new tyres',
    });

    expect((await call(api.workOrderProgress, { id: workOrderId }, world.technician)).code).toBe(200);
    await signAll(workOrderId);
    const back = await photos(world, world.technician, 'return', 2);
    const returned = await call(
      api.workOrderReturn,
      { id: workOrderId, photos: back, remarks: 'Tyre pressure 35 psi' },
      world.technician,
    );
    expect(returned.code, returned.msg).toBe(200);
    expect((await call(api.workOrderDeliver, { id: workOrderId }, world.sales)).code).toBe(200);
    work = await workOf(orderId);
    expect(work).toMatchObject({ status: 'completed', currentStep: 'deliver' });
    expect(work?.steps.every((s) => s.doneAt !== null)).toBe(true);
    expect(work?.returns).toHaveLength(1);
    expect(work?.returns[0]).toMatchObject({ remarks: 'Tyre pressure 35 psi' });
    expect(work?.returns[0]?.photos.map((p) => p.id)).toEqual(back);
    expect((await fetchMedia(work!.returns[0]!.photos[0]!.url)).status).toBe(200);
  });

  it('keeps the work and its photos from another customer', async () => {
    const { orderId, workOrderId } = await paidInstall(world, world.tyre, 1);
    await call(api.workOrderAccept, { id: workOrderId }, world.technician);
    const front = await photo(world, world.technician, 'handover');
    await call(
      api.workOrderHandover,
      { id: workOrderId, photos: { frontLeft45: front }, cameEarly: true, ...(await checkIn(world, world.technician)) },
      world.technician,
    );
    const mine = await workOf(orderId);
    const url = mine?.handover?.photos[0]?.url ?? '';
    expect(url).toMatch(/^\/media\/uploads\/.+\?exp=\d+&sig=[0-9a-f]{64}$/);

    const theirs = await world.server.call(api.orderFind, { id: orderId }, { session: stranger });
    expect(theirs.body.code).toBe(ResultCode.notFound);
    expect(JSON.stringify(theirs.body)).not.toContain(front);
    // the file: not by its bare address, not with their session, not with a forged signature
    const bare = url.split('?')[0]!;
    expect((await fetchMedia(bare)).status).toBe(404);
    expect((await fetchMedia(bare, stranger.userKey)).status).toBe(404);
    expect((await fetchMedia(bare, world.customer.userKey)).status).toBe(404);
    const forged = url.replace(/sig=([0-9a-f])/, (_m, c: string) => `sig=${c === '0' ? '1' : '0'}`);
    expect((await fetchMedia(forged, stranger.userKey)).status).toBe(404);
  });

  it('shows nothing of a handover saved as a draft or not sent yet', async () => {
    const { orderId, workOrderId } = await paidInstall(world, world.tyre, 1);
    await call(api.workOrderAccept, { id: workOrderId }, world.technician);
    // the photos are taken, but the step waits in the technician's outbox: the server has only files
    const [front, rear] = await photos(world, world.technician, 'handover', 2);
    let work = await workOf(orderId);
    expect(work).toMatchObject({ status: 'pendingHandover', currentStep: 'handover', handover: null });
    expect(work?.steps[1]?.doneAt).toBeNull();
    // saved as a draft: still the technician's
    const draft = await call(
      api.workOrderHandover,
      { id: workOrderId, photos: { frontLeft45: front, rearLeft45: rear }, remarks: 'Keys x1', draft: true },
      world.technician,
    );
    expect(draft.code, draft.msg).toBe(200);
    work = await workOf(orderId);
    expect(work).toMatchObject({ currentStep: 'handover', handover: null });
    expect(JSON.stringify(work)).not.toContain(front);
  });

  it('has no work record for an order that is not an installation', async () => {
    const { orderId } = await paidPickup(world);
    expect((await customerOrder(world, orderId)).work).toBeNull();
  });
});
