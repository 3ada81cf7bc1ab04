import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { OfficeBannerInput } from '../../../src/shared/contract/office-content';
import { addDays, malaysiaDateOf } from '../../../src/shared/lib/malaysia-time';
import { activeBanners } from '../../content/content.service';
import { banners } from '../../db/schema';
import { describeOnEachDatabase, startTestServer } from '../../testing/harness';
import { setupWorld, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

/*
 * A banner's days and its place in Home's order (office → Content → banners): Home shows a
 * published banner only on the Malaysian days from its first to its last, both included; the
 * office moves banners up and down, and parallel moves leave every banner its own place.
 */

describeOnEachDatabase('banner days and order', (kind) => {
  let world: World;
  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
  }, 60_000);
  afterAll(() => world.server.close());

  const input = (over: Partial<OfficeBannerInput> = {}): OfficeBannerInput => ({
    title: { en: 'Merdeka promo', ms: 'Promosi Merdeka', zh: '国庆促销' },
    image: 'banner-saving.svg',
    jumpType: 'category',
    jumpValue: 'tyres',
    language: null,
    startsOn: null,
    endsOn: null,
    active: true,
    ...over,
  });
  const save = (banner: OfficeBannerInput, id?: number, language = 'en_us') =>
    world.server.call(api.officeBannerSave, { id, banner }, { session: world.company, language });
  const saved = async (banner: OfficeBannerInput) => {
    const res = await save(banner);
    expect(res.body.code, res.body.msg).toBe(200);
    return res.body.data;
  };
  const homeIds = async () =>
    (await world.server.call(api.homeBanners, { companyId: 1 }, { language: 'en_us' })).body.data.map((b) => b.id);
  const officeIds = async () =>
    (await world.server.call(api.officeBannerPage, {}, { session: world.company })).body.data.list;
  const move = (id: number, direction: 'up' | 'down') =>
    world.server.call(api.officeBannerMove, { id, direction }, { session: world.company });
  const latestAudit = async () =>
    (await world.server.call(api.officeAuditPage, {}, { session: world.company })).body.data.list[0];

  it('shows a banner on Home only from its first day to its last, by today’s Malaysian date', async () => {
    const today = malaysiaDateOf(new Date());
    const later = await saved(input({ startsOn: addDays(today, 1) }));
    const ended = await saved(input({ endsOn: addDays(today, -1) }));
    const todayOnly = await saved(input({ startsOn: today, endsOn: today }));
    const open = await saved(input({ startsOn: addDays(today, -30) }));
    const shown = await homeIds();
    expect(shown).not.toContain(later.id);
    expect(shown).not.toContain(ended.id);
    expect(shown).toContain(todayOnly.id);
    expect(shown).toContain(open.id);
    // the audit names the days set; an open day is recorded empty
    const audit = await latestAudit();
    expect(audit?.changes).toContainEqual({ field: 'startsOn', before: '', after: addDays(today, -30) });
    expect(audit?.changes).toContainEqual({ field: 'endsOn', before: '', after: '' });
  });

  it('counts the days in Malaysia, not in UTC: a day starts at midnight in Kuala Lumpur', async () => {
    const march = await saved(input({ startsOn: '2031-03-01', endsOn: '2031-03-31' }));
    const at = async (iso: string) =>
      (await activeBanners(world.server.database.db, 'en', new Date(iso))).map((b) => b.id);
    expect(await at('2031-02-28T15:59:59Z')).not.toContain(march.id); // 23:59:59 on 28 February in Malaysia
    expect(await at('2031-02-28T16:00:00Z')).toContain(march.id); // midnight on 1 March in Malaysia
    expect(await at('2031-03-31T15:59:59Z')).toContain(march.id); // the last second of 31 March
    expect(await at('2031-03-31T16:00:00Z')).not.toContain(march.id);
  });

  it('refuses a last day before the first, beside the field and in the reader’s language', async () => {
    const res = await save(input({ startsOn: '2031-05-10', endsOn: '2031-05-09' }), undefined, 'ms_my');
    expect(res.body.code).toBe(ResultCode.validation);
    expect(res.body.msg).toBe('Hari terakhir mestilah sama atau selepas hari pertama');
    const sameDay = await save(input({ startsOn: '2031-05-10', endsOn: '2031-05-10' }));
    expect(sameDay.body.code, sameDay.body.msg).toBe(200);
    const notADay = await save(input({ startsOn: '2031-02-30' }));
    expect(notADay.body.code).toBe(ResultCode.validation);
  });

  it('refuses a target that does not fit its kind, and a product that does not exist', async () => {
    const category = await save(input({ jumpType: 'category', jumpValue: 'spaceships' }));
    expect(category.body.msg).toBe('Choose the category the banner opens');
    const product = await save(input({ jumpType: 'product', jumpValue: 'MNT-BASIC-001' }));
    expect(product.body.code).toBe(ResultCode.validation);
    const nobody = await save(input({ jumpType: 'product', jumpValue: '99999999' }));
    expect(nobody.body.msg).toBe('No product has the number 99999999');
    const page = await save(input({ jumpType: 'page', jumpValue: '//evil.example/x' }));
    expect(page.body.code).toBe(ResultCode.validation);
    const fine = await save(input({ jumpType: 'page', jumpValue: '/pages/faq/faq' }));
    expect(fine.body.code, fine.body.msg).toBe(200);
  });

  it('adds a banner first, moves it down and up one place at a time, and Home follows the order', async () => {
    // banners saved before places were kept all had place 0: a new one still comes first, every place its own
    await world.server.database.db.update(banners).set({ sort: 0 });
    const added = await saved(input({ title: { en: 'Moved', ms: 'Dialihkan', zh: '已移动' } }));
    const before = await officeIds();
    expect(before[0]?.id).toBe(added.id);
    expect(before.map((b) => b.sort)).toEqual(before.map((_, i) => i + 1));
    const down = await move(added.id, 'down');
    expect(down.body.code, down.body.msg).toBe(200);
    expect(down.body.data.ids.slice(0, 2)).toEqual([before[1]?.id, added.id]);
    const after = await officeIds();
    expect(after.map((b) => b.id)).toEqual(down.body.data.ids);
    expect(after.map((b) => b.sort)).toEqual(after.map((_, i) => i + 1));
    const home = await homeIds();
    expect(home.indexOf(added.id)).toBeGreaterThan(home.indexOf(before[1]?.id ?? -1));
    expect((await latestAudit())?.changes).toEqual([{ field: 'place', before: '1', after: '2' }]);
    const up = await move(added.id, 'up');
    expect(up.body.data.ids[0]).toBe(added.id);
    // the first stays first: a move past the end changes nothing and records nothing
    const stay = await move(added.id, 'up');
    expect(stay.body.data.ids).toEqual(up.body.data.ids);
    expect((await latestAudit())?.changes).toEqual([{ field: 'place', before: '2', after: '1' }]);
    // a saved change keeps the banner's place
    const edit = await save(input({ title: { en: 'Renamed', ms: 'Dinamakan semula', zh: '已改名' } }), added.id);
    expect(edit.body.data.sort).toBe(1);
    expect((await move(999_999, 'up')).body.code).toBe(ResultCode.notFound);
  });

  it('gives every banner its own place when moves and adds arrive together', async () => {
    for (let round = 0; round < 3; round++) {
      const list = await officeIds();
      const results = await Promise.all([
        ...list.slice(0, 8).map((b, i) => move(b.id, i % 2 ? 'up' : 'down')),
        save(input({ title: { en: `Parallel ${round}a`, ms: 'Selari', zh: '并行' } })),
        save(input({ title: { en: `Parallel ${round}b`, ms: 'Selari', zh: '并行' } })),
      ]);
      for (const r of results) expect(r.body.code, r.body.msg).toBe(200);
      const after = await officeIds();
      expect(after.length).toBe(list.length + 2);
      expect(new Set(after.map((b) => b.sort)).size).toBe(after.length);
      expect(new Set(after.map((b) => b.id)).size).toBe(after.length);
    }
  });
});
