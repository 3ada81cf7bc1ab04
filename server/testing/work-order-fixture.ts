import { afterAll, beforeAll, expect } from 'vitest';
import type { CallDefinition, PayloadOf } from '../../src/shared/contract/define-call';
import { handoverSlots } from '../../src/shared/contract/staff';
import { startTestServer, type Session } from './harness';
import { checkIn, findWorkOrder, photo, photos, setupWorld, type World } from './staff-fixtures';
import type { DbKind } from '../db/client';
import { api } from '../../tests/support/api';

/** A staff world (setupWorld) started before the file's tests and closed after, with the work-order call helpers. */
export function workOrderFixture(kind: DbKind) {
  let world: World;
  let technicianId: number;
  let salesId: number;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
    technicianId = world.technician.userId;
    const me = await world.server.call(api.currentUser, {}, { session: world.sales });
    salesId = me.body.data.id;
  });
  afterAll(() => world.server.close());

  /** One work-order call as `session`, answering its envelope. */
  const call = <C extends CallDefinition>(call: C, body: PayloadOf<C>, session: Session, language = 'en_us') =>
    world.server.call(call, body, { session, language }).then((r) => r.body);

  const ninePhotos = async () => {
    const ids = await photos(world, world.technician, 'handover', 9);
    return Object.fromEntries(handoverSlots.map((slot, i) => [slot, ids[i]]));
  };

  /** accept -> handover -> group photo -> progress complete, leaving the work pending collection. */
  async function finishWork(workOrderId: number) {
    expect((await call(api.workOrderAccept, { id: workOrderId }, world.technician)).code).toBe(200);
    const handed = await call(
      api.workOrderHandover,
      { id: workOrderId, photos: await ninePhotos(), cameEarly: true, ...(await checkIn(world, world.technician)) },
      world.technician,
    );
    expect(handed.code, handed.msg).toBe(200);
    const group = await photo(world, world.sales, 'group');
    expect((await call(api.workOrderGroupPhoto, { id: workOrderId, photo: group }, world.sales)).code).toBe(200);
    const done = await call(
      api.workOrderProgress,
      { id: workOrderId, estimatedCompletionAt: '2030-01-15T16:30:00+08:00', expectedDeliveryDate: '2030-01-15' },
      world.technician,
    );
    expect(done.code, done.msg).toBe(200);
    expect(done.data.status).toBe('pendingCollection');
  }

  async function signAll(workOrderId: number) {
    const wo = await findWorkOrder(world, world.technician, workOrderId);
    for (const s of wo.signoffs) {
      const signature = await photo(world, world.technician, 'signature');
      const res = await call(
        api.workOrderSignoff,
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
