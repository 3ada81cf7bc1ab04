import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../../src/shared/contract/calls';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { WorkshopSettings } from '../../../src/shared/contract/office-workshops';
import { describeOnEachDatabase, startTestServer, type Session } from '../../testing/harness';
import { malaysiaDate } from '../../testing/orders-fixture';
import { setupWorld, type World } from '../../testing/staff-fixtures';
import { settingsOf } from '../../testing/workshop-fixtures';

/*
 * The workshop calls' permission matrix (issue 18), written out by hand. Managers and the company
 * read and change workshops; a manager only their own store (another store answers "not found",
 * 1401, so ids reveal nothing); only the company edits public holidays.
 */

type Who = 'customer' | 'sales' | 'technician' | 'manager' | 'otherManager' | 'company';
const everyone: Who[] = ['customer', 'sales', 'technician', 'manager', 'otherManager', 'company'];
type Ctx = {
  storeId: number;
  settings: WorkshopSettings;
  closureId: () => Promise<number>;
  holidayId: () => Promise<number>;
};

interface Row {
  /** Who gets 200; `hidden` get 1401 (the thing is another store's); everyone else 1104. */
  allow: Who[];
  hidden?: Who[];
  payload: (c: Ctx) => Promise<object> | object;
}

const managersOfStore: Pick<Row, 'allow' | 'hidden'> = { allow: ['manager', 'company'], hidden: ['otherManager'] };

const MATRIX: Record<string, Row> = {
  '/api/app/office/workshop/page': { allow: ['manager', 'otherManager', 'company'], payload: () => ({}) },
  '/api/app/office/workshop/find': { ...managersOfStore, payload: (c) => ({ id: c.storeId }) },
  '/api/app/office/workshop/save': { ...managersOfStore, payload: (c) => ({ id: c.storeId, settings: c.settings }) },
  '/api/app/office/workshop/closure/page': { ...managersOfStore, payload: (c) => ({ storeId: c.storeId }) },
  '/api/app/office/workshop/closure/add': {
    ...managersOfStore,
    payload: (c) => ({ storeId: c.storeId, fromDate: malaysiaDate(200), toDate: malaysiaDate(200), reason: 'Audit' }),
  },
  '/api/app/office/workshop/closure/remove': {
    ...managersOfStore,
    payload: async (c) => ({ id: await c.closureId() }),
  },
  '/api/app/office/holiday/page': { allow: ['manager', 'otherManager', 'company'], payload: () => ({ year: 2027 }) },
  '/api/app/office/holiday/add': {
    allow: ['company'],
    payload: () => ({ date: '2027-03-03', state: 'Perlis', name: { en: 'Test', ms: 'Ujian', zh: '测试' } }),
  },
  '/api/app/office/holiday/remove': { allow: ['company'], payload: async (c) => ({ id: await c.holidayId() }) },
};

describe('the workshop permission matrix covers the contract', () => {
  it('has a row for every workshop and holiday call, each staff-only', () => {
    const calls = allCalls.filter((c) => /^\/api\/app\/office\/(workshop|holiday)\//.test(c.path));
    expect(calls.map((c) => c.path).sort()).toEqual(Object.keys(MATRIX).sort());
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
        const res = await server.call<{ id: number }>(
          '/api/app/office/workshop/closure/add',
          { storeId: store.id, fromDate: date, toDate: date, reason: 'Matrix' },
          { session: company },
        );
        return res.body.data.id;
      },
      holidayId: async () => {
        const res = await server.call<{ id: number }>(
          '/api/app/office/holiday/add',
          { date: '2027-04-04', state: 'Perlis', name: { en: 'M', ms: 'M', zh: 'M' } },
          { session: company },
        );
        return res.body.data.id;
      },
    };
  }, 60_000);
  afterAll(() => world.server.close());

  for (const [path, row] of Object.entries(MATRIX)) {
    for (const who of everyone) {
      const expected = row.allow.includes(who)
        ? 200
        : row.hidden?.includes(who)
          ? ResultCode.notFound
          : ResultCode.forbidden;
      it(`${path} as ${who}: ${expected}`, async () => {
        const res = await world.server.call(path, await row.payload(ctx), { session: sessions[who] });
        expect(res.body.code, res.body.msg).toBe(expected);
      });
    }
  }
});
