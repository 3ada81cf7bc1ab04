import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../../src/shared/contract/calls';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { CallDefinition, PayloadOf } from '../../../src/shared/contract/define-call';
import { api } from '../../../tests/support/api';
import { describeOnEachDatabase, describeOnPostgres, startTestServer, type Session } from '../../testing/harness';
import { setupWorld, type World } from '../../testing/staff-fixtures';

/*
 * Part requests: what a customer asks for on GoodsEmpty reaches the company's office list, still
 * to call first; marking one called counts once, whoever marks it second. Every role against every
 * call is written out by hand (a call without a row fails the test).
 */

type Who = 'customer' | 'sales' | 'technician' | 'manager' | 'otherManager' | 'company';
const everyone: Who[] = ['customer', 'sales', 'technician', 'manager', 'otherManager', 'company'];
const NO_SUCH = 2_000_000_000;

interface Row<P = unknown> {
  call: CallDefinition;
  /** The answer code each caller gets; callers not named get 1104. */
  expect: Partial<Record<Who, number>>;
  payload: P;
}
const row = <C extends CallDefinition>(call: C, r: NoInfer<Omit<Row<PayloadOf<C>>, 'call'>>): Row => ({ call, ...r });

const MATRIX: Row[] = [
  row(api.officePartRequestPage, { expect: { company: 200 }, payload: {} }),
  row(api.officePartRequestHandle, { expect: { company: ResultCode.notFound }, payload: { id: NO_SUCH } }),
];
const byPath = Object.fromEntries(MATRIX.map((r) => [r.call.path, r]));

describe('the part requests matrix covers the contract', () => {
  it('has a row for every part request call, each staff-only', () => {
    const calls = allCalls.filter((c) => c.path.startsWith('/api/app/office/part/'));
    expect(calls.length).toBe(2);
    for (const call of calls) {
      expect(byPath[call.path], call.path).toBeDefined();
      expect(call.auth, call.path).toBe('staff');
    }
  });
});

describeOnEachDatabase('part requests', (kind) => {
  let world: World;
  let sessions: Record<Who, Session>;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
    sessions = {
      customer: world.customer,
      sales: world.sales,
      technician: world.technician,
      manager: world.manager,
      otherManager: world.otherManager,
      company: world.company,
    };
  }, 90_000);
  afterAll(() => world.server.close());

  for (const r of MATRIX) {
    for (const who of everyone) {
      const code = r.expect[who] ?? ResultCode.forbidden;
      it(`${r.call.path} as ${who}: ${code}`, async () => {
        const res = await world.server.call(r.call, r.payload, { session: sessions[who] });
        expect(res.body.code, res.body.msg).toBe(code);
      });
    }
  }

  it('lists a customer request with its part and car, oldest waiting first, and moves it to called once marked', async () => {
    const first = await world.server.call(api.userClueAdd, {
      name: 'Hafiz',
      phone: '013-555 1234',
      carText: 'Proton Saga 2019',
      note: 'Roof rack',
    });
    const second = await world.server.call(api.userClueAdd, { name: 'Mei Ling', phone: '0123456780', note: 'Tow bar' });
    const firstId = first.body.data.id;
    const secondId = second.body.data.id;
    const open = await world.server.call(api.officePartRequestPage, {}, { session: world.company });
    const mine = open.body.data.list.filter((r) => [firstId, secondId].includes(r.id));
    expect(mine).toMatchObject([
      {
        id: firstId,
        name: 'Hafiz',
        phone: '+60135551234',
        car: 'Proton Saga 2019',
        part: 'Roof rack',
        handledAt: null,
      },
      { id: secondId, name: 'Mei Ling', car: '', part: 'Tow bar', handledAt: null },
    ]);
    expect(open.body.data.open).toBe(open.body.data.total);

    const marked = await world.server.call(api.officePartRequestHandle, { id: firstId }, { session: world.company });
    expect(marked.body.data).toMatchObject({ id: firstId, handledBy: expect.any(String) });
    expect(marked.body.data.handledAt).not.toBeNull();
    const stillOpen = await world.server.call(api.officePartRequestPage, {}, { session: world.company });
    expect(stillOpen.body.data.list.map((r) => r.id)).not.toContain(firstId);
    expect(stillOpen.body.data.open).toBe(open.body.data.open - 1);
    const called = await world.server.call(api.officePartRequestPage, { state: 'handled' }, { session: world.company });
    expect(called.body.data.list.map((r) => r.id)).toContain(firstId);
  });
});

describeOnPostgres('part requests marked at once', (kind) => {
  let world: World;
  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
  }, 90_000);
  afterAll(() => world.server.close());

  it('two people marking one request at once: one mark stands, both see the same time', async () => {
    const { id } = (await world.server.call(api.userClueAdd, { name: 'Ravi', phone: '0167778888', note: 'Spoiler' }))
      .body.data;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        world.server.call(api.officePartRequestHandle, { id }, { session: world.company }),
      ),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body.data.handledAt)).size).toBe(1);
  });
});
