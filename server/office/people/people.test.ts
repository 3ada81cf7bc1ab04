import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { PayloadOf } from '../../../src/shared/contract/define-call';
import { describeOnEachDatabase, startTestServer } from '../../testing/harness';
import { registerApproved, setupWorld, staffLogin, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

describeOnEachDatabase('office people: roles, stores, deactivation, sign-ups', (kind) => {
  let world: World;
  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
  }, 60_000);
  afterAll(() => world.server.close());

  const page = (session = world.company, payload: PayloadOf<typeof api.officePeoplePage> = {}) =>
    world.server.call(api.officePeoplePage, payload, { session });
  const idOf = async (phone: string) => (await page(world.company, { keyword: phone })).body.data.list[0]?.id ?? 0;

  it('deactivating a person ends their sessions at once: their next call is logged out, and they cannot log in', async () => {
    const { server, manager } = world;
    const person = await registerApproved(server, world.company, {
      phone: '+60129100001',
      name: 'Farid (Sales, Cheras)',
      storeId: world.store.id,
      role: 'sales',
    });
    const before = await server.call(api.workOrderPage, {}, { session: person });
    expect(before.body.code).toBe(200);
    const off = await server.call(api.officePersonDeactivate, { id: await idOf('+60129100001') }, { session: manager });
    expect(off.body.code, off.body.msg).toBe(200);
    expect(off.body.data.status).toBe('disabled');
    const after = await server.call(api.workOrderPage, {}, { session: person });
    expect(after.body.code).toBe(ResultCode.sessionExpired);
    const login = await server.call(api.staffLogin, { phone: '+60129100001', password: 'Kedai2026!' });
    expect(login.body.code).toBe(ResultCode.accountDisabled);
    const again = await server.call(api.officePersonDeactivate, { id: off.body.data.id }, { session: manager });
    expect(again.body.code).toBe(ResultCode.illegalTransition);
    const on = await server.call(api.officePersonActivate, { id: off.body.data.id }, { session: manager });
    expect(on.body.data.status).toBe('active');
    await staffLogin(server, '+60129100001', 'Kedai2026!');
  });

  it('a manager sees and changes only their own store; never makes the company; never changes themself', async () => {
    const { manager, otherStore, store } = world;
    const mine = (await page(manager)).body.data;
    expect(mine.list.length).toBeGreaterThan(0);
    expect(mine.list.every((p) => p.storeId === store.id)).toBe(true);
    const theirs = await idOf('+60129000001');
    const hidden = await world.server.call(api.officePersonDeactivate, { id: theirs }, { session: manager });
    expect(hidden.body.code).toBe(ResultCode.notFound);
    const tech = await idOf('+60122000002');
    const moved = await world.server.call(
      api.officePersonUpdate,
      { id: tech, role: 'technician', storeId: otherStore.id },
      { session: manager },
    );
    expect(moved.body.code).toBe(ResultCode.forbidden);
    const promoted = await world.server.call(
      api.officePersonUpdate,
      { id: tech, role: 'company', storeId: null },
      { session: manager },
    );
    expect(promoted.body.code).toBe(ResultCode.forbidden);
    const self = await world.server.call(
      api.officePersonDeactivate,
      { id: await idOf('+60122000003') },
      { session: manager },
    );
    expect(self.body.msg).toBe('You cannot change your own account here');
    const noStore = await world.server.call(
      api.officePersonUpdate,
      { id: tech, role: 'sales', storeId: null },
      { session: world.company },
    );
    expect(noStore.body.code).toBe(ResultCode.validation);
    expect(noStore.body.msg).toBe('Choose the store this person works at');
  });

  it('the company moves a person to another store as another role; their old session ends; the audit log has it', async () => {
    const { server, company, otherStore } = world;
    const person = await registerApproved(server, company, {
      phone: '+60129100002',
      name: 'Kumar (Technician, Cheras)',
      storeId: world.store.id,
      role: 'technician',
    });
    const id = await idOf('+60129100002');
    const res = await server.call(
      api.officePersonUpdate,
      { id, role: 'sales', storeId: otherStore.id },
      { session: company },
    );
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ role: 'sales', storeId: otherStore.id, storeName: otherStore.name });
    expect((await server.call(api.workOrderPage, {}, { session: person })).body.code).toBe(ResultCode.sessionExpired);
    const audit = await server.call(api.officeAuditPage, {}, { session: company });
    expect(audit.body.data.list[0]).toMatchObject({ action: 'personUpdate', subject: '+60129100002' });
  });

  it('sign-ups wait in the pending list and are reviewed through the staff desk’s one review call', async () => {
    const { server, manager } = world;
    const sent = await server.call(api.sendSms, { phone: '+60129100003', scene: 'staffRegister' });
    expect(sent.body.code).toBe(200);
    const reg = await server.call(api.staffRegister, {
      phone: '+60129100003',
      name: 'Lina (Sales, Cheras)',
      storeId: world.store.id,
      role: 'sales',
      company: 'Roda Auto Sdn. Bhd.',
      password: 'Kedai2026!',
      confirmPassword: 'Kedai2026!',
      code: await server.latestOtp('+60129100003'),
      agree: true,
    });
    expect(reg.body.code, reg.body.msg).toBe(200);
    const pending = (await page(manager, { status: 'pending' })).body.data.list;
    expect(pending.map((p) => p.id)).toContain(reg.body.data.id);
    const review = await server.call(api.signupReview, { id: reg.body.data.id, approve: true }, { session: manager });
    expect(review.body.code, review.body.msg).toBe(200);
    expect((await page(manager, { status: 'pending' })).body.data.list.map((p) => p.id)).not.toContain(
      reg.body.data.id,
    );
  });
});
