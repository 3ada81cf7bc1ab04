import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  expectRowsCover,
  itAnswersEveryCaller,
  officeRow,
  type OfficeRow,
  ownStore,
} from '../../testing/office-permission-matrix';
import type { WorkshopDetailsInput, WorkshopSettings } from '../../../src/shared/contract/office-workshops';
import { describeOnEachDatabase, startTestServer } from '../../testing/harness';
import { malaysiaDate } from '../../testing/orders-fixture';
import { setupWorld, type World } from '../../testing/staff-fixtures';
import { settingsOf } from '../../testing/workshop-fixtures';
import { api } from '../../../tests/support/api';

/*
 * The workshop calls' permission matrix (docs/decisions/018-back-office.md), written out by hand.
 * Managers and the company read and change workshops; a manager only their own store (another store
 * answers "not found", 1401, so ids reveal nothing), its details too; only the company adds stores
 * and edits public holidays.
 */

type Ctx = {
  storeId: number;
  settings: WorkshopSettings;
  details: WorkshopDetailsInput;
  /** A code no store has yet, one per caller. */
  newCode: () => string;
  closureId: () => Promise<number>;
  holidayId: () => Promise<number>;
};

const row = officeRow<Ctx>();

const MATRIX: OfficeRow<Ctx>[] = [
  row(api.officeWorkshopPage, { allow: ['manager', 'otherManager', 'company'], payload: () => ({}) }),
  row(api.officeWorkshopFind, { ...ownStore, payload: (c) => ({ id: c.storeId }) }),
  row(api.officeWorkshopSave, { ...ownStore, payload: (c) => ({ id: c.storeId, settings: c.settings }) }),
  row(api.officeWorkshopDetailsSave, { ...ownStore, payload: (c) => ({ id: c.storeId, details: c.details }) }),
  row(api.officeWorkshopAdd, {
    allow: ['company'],
    payload: (c) => ({ code: c.newCode(), kind: 'outlet', details: { ...c.details, name: 'Matrix outlet' } }),
  }),
  row(api.officeClosurePage, { ...ownStore, payload: (c) => ({ storeId: c.storeId }) }),
  row(api.officeClosureBookings, {
    ...ownStore,
    payload: (c) => ({ storeId: c.storeId, fromDate: malaysiaDate(200), toDate: malaysiaDate(201) }),
  }),
  row(api.officeClosureAdd, {
    ...ownStore,
    payload: (c) => ({ storeId: c.storeId, fromDate: malaysiaDate(200), toDate: malaysiaDate(200), reason: 'Audit' }),
  }),
  row(api.officeClosureRemove, {
    ...ownStore,
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
    expectRowsCover(MATRIX, (path) => /^\/api\/app\/office\/(workshop|holiday)\//.test(path));
  });
});

describeOnEachDatabase('workshop permission matrix', (kind) => {
  let world: World;
  let ctx: Ctx;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
    const { server, company, store } = world;
    let day = 210;
    let code = 900;
    const found = await server.call(api.officeWorkshopFind, { id: store.id }, { session: company });
    ctx = {
      storeId: store.id,
      settings: await settingsOf(server, company, store.id),
      details: found.body.data.details,
      newCode: () => `OL-MTX-${code++}`,
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

  itAnswersEveryCaller(MATRIX, { world: () => world, context: () => ctx });
});
