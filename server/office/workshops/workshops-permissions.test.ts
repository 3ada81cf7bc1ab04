import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../../src/shared/contract/calls';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { CallDefinition, PayloadOf } from '../../../src/shared/contract/define-call';
import type { WorkshopSettings } from '../../../src/shared/contract/office-workshops';
import { describeOnEachDatabase, startTestServer, type Session } from '../../testing/harness';
import { malaysiaDate } from '../../testing/orders-fixture';
import { setupWorld, type World } from '../../testing/staff-fixtures';
import { settingsOf } from '../../testing/workshop-fixtures';
import { api } from '../../../tests/support/api';

/*
 * The workshop calls' permission matrix (docs/decisions/018-back-office.md), written out by hand.
 * Managers and the company read and change workshops; a manager only their own store (another store
 * answers "not found", 1401, so ids reveal nothing); only the company edits public holidays.
 */

type Who = 'customer' | 'sales' | 'technician' | 'manager' | 'otherManager' | 'company';
const everyone: Who[] = ['customer', 'sales', 'technician', 'manager', 'otherManager', 'company'];
type Ctx = {
  storeId: number;
  settings: WorkshopSettings;
  closureId: () => Promise<number>;
  holidayId: () => Promise<number>;
};

interface Row<P = unknown> {
  call: CallDefinition;
  /** Who gets 200; `hidden` get 1401 (the thing is another store's); everyone else 1104. */
  allow: Who[];
  hidden?: Who[];
  payload: (c: Ctx) => Promise<P> | P;
}
/** A row whose payload is checked as its call's. */
const row = <C extends CallDefinition>(call: C, r: NoInfer<Omit<Row<PayloadOf<C>>, 'call'>>): Row => ({ call, ...r });

const managersOfStore: Pick<Row, 'allow' | 'hidden'> = { allow: ['manager', 'company'], hidden: ['otherManager'] };

const MATRIX: Row[] = [
  row(api.officeWorkshopPage, { allow: ['manager', 'otherManager', 'company'], payload: () => ({}) }),
  row(api.officeWorkshopFind, { ...managersOfStore, payload: (c) => ({ id: c.storeId }) }),
  row(api.officeWorkshopSave, { ...managersOfStore, payload: (c) => ({ id: c.storeId, settings: c.settings }) }),
  row(api.officeClosurePage, { ...managersOfStore, payload: (c) => ({ storeId: c.storeId }) }),
  row(api.officeClosureAdd, {
    ...managersOfStore,
    payload: (c) => ({ storeId: c.storeId, fromDate: malaysiaDate(200), toDate: malaysiaDate(200), reason: 'Audit' }),
  }),
  row(api.officeClosureRemove, {
    ...managersOfStore,
    payload: async (c) => ({ id: await c.closureId() }),
  }),
  row(api.officeHolidayPage, { allow: ['manager', 'otherManager', 'company'], payload: () => ({ year: 2027 }) }),
  row(api.officeHolidayAdd, {
    allow: ['company'],
    payload: () => ({ date: '2027-03-03', state: 'Perlis', name: { en: 'Test', ms: 'Ujian', zh: '测试' } }),
  }),
  row(api.officeHolidayRemove, { allow: ['company'], payload: async (c) => ({ id: await c.holidayId() }) }),
];

describe('the workshop permission matrix covers the contract', () => {
  it('has a row for every workshop and holiday call, each staff-only', () => {
    const calls = allCalls.filter((c) => /^\/api\/app\/office\/(workshop|holiday)\//.test(c.path));
    expect(calls.map((c) => c.path).sort()).toEqual(MATRIX.map((r) => r.call.path).sort());
    for (const call of calls) expect(call.auth, call.path).toBe('staff');
  });
});

describeOnEachDatabase('workshop permission matrix', (kind) => {
  let world: World;
  let sessions: Record<Who, Session>;
  let ctx: Ctx;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
    const { server, company, store } = world;
    sessions = {
      customer: world.customer,
      sales: world.sales,
      technician: world.technician,
      manager: world.manager,
      otherManager: world.otherManager,
      company,
    };
    let day = 210;
    ctx = {
      storeId: store.id,
      settings: await settingsOf(server, company, store.id),
      // a fresh closure and holiday for each caller, made by the company
      closureId: async () => {
        const date = malaysiaDate(day++);
        const res = await server.call(
          api.officeClosureAdd,
          { storeId: store.id, fromDate: date, toDate: date, reason: 'Matrix' },
          { session: company },
        );
        return res.body.data.id;
      },
      holidayId: async () => {
        const res = await server.call(
          api.officeHolidayAdd,
          { date: '2027-04-04', state: 'Perlis', name: { en: 'M', ms: 'M', zh: 'M' } },
          { session: company },
        );
        return res.body.data.id;
      },
    };
  }, 60_000);
  afterAll(() => world.server.close());

  for (const row of MATRIX) {
    for (const who of everyone) {
      const expected = row.allow.includes(who)
        ? 200
        : row.hidden?.includes(who)
          ? ResultCode.notFound
          : ResultCode.forbidden;
      it(`${row.call.path} as ${who}: ${expected}`, async () => {
        const res = await world.server.call(row.call, await row.payload(ctx), { session: sessions[who] });
        expect(res.body.code, res.body.msg).toBe(expected);
      });
    }
  }
});
