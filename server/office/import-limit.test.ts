import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../src/shared/contract/codes';
import { officeProductImport, productCsvColumns, PRODUCT_CSV_MAX_BYTES } from '../../src/shared/contract/office';
import { describeOnEachDatabase, startTestServer, type Session, type TestServer } from '../testing/harness';
import { STAFF_PHONES, staffLogin } from '../testing/staff-fixtures';
import { api } from '../../tests/support/api';

/**
 * The CSV import declares its own body limit with the call (8 MB; every other call keeps 1 MB), and
 * the call listener honours it: a 2 MB file is imported, a body over 8 MB is refused naming 8 MB.
 */

const MB = 1024 * 1024;

/** A CSV of `rows` products, each with long descriptions in three languages (about 11 KB a row). */
function bigCsv(rows: number, fitmentOf = (_row: number) => 'all cars'): string {
  const long = (word: string) => `${word} `.repeat(Math.floor(3600 / (word.length + 1))).trim();
  const lines = [productCsvColumns.join(',')];
  for (let i = 0; i < rows; i++) {
    const sku = `BIG-${String(i).padStart(4, '0')}`;
    const cells: Record<(typeof productCsvColumns)[number], string> = {
      sku,
      category: 'dashcam',
      brand: 'Roda Bulk',
      name_en: `Dashcam ${sku}`,
      name_ms: `Kamera papan pemuka ${sku}`,
      name_zh: `行车记录仪 ${sku}`,
      description_en: long('clear'),
      description_ms: long('jelas'),
      description_zh: long('清晰'),
      price_rm: '199.00',
      original_price_rm: '',
      labour_rm: '',
      stock: '5',
      size: '',
      colour: '',
      image: 'dashcam.svg',
      active: 'true',
      specs: '',
      fitment: fitmentOf(i),
    };
    lines.push(productCsvColumns.map((c) => cells[c]).join(','));
  }
  return lines.join('\r\n');
}

/** Posts a body without declaring its length (chunked), as a stream would; the status and body. */
function postChunked(url: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; body: string } | 'reset'>((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', (error) =>
      /EPIPE|ECONNRESET|socket hang up/.test(error.message) ? resolve('reset') : reject(error),
    );
    for (let i = 0; i < body.length; i += 256 * 1024) req.write(body.slice(i, i + 256 * 1024));
    req.end();
  });
}

describeOnEachDatabase('the CSV import’s own body limit', (kind) => {
  let server: TestServer;
  let company: Session;

  beforeAll(async () => {
    server = await startTestServer(kind);
    company = await staffLogin(server, STAFF_PHONES.company);
  }, 60_000);
  afterAll(() => server.close());

  const importCsv = (csv: string, apply: boolean, language = 'en_us') =>
    server.call(officeProductImport, { csv, apply }, { session: company, language });

  it('declares 8 MB with the call', () => {
    expect(officeProductImport.bodyLimit).toBe(PRODUCT_CSV_MAX_BYTES);
    expect(PRODUCT_CSV_MAX_BYTES).toBe(8 * MB);
  });

  it('imports a 2 MB product CSV through the real import: previewed, then applied', async () => {
    const csv = bigCsv(200);
    expect(JSON.stringify({ csv, apply: false }).length).toBeGreaterThan(2 * MB);
    const preview = await importCsv(csv, false);
    expect(preview.status, preview.body.msg).toBe(200);
    expect(preview.body.data).toMatchObject({ rows: 200, errors: [] });
    expect(preview.body.data.created).toHaveLength(200);

    const applied = await importCsv(csv, true);
    expect(applied.body.code, applied.body.msg).toBe(200);
    expect(applied.body.data.created).toHaveLength(200);
    const page = await server.call(api.officeProductPage, { keyword: 'BIG-0199' }, { session: company });
    expect(page.body.data.total).toBe(1);
  }, 120_000);

  it('reads a fitment cell of 100,000 brackets, 60,000 cars or a million spaces as a bad row, not a fault', async () => {
    const brackets = `Perodua Myvi 2020 ${'('.repeat(100_000)}${')'.repeat(100_000)}`;
    const cars = Array.from({ length: 60_000 }, () => 'Perodua Myvi 2020').join('; ');
    const spaces = `Perodua${' '.repeat(1_000_000)}Myvi 20x`;
    const started = Date.now();
    const preview = await importCsv(
      bigCsv(3, (row) => [brackets, cars, spaces][row] ?? ''),
      false,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(preview.body.code, preview.body.msg).toBe(200);
    expect(preview.body.data.errors).toEqual([
      { row: 2, message: expect.stringContaining('column fitment must read all cars') },
      { row: 3, message: expect.stringContaining('fitment') },
      { row: 4, message: expect.stringContaining('column fitment must read all cars') },
    ]);
  });

  it('refuses a body over 8 MB with 413 naming 8 MB, in the caller’s language', async () => {
    const csv = 'x'.repeat(PRODUCT_CSV_MAX_BYTES + 1024);
    for (const [language, msg] of [
      ['en_us', 'The request is too large (at most 8 MB)'],
      ['ms_my', 'Permintaan terlalu besar (maksimum 8 MB)'],
      ['zh_cn', '请求内容过大（最多 8 MB）'],
    ] as const) {
      const res = await importCsv(csv, false, language);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ code: ResultCode.bodyTooLarge, data: 'FAIL', msg });
    }
    // streamed without a declared length: counted while it arrives
    const streamed = await postChunked(
      `${server.baseUrl}${officeProductImport.path}`,
      { 'content-type': 'application/json', language: 'en_us' },
      JSON.stringify({ csv, apply: false }),
    );
    if (streamed !== 'reset') {
      expect(streamed.status).toBe(413);
      expect(JSON.parse(streamed.body)).toMatchObject({ msg: 'The request is too large (at most 8 MB)' });
    }
  }, 60_000);

  it('keeps 1 MB for the calls that declare nothing, and names it', async () => {
    const res = await server.call(api.officeProductPage, { keyword: 'x'.repeat(MB + 10) }, { session: company });
    expect(res.status).toBe(413);
    expect(res.body.msg).toBe('The request is too large (at most 1 MB)');
  });
});
