import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { PayloadOf } from '../../../src/shared/contract/define-call';
import {
  expectRowsCover,
  itAnswersEveryCaller,
  officeRow,
  type OfficeRow,
} from '../../testing/office-permission-matrix';
import type { OfficeBannerInput } from '../../../src/shared/contract/office-content';
import { describeOnEachDatabase, startTestServer, type Session } from '../../testing/harness';
import { setupWorld, type World } from '../../testing/staff-fixtures';
import { smallJpeg, uploadImage } from '../../testing/uploads';
import { api } from '../../../tests/support/api';

/*
 * Home's banners from the back office: per language, draft then published, the picture through
 * the upload call (public); and who may (the company only), role by role.
 */

/** The body, given a banner to save and one that exists (to move). */
type Ctx = { banner: () => OfficeBannerInput; id: number };
const row = officeRow<Ctx>();
const MATRIX: OfficeRow<Ctx>[] = [
  row(api.officeBannerPage, { allow: ['company'], payload: () => ({}) }),
  row(api.officeBannerSave, { allow: ['company'], payload: ({ banner }) => ({ banner: banner() }) }),
  row(api.officeBannerMove, { allow: ['company'], payload: ({ id }) => ({ id, direction: 'down' }) }),
];

describe('the office content matrix covers the contract', () => {
  it('has a row for every content call, each staff-only', () => {
    // the dictionary editor's calls have their own matrix (dictionary.test.ts)
    expectRowsCover(
      MATRIX,
      (path) => path.startsWith('/api/app/office/content/') && !path.startsWith('/api/app/office/content/dictionary/'),
    );
  });
});

describeOnEachDatabase('back office content', (kind) => {
  let world: World;
  let imageId: string;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
    const up = await uploadImage(world.server, world.company, await smallJpeg(), 'banner');
    expect(up.body.code, up.body.msg).toBe(200);
    imageId = up.body.data.id;
  }, 60_000);
  afterAll(() => world.server.close());

  const input = (over: Partial<OfficeBannerInput> = {}): OfficeBannerInput => ({
    title: { en: 'Raya tyre sale', ms: 'Jualan tayar Raya', zh: '开斋节轮胎促销' },
    image: imageId,
    jumpType: 'category',
    jumpValue: 'tyres',
    language: 'ms',
    startsOn: null,
    endsOn: null,
    active: false,
    ...over,
  });
  const save = (body: PayloadOf<typeof api.officeBannerSave>, session: Session = world.company, language = 'en_us') =>
    world.server.call(api.officeBannerSave, body, { session, language });
  const home = async (language: string) =>
    (await world.server.call(api.homeBanners, { companyId: 1 }, { language })).body.data;

  it('keeps a draft off Home, then shows the published Malay banner to Malay readers only', async () => {
    const draft = await save({ banner: input() });
    expect(draft.body.code, draft.body.msg).toBe(200);
    expect((await home('ms_my')).map((b) => b.id)).not.toContain(draft.body.data.id);
    const published = await save({ id: draft.body.data.id, banner: input({ active: true }) });
    expect(published.body.code, published.body.msg).toBe(200);
    const malay = (await home('ms_my')).find((b) => b.id === draft.body.data.id);
    expect(malay?.title).toBe('Jualan tayar Raya');
    expect((await home('en_us')).map((b) => b.id)).not.toContain(draft.body.data.id);
    expect((await home('zh_cn')).map((b) => b.id)).not.toContain(draft.body.data.id);
    // the picture is public: Home shows it to anyone, logged in or not
    const picture = await fetch(`${world.server.baseUrl}${malay?.imageUrl ?? ''}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    const audit = await world.server.call(api.officeAuditPage, {}, { session: world.company });
    expect(audit.body.data.list[0]?.action).toBe('bannerUpdate');
    expect(audit.body.data.list[0]?.changes.map((c) => c.field)).toEqual(['active']);
  });

  it('refuses a banner without a title or a target, in the reader’s language', async () => {
    const res = await save({ banner: input({ title: { en: 'x', ms: ' ', zh: 'x' } }) }, world.company, 'zh_cn');
    expect(res.body.code).toBe(ResultCode.validation);
    expect(res.body.msg).toBe('请输入马来文标题');
    const noTarget = await save({ banner: input({ jumpValue: '' }) });
    expect(noTarget.body.msg).toBe('Choose the category the banner opens');
  });

  it('lets only the company upload a banner picture', async () => {
    const res = await uploadImage(world.server, world.manager, await smallJpeg(), 'banner');
    expect(res.body.code).toBe(ResultCode.forbidden);
  });

  itAnswersEveryCaller(MATRIX, {
    world: () => world,
    context: async () => {
      const first = await world.server.call(api.officeBannerPage, {}, { session: world.company });
      return { banner: () => input(), id: first.body.data.list[0]?.id ?? 0 };
    },
  });
});
