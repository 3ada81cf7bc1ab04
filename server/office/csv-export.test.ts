import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderCsvColumns } from '../../src/shared/contract/office-orders';
import {
  officeProductInput,
  productCsvColumns,
  PRODUCT_EXPORT_PATH,
  type OfficeProductInput,
} from '../../src/shared/contract/office';
import { malaysiaDateOf } from '../../src/shared/lib/malaysia-time';
import { orders } from '../db/schema';
import { describeOnEachDatabase, startTestServer } from '../testing/harness';
import { exportOrders } from '../testing/office-orders-fixtures';
import { exportCsv, postSigned } from '../testing/office-fixtures';
import { paidInstall, setupWorld, type World } from '../testing/staff-fixtures';
import { api } from '../../tests/support/api';
import { parseCsv } from './csv';

/**
 * The CSV exports an accountant opens (docs/product.md#csv): amounts in RM with two decimals, times
 * in Malaysia time, no JSON in any cell, files named by the Malaysian date; and the product file
 * imports back unchanged.
 */

/** The file's rows as objects by column name (the byte order mark dropped, the formula guard left as written). */
function rowsOf(csv: string): Record<string, string>[] {
  const parsed = parseCsv(csv.replace(/^\uFEFF/, ''));
  if (!('records' in parsed)) throw new Error('an open quote');
  const [header = [], ...rows] = parsed.records;
  return rows.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])));
}

