import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, startTestServer, type TestServer } from '../testing/harness';
import { api } from '../../tests/support/api';

describeOnEachDatabase('dictionary, versions, banners and the car catalogue', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const dictionary = (dictionaryId: string, language = 'en_us') =>
    server.call(api.dictionaryInfo, { companyId: 1, dictionaryId }, { language });

  it('gives the latest app version as the first USERDEV item', async () => {
    const res = await dictionary('USERDEV');
    expect(res.body.data[0]?.content).toMatch(/^\d+\.\d+\.\d+$/);
    const version = await server.call(api.appVersion, { companyId: 1 });
    expect(version.body.data.version).toBe(res.body.data[0]?.content);
  });

  it('serves the FAQ in the language of the request', async () => {
    const en = await dictionary('FAQ', 'en_us');
    const ms = await dictionary('FAQ', 'ms_my');
    const zh = await dictionary('FAQ', 'zh_cn');
    expect(en.body.data.length).toBeGreaterThanOrEqual(8);
    expect(ms.body.data).toHaveLength(en.body.data.length);
    expect(ms.body.data[0]?.content).not.toBe(en.body.data[0]?.content);
    expect(zh.body.data[0]?.content).toMatch(/[\u4e00-\u9fff]/);
  });

  it('has the policy, agreement and about-us texts, the last with the promises of the spec', async () => {
    for (const id of ['POLICY', 'USER_AGREEMENT', 'ABOUT_US'])
      expect((await dictionary(id)).body.data.length).toBeGreaterThan(0);
    const about = (await dictionary('ABOUT_US')).body.data.map((i) => i.content).join(' ');
    expect(about).toContain('RM 159.00');
    expect(about).toMatch(/50\+/);
  });

  it('answers an unknown dictionary with an empty list', async () => {
    expect((await dictionary('NO_SUCH')).body).toMatchObject({ code: 200, data: [] });
  });

  it('lists banners in the request language and follows a banner tap', async () => {
    const en = await server.call(api.homeBanners, {
      companyId: 1,
    });
    const ms = await server.call(api.homeBanners, { companyId: 1 }, { language: 'ms_my' });
    expect(en.body.data.length).toBeGreaterThanOrEqual(4);
    expect(ms.body.data[0]?.title).not.toBe(en.body.data[0]?.title);
    const image = await fetch(`${server.baseUrl}${en.body.data[0]?.imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml(;|$)/);
    // the words in the picture are in the reader's language too
    const msImage = ms.body.data[0]?.imageUrl ?? '';
    expect(msImage).toMatch(/\.ms\.svg$/);
    const msSvg = await (await fetch(`${server.baseUrl}${msImage}`)).text();
    expect(msSvg).not.toBe(await image.text());
    const jump = await server.call(api.bannerJump, {
      id: en.body.data[0]!.id,
    });
    expect(['category', 'product', 'page']).toContain(jump.body.data.type);
    expect((await server.call(api.bannerJump, { id: 999_999 })).body.code).toBe(1401);
  });

  it('lists the seven product categories', async () => {
    const res = await server.call(api.categoryList, {});
    expect(res.body.data.map((c) => c.code)).toEqual([
      'maintenance',
      'tyres',
      'tint',
      'dashcam',
      'brake_pads',
      'wipers',
      'car_seats',
    ]);
  });

  it('lists the Malaysian car catalogue with every required make', async () => {
    const res = await server.call(api.vehicleSpecList, {});
    const makes = new Set(res.body.data.map((s) => s.make));
    for (const make of [
      'Perodua',
      'Proton',
      'Honda',
      'Toyota',
      'Nissan',
      'Mazda',
      'Mitsubishi',
      'BMW',
      'Mercedes-Benz',
    ]) {
      expect(makes).toContain(make);
    }
  });
});
