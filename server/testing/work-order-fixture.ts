import { afterAll, beforeAll, expect } from 'vitest';
import { handoverSlots } from '../../src/shared/contract/staff';
import { startTestServer, type Session } from './harness';
import { findWorkOrder, photos, setupWorld, type Envelope, type World } from './staff-fixtures';
import type { DbKind } from '../db/client';

/** A staff world (setupWorld) started before the file's tests and closed after, with the work-order call helpers. */
export function workOrderFixture(kind: DbKind) {
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

  return {
    get world() {
      return world;
    },
    get technicianId() {
      return technicianId;
    },
    get salesId() {
      return salesId;
    },
    call,
    ninePhotos,
    finishWork,
    signAll,
  };
}