const noJson = (rows: Record<string, string>[]) =>
  rows.flatMap((row) => Object.entries(row).filter(([, v]) => /^\s*[{[]/.test(v)));

describeOnEachDatabase('CSV exports in RM and Malaysia time', (kind) => {
  let world: World;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
  }, 90_000);
  afterAll(() => world.server.close());

  const importCsv = (csv: string, apply: boolean, language = 'en_us') =>
    world.server.call(api.officeProductImport, { csv, apply }, { session: world.company, language });

  const awkward: OfficeProductInput = {
    sku: 'CSV-AWKWARD-1',
    category: 'maintenance',
    brand: 'Roda, "Test"',
    name: { en: 'Filter; with = signs', ms: 'Penapis', zh: '滤芯' },
    description: { en: 'Line one\nline two', ms: '', zh: '' },
    priceSen: 123_450,
    originalPriceSen: 130_001,
    labourSen: 10,
    stock: 7,
    image: 'maintenance.svg',
    specs: { vltPercent: 35 },
    fitment: {
      kind: 'models',
      models: [
        { make: 'Perodua', model: 'Myvi', yearFrom: 2018, yearTo: 2022 },
        {
          make: 'Land Rover',
          model: 'Range Rover (L460); Sport',
          yearFrom: 2023,
          yearTo: 2023,
          variant: 'HSE, 7 seats',
          engine: '1.5 RS e:HEV',
          transmission: 'back\\slash',
        },
      ],
    },
  };

  it('writes a product in RM and readable text, and a re-import of the file changes nothing', async () => {
    const saved = await world.server.call(api.officeProductSave, { product: awkward }, { session: world.company });
    expect(saved.body.code, saved.body.msg).toBe(200);
    const csv = await exportCsv(world.server, world.company);
    const rows = rowsOf(csv);
    expect(Object.keys(rows[0] ?? {})).toEqual([...productCsvColumns]);
    expect(rows.find((r) => r.sku === awkward.sku)).toMatchObject({
      brand: 'Roda, "Test"',
      price_rm: '1234.50',
      original_price_rm: '1300.01',
      labour_rm: '0.10',
      specs: 'vlt_percent: 35',
      fitment:
        'Perodua Myvi 2018-2022; Land\\ Rover Range Rover \\(L460\\)\\; Sport 2023 ' +
        '(variant: HSE\\, 7 seats, engine: 1.5 RS e:HEV, transmission: back\\\\slash)',
    });
    expect(rows.find((r) => r.sku === 'MNT-OIL-PET-800')).toMatchObject({ price_rm: '169.00', fitment: 'all cars' });
    expect(noJson(rows)).toEqual([]);
    for (const row of rows) expect(row.price_rm, row.sku).toMatch(/^\d+\.\d{2}$/);

    const again = await importCsv(csv, true);
    expect(again.body.code, again.body.msg).toBe(200);
    expect(again.body.data).toMatchObject({ created: [], changed: [], errors: [], unchanged: rows.length });
    const found = await world.server.call(
      api.officeProductFind,
      { id: saved.body.data.id },
      { session: world.company },
    );
    expect(found.body.data.product).toEqual(officeProductInput.parse(awkward));
  });

  it('reads 169.0 and 169 as 169.00 and refuses three decimals, naming the row and column in each language', async () => {
    const csv = await exportCsv(world.server, world.company);
    const [header = '', ...lines] = csv.trimEnd().split('\r\n');
    const mine = lines.find((l) => l.startsWith('MNT-OIL-PET-800,')) ?? '';
    const file = (price: string) => [header, mine.replace(',169.00,', `,${price},`)].join('\r\n');
    expect((await importCsv(file('169.0'), false)).body.data).toMatchObject({ unchanged: 1, errors: [] });
    expect((await importCsv(file('169'), false)).body.data).toMatchObject({ unchanged: 1, errors: [] });
    expect((await importCsv(file('169.5'), false)).body.data).toMatchObject({ changed: ['MNT-OIL-PET-800'] });
    const amount = 'column price_rm must be an amount in RM with at most two decimals, such as 129.00';
    for (const bad of ['169.001', '169.50001', 'RM169', '"1,169.00"', '-169.00', '1.69e2', '']) {
      const preview = await importCsv(file(bad), false);
      expect(preview.body.data.errors, bad).toEqual([{ row: 2, message: amount }]);
    }
    for (const [language, message] of [
      ['en_us', `Nothing was imported. Row 2: ${amount}`],
      [
        'ms_my',
        'Tiada apa-apa diimport. Baris 2: lajur price_rm mestilah amaun dalam RM dengan paling banyak dua titik perpuluhan, seperti 129.00',
      ],
      ['zh_cn', '未导入任何内容。第 2 行：列 price_rm 必须为最多两位小数的令吉金额，例如 129.00'],
    ] as const) {
      expect((await importCsv(file('169.001'), true, language)).body.msg).toBe(message);
    }
  });

  it('writes orders with amounts in RM and times in Malaysia time, across the UTC day boundary', async () => {
    const paid = await paidInstall(world);
    // placed 23:30 UTC on the 27th and paid 23:45: 07:30 and 07:45 on the 28th in Malaysia
    await world.server.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-03-27T23:30:00Z'), paidAt: new Date('2026-03-27T23:45:10Z') })
      .where(eq(orders.id, paid.orderId));
    const detail = (await world.server.call(api.officeOrderFind, { id: paid.orderId }, { session: world.company })).body
      .data;
    const before = malaysiaDateOf(new Date());
    const res = await exportOrders(world.server, world.company, { orderNo: paid.orderNo });
    const after = malaysiaDateOf(new Date());
    expect(res.status).toBe(200);
    const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
    expect([`roda-orders-${before}.csv`, `roda-orders-${after}.csv`]).toContain(name);
    const rows = rowsOf(await res.text());
    expect(Object.keys(rows[0] ?? {})).toEqual([...orderCsvColumns]);
    expect(rows).toHaveLength(1);
    const { totalSen, actualPaySen } = detail.order.price;
    expect(rows[0]).toMatchObject({
      order_no: paid.orderNo,
      created_at_myt: '2026-03-28 07:30',
      paid_at_myt: '2026-03-28 07:45',
      total_rm: `${Math.floor(totalSen / 100)}.${String(totalSen % 100).padStart(2, '0')}`,
      discount_rm: '0.00',
    });
    expect(Number(rows[0]?.paid_rm) * 100).toBeCloseTo(actualPaySen, 6);
    expect(rows[0]?.paid_rm).toMatch(/^\d+\.\d{2}$/);
    expect(noJson(rows)).toEqual([]);
  });

  it('names the product file by the Malaysian date', async () => {
    const before = malaysiaDateOf(new Date());
    const res = await postSigned(world.server, world.company, PRODUCT_EXPORT_PATH);
    const after = malaysiaDateOf(new Date());
    const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
    expect([`roda-products-${before}.csv`, `roda-products-${after}.csv`]).toContain(name);
    await res.body?.cancel();
  });
});
