import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import {
  expectRowsCover,
  itAnswersEveryCaller,
  officeRow,
  type OfficeRow,
} from '../../testing/office-permission-matrix';
import { describeOnEachDatabase, startTestServer } from '../../testing/harness';
import { setupWorld, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

const notes = { en: 'Faster search', ms: 'Carian lebih pantas', zh: '搜索更快' };

/** The release calls are the company's alone (docs/decisions/018-back-office.md), written out by hand. */
const row = officeRow<number>();
const company = { allow: ['company' as const] };
const MATRIX: OfficeRow<number>[] = [
  row(api.officeReleasePage, { ...company, payload: () => ({}) }),
  row(api.officeReleaseAdoption, { ...company, payload: () => ({ days: 7 }) }),
  row(api.officeReleasePublish, {
    ...company,
    payload: (n) => ({ version: `3.0.${n}`, minSupportedVersion: '1.0.0', notes }),
  }),
];

describe('the release permission matrix covers the contract', () => {
  it('has a row for every release call, each staff-only', () => {
    expectRowsCover(MATRIX, (path) => path.startsWith('/api/app/office/release/'));
  });
});

describeOnEachDatabase('office releases: publish and adoption', (kind) => {
  let world: World;
  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
  }, 60_000);
  afterAll(() => world.server.close());

  it('the company publishes from the office with the command’s code: the version check moves, the list and audit show it', async () => {
    const { server, company } = world;
    const res = await server.call(
      api.officeReleasePublish,
      { version: '1.0.1', minSupportedVersion: '1.0.0', notes },
      { session: company },
    );
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data.previous).toBe('1.0.0');
    const check = await server.call(api.appVersion, {});
    expect(check.body.data).toMatchObject({ version: '1.0.1', minSupportedVersion: '1.0.0' });
    const page = await server.call(api.officeReleasePage, {}, { session: company });
    expect(page.body.data.list[0]).toMatchObject({ version: '1.0.1', notes });
    const audit = await server.call(api.officeAuditPage, {}, { session: company });
    expect(audit.body.data.list[0]).toMatchObject({ action: 'releasePublish', subject: '1.0.1' });

    const older = await server.call(
      api.officeReleasePublish,
      { version: '1.0.1', minSupportedVersion: '1.0.0', notes },
      { session: company, language: 'ms_my' },
    );
    expect(older.body.code).toBe(ResultCode.validation);
    expect(older.body.msg).toBe('Versi 1.0.1 tidak lebih baharu daripada keluaran semasa 1.0.1');
    const min = await server.call(
      api.officeReleasePublish,
      { version: '1.0.2', minSupportedVersion: '1.1.0', notes },
      { session: company },
    );
    expect(min.body.msg).toBe('The minimum supported version 1.1.0 cannot be newer than 1.0.2');
    const noNotes = await server.call(
      api.officeReleasePublish,
      { version: '1.0.2', minSupportedVersion: '1.0.0', notes: { ...notes, zh: ' ' } },
      { session: company },
    );
    expect(noNotes.body.msg).toBe('Write the notes in Chinese');
  });

  it('adoption counts each device once, under its newest version, from the version header of its requests', async () => {
    const { server, company } = world;
    const seen = (device: string, version: string) =>
      server.call(api.dictionaryInfo, { companyId: 1, dictionaryId: 'USERDEV' }, { headers: { device, version } });
    await Promise.all([
      seen('phone-a', '1.0.0'),
      seen('phone-b', '1.0.0'),
      seen('phone-c', '1.0.1'),
      seen('phone-a', '1.0.0'),
    ]);
    await seen('phone-b', '1.0.1');
    await seen('phone-d', 'not-a-version');
    const res = await server.call(api.officeReleaseAdoption, { days: 7 }, { session: company });
    expect(res.body.code, res.body.msg).toBe(200);
    const of = (v: string) => res.body.data.versions.find((x) => x.version === v)?.devices ?? 0;
    expect(of('1.0.1')).toBeGreaterThanOrEqual(2);
    expect(of('1.0.0')).toBeGreaterThanOrEqual(1);
    expect(res.body.data.versions.map((v) => v.version)).not.toContain('not-a-version');
  });

  let n = 0;
  itAnswersEveryCaller(MATRIX, { world: () => world, context: () => n++ });
});
