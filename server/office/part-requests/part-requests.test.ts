import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import { api } from '../../../tests/support/api';
import { describeOnEachDatabase, describeOnPostgres, startTestServer } from '../../testing/harness';
import {
  expectRowsCover,
  itAnswersEveryCaller,
  officeRow,
  type OfficeRow,
} from '../../testing/office-permission-matrix';
import { setupWorld, type World } from '../../testing/staff-fixtures';

/*
 * Part requests: what a customer asks for on GoodsEmpty reaches the company's office list, still
 * to call first; marking one called counts once, whoever marks it second. Every role against every
 * call is written out by hand (a call without a row fails the test).
 */

const NO_SUCH = 2_000_000_000;

const row = officeRow();

const MATRIX: OfficeRow[] = [
  row(api.officePartRequestPage, { expect: { company: 200 }, payload: () => ({}) }),
  row(api.officePartRequestHandle, { expect: { company: ResultCode.notFound }, payload: () => ({ id: NO_SUCH }) }),
];

describe('the part requests matrix covers the contract', () => {
  it('has a row for every part request call, each staff-only', () => {
    expectRowsCover(MATRIX, (path) => path.startsWith('/api/app/office/part/'));
    expect(MATRIX.length).toBe(2);
  });
});

describeOnEachDatabase('part requests', (kind) => {
  let world: World;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
  }, 90_000);
  afterAll(() => world.server.close());

  itAnswersEveryCaller(MATRIX, { world: () => world });

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
