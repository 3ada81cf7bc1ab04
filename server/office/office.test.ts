import { afterAll, beforeAll, expect, it } from 'vitest';
import type { VehicleSpec } from '../../src/shared/contract/catalog';
import { ResultCode } from '../../src/shared/contract/codes';
import type { OfficeProductInput } from '../../src/shared/contract/office';
import type { AuditEntry } from '../../src/shared/contract/office-audit';
import { describeOnEachDatabase, startTestServer } from '../testing/harness';
import { setupWorld, type World } from '../testing/staff-fixtures';
import { exportCsv, headerLine } from '../testing/office-fixtures';
import { api } from '../../tests/support/api';
import { count } from 'drizzle-orm';
import { products } from '../db/schema';

describeOnEachDatabase('back office catalogue', (kind) => {
  let world: World;
  let myvi: VehicleSpec;
  let otherCar: VehicleSpec;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
    const specs = (await world.server.call(api.vehicleSpecList, {})).body.data;
    myvi = specs.find((s) => s.id === world.car.specId) as VehicleSpec;
    otherCar = specs.find((s) => s.make === 'Honda') as VehicleSpec;
  }, 60_000);
  afterAll(() => world.server.close());

  const search = async (keyword: string, car?: { specId: number; year: number }) =>
    (
      await world.server.call(api.productPage, {
        keyword,
        ...(car ? { car } : {}),
      })
    ).body.data.list;
  const audit = async (session = world.company) =>
    (await world.server.call(api.officeAuditPage, { pageSize: 100 }, { session })).body.data;
  const importCsv = (csv: string, apply: boolean, language = 'en_us') =>
    world.server.call(api.officeProductImport, { csv, apply }, { session: world.company, language });

  const bracket = (sku: string): OfficeProductInput => ({
    sku,
    category: 'maintenance',
    brand: 'Roda Test',
    name: { en: `Cabin filter ${sku}`, ms: `Penapis kabin ${sku}`, zh: `空调滤芯 ${sku}` },
    description: { en: 'Fits one car only', ms: '', zh: '' },
    priceSen: 4500,
    stock: 12,
    image: 'maintenance.svg',
    fitment: {
      kind: 'models',
      models: [
        {
          make: myvi.make,
          model: myvi.model,
          yearFrom: myvi.yearFrom,
          yearTo: myvi.yearTo,
          variant: myvi.variant,
          engine: myvi.engine,
          transmission: myvi.transmission,
        },
      ],
    },
  });

  it('a product the company adds with fitment shows at once in search for that car, and not for another', async () => {
    const saved = await world.server.call(
      api.officeProductSave,
      { product: bracket('TEST-FILTER-1') },
      { session: world.company },
    );
    expect(saved.body.code, saved.body.msg).toBe(200);
    expect(saved.body.data.created).toBe(true);
    const mine = await search('TEST-FILTER-1', { specId: myvi.id, year: myvi.yearTo });
    expect(mine.map((p) => p.sku)).toEqual(['TEST-FILTER-1']);
    expect(await search('TEST-FILTER-1', { specId: otherCar.id, year: otherCar.yearTo })).toEqual([]);
  });

  it('a price change shows in search at once and is in the audit log with before and after', async () => {
    const page = await world.server.call(
      api.officeProductPage,
      { keyword: 'TEST-FILTER-1' },
      { session: world.company },
    );
    const id = page.body.data.list[0]?.id as number;
    const saved = await world.server.call(
      api.officeProductSave,
      { id, product: { ...bracket('TEST-FILTER-1'), priceSen: 3900 } },
      { session: world.company },
    );
    expect(saved.body.code, saved.body.msg).toBe(200);
    expect((await search('TEST-FILTER-1'))[0]?.priceSen).toBe(3900);
    const entry = (await audit()).list[0] as AuditEntry;
    expect(entry).toMatchObject({ action: 'productUpdate', subject: 'TEST-FILTER-1', actorRole: 'company' });
    expect(entry.changes).toEqual([{ field: 'priceSen', before: '4500', after: '3900' }]);
    // managers see catalogue changes too
    expect((await audit(world.manager)).list.map((e) => e.id)).toContain(entry.id);
  });

  it('the list’s totals, in all and per category, follow a new product and a change of category', async () => {
    const totals = async () => {
      const page = (category?: 'maintenance' | 'dashcam') =>
        world.server.call(api.officeProductPage, category ? { category } : {}, { session: world.company });
      const [all, maintenance, dashcam] = await Promise.all([page(), page('maintenance'), page('dashcam')]);
      return [all.body.data.total, maintenance.body.data.total, dashcam.body.data.total];
    };
    const [all, maintenance, dashcam] = await totals();
    // the kept totals (migration 0028) agree with a count of the table
    const [counted] = await world.server.database.db.select({ n: count() }).from(products);
    expect(all).toBe(counted?.n);
    const saved = await world.server.call(
      api.officeProductSave,
      { product: bracket('TEST-TALLY-1') },
      { session: world.company },
    );
    expect(saved.body.code, saved.body.msg).toBe(200);
    expect(await totals()).toEqual([all! + 1, maintenance! + 1, dashcam]);
    const moved = await world.server.call(
      api.officeProductSave,
      { id: saved.body.data.id, product: { ...bracket('TEST-TALLY-1'), category: 'dashcam' } },
      { session: world.company },
    );
    expect(moved.body.code, moved.body.msg).toBe(200);
    expect(await totals()).toEqual([all! + 1, maintenance, dashcam! + 1]);
  });

  it('refuses a second product with the same SKU, in the reader’s language', async () => {
    const again = await world.server.call(
      api.officeProductSave,
      { product: bracket('TEST-FILTER-1') },
      { session: world.company, language: 'ms_my' },
    );
    expect(again.body.code).toBe(ResultCode.conflict);
    expect(again.body.msg).toBe('Produk lain sudah menggunakan SKU TEST-FILTER-1');
  });

  it('refuses a form with a bad field, naming it in the reader’s language', async () => {
    const bad = await world.server.call(
      api.officeProductSave,
      { product: { ...bracket('TEST-FILTER-2'), name: { en: 'x', ms: '', zh: 'x' } } },
      { session: world.company, language: 'zh_cn' },
    );
    expect(bad.body.code).toBe(ResultCode.validation);
    expect(bad.body.msg).toBe('请输入马来文商品名称');
  });

  it('exports every product and a re-import of the export changes nothing', async () => {
    const csv = await exportCsv(world.server, world.company);
    const lines = csv.trimEnd().split('\r\n');
    const total = (await world.server.call(api.officeProductPage, {}, { session: world.company })).body.data.total;
    expect(lines.length - 1).toBeGreaterThanOrEqual(total);
    const preview = await importCsv(csv, false);
    expect(preview.body.code, preview.body.msg).toBe(200);
    expect(preview.body.data).toMatchObject({
      created: [],
      changed: [],
      errors: [],
      unchanged: preview.body.data.rows,
    });
  });

  it('refuses a file with one bad row whole, with that row’s message, and applies it once fixed', async () => {
    const csv = await exportCsv(world.server, world.company);
    const header = headerLine(csv);
    const columns = header.split(',');
    const rowOf = (values: Record<string, string>) => columns.map((c) => values[c] ?? '').join(',');
    const good = (sku: string, price: string) =>
      rowOf({
        sku,
        category: 'dashcam',
        brand: 'Roda Test',
        name_en: `Dashcam ${sku}`,
        name_ms: `Kamera papan pemuka ${sku}`,
        name_zh: `行车记录仪 ${sku}`,
        price_rm: price,
        stock: '5',
        image: 'dashcam.svg',
        active: 'true',
        fitment: 'all cars',
      });
    const many = Array.from({ length: 1500 }, (_, i) => good(`IMP-${String(i).padStart(5, '0')}`, '199.00'));
    const bad = good('IMP-BAD', '199.005');
    const before = (await audit()).total;
    const file = [header, ...many.slice(0, 700), bad, ...many.slice(700)].join('\r\n');
    // row 1 is the header, so the bad line is row 702
    const preview = await importCsv(file, false);
    expect(preview.body.data.created).toHaveLength(1500);
    expect(preview.body.data.errors).toEqual([
      { row: 702, message: 'column price_rm must be an amount in RM with at most two decimals, such as 129.00' },
    ]);
    const refused = await importCsv(file, true, 'ms_my');
    expect(refused.body.code).toBe(ResultCode.validation);
    expect(refused.body.msg).toBe(
      'Tiada apa-apa diimport. Baris 702: lajur price_rm mestilah amaun dalam RM dengan paling banyak dua titik perpuluhan, seperti 129.00',
    );
    expect(await search('IMP-00001')).toEqual([]);
    expect((await audit()).total).toBe(before);

    const fixed = [header, ...many].join('\r\n');
    const applied = await importCsv(fixed, true);
    expect(applied.body.code, applied.body.msg).toBe(200);
    expect(applied.body.data).toMatchObject({ applied: true, errors: [] });
    expect(applied.body.data.created).toHaveLength(1500);
    expect((await search('IMP-01499')).map((p) => p.sku)).toEqual(['IMP-01499']);
    const entry = (await audit()).list[0] as AuditEntry;
    expect(entry).toMatchObject({ action: 'productImport', subject: '1500' });

    // a second import changes one price: one changed, the rest unchanged
    // 179 as a spreadsheet saves 179.00, and 199.0 for 199.00: the same amounts
    const again = [
      header,
      good('IMP-00003', '179'),
      ...many.slice(4, 10).map((l) => l.replace(',199.00,', ',199.0,')),
    ].join('\r\n');
    const second = await importCsv(again, true);
    expect(second.body.data).toMatchObject({ created: [], changed: ['IMP-00003'], unchanged: 6 });
    expect((await search('IMP-00003'))[0]?.priceSen).toBe(17900);
  }, 120_000);
});
