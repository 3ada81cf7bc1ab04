import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildEInvoice, documentBytes } from './build';
import { consolidatedMonth, refundNote, tyreInvoice } from './fixtures';
import { wireJson } from './json';

const inputs = { tyreInvoice, consolidatedMonth, refundNote };

describe.each(Object.entries(inputs))('the bytes of %s', (_name, input) => {
  const bytes = documentBytes(input());

  it('hashes exactly the bytes it base64-encodes', () => {
    const decoded = Buffer.from(bytes.base64, 'base64');
    expect(createHash('sha256').update(decoded).digest('hex')).toBe(bytes.sha256);
    expect(decoded.toString('utf8')).toBe(bytes.json);
    expect(bytes.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is the same for the same input, built again', () => {
    expect(documentBytes(input())).toEqual(bytes);
  });

  it('is compact JSON of the built document, amounts with two decimals', () => {
    const built = buildEInvoice(input());
    expect(JSON.parse(bytes.json)).toEqual(JSON.parse(JSON.stringify(built)));
    // what JSON.stringify would write, but for each amount's decimals
    expect(
      bytes.json.replace(/"_":(\d+)\.(\d\d),"currencyID"/g, (_m, whole: string, cents: string) => {
        const n = Number(`${whole}.${cents}`);
        return `"_":${JSON.stringify(n)},"currencyID"`;
      }),
    ).toBe(JSON.stringify(built));
    expect(bytes.json).not.toMatch(/\n|": /);
  });
});

describe('amounts', () => {
  it('writes whole ringgit and single-digit sen with two decimals', () => {
    const json = documentBytes(tyreInvoice()).json;
    expect(json).toContain('"PriceAmount":[{"_":320.00,"currencyID":"MYR"}]');
    expect(json).toContain('"TaxAmount":[{"_":3.20,"currencyID":"MYR"}]');
    expect(json).toContain('"PayableAmount":[{"_":663.20,"currencyID":"MYR"}]');
    expect(json).toContain('"InvoicedQuantity":[{"_":2,"unitCode":"H87"}]');
  });

  it('keeps sen exact where floating point would not', () => {
    expect(wireJson({ _: 1_005 / 100, currencyID: 'MYR' })).toBe('{"_":10.05,"currencyID":"MYR"}');
    expect(wireJson({ _: 7 / 100, currencyID: 'MYR' })).toBe('{"_":0.07,"currencyID":"MYR"}');
    expect(wireJson({ _: 123_456_789_01 / 100, currencyID: 'MYR' })).toBe('{"_":123456789.01,"currencyID":"MYR"}');
    expect(() => wireJson({ _: 0.005, currencyID: 'MYR' })).toThrow();
  });

  it('writes text as JSON.stringify does, non-ASCII as UTF-8', () => {
    const input = tyreInvoice();
    const buyer = { ...input.buyer, name: 'Chén "Ah" Kow \\ 陈' };
    const bytes = documentBytes({ ...input, buyer });
    expect(bytes.json).toContain(`"RegistrationName":[{"_":${JSON.stringify(buyer.name)}}]`);
    expect(Buffer.from(bytes.base64, 'base64').toString('utf8')).toContain('陈');
  });
});
