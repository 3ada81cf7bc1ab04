/**
 * UBL 2.1 in LHDN's JSON notation: the namespaces under `_D`, `_A`, `_B`; every element an array;
 * a basic component's value under `_` with its attributes (currencyID, schemeID…) beside it. The
 * shapes follow LHDN's own samples, kept in lhdn-samples/ next to this file.
 */

export const UBL_NAMESPACES = {
  _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

export type UblScalar = string | number | boolean;

/** A basic component (cbc:…): its value and its attributes. */
export type UblLeaf = { readonly _: UblScalar; readonly [attribute: string]: UblScalar };

/** An element: always an array in the notation, of one entry unless UBL allows several (InvoiceLine…). */
export type UblElement = readonly UblNode[];

/** An aggregate component (cac:…), its child elements by name. */
export type UblAggregate = { readonly [element: string]: UblElement };

export type UblNode = UblLeaf | UblAggregate;

export interface UblDocument {
  readonly _D: string;
  readonly _A: string;
  readonly _B: string;
  readonly Invoice: readonly [UblAggregate];
}

/** One basic component, as the one-element array the notation wants. */
export function leaf(value: UblScalar, attributes: Record<string, string> = {}): [UblLeaf] {
  return [{ _: value, ...attributes }];
}

/** One aggregate component, as the one-element array the notation wants. */
export function one(aggregate: UblAggregate): [UblAggregate] {
  return [aggregate];
}

/** An amount of ringgit from integer sen. Everything Roda writes is in MYR. */
export function money(sen: number): [UblLeaf] {
  return leaf(sen / 100, { currencyID: 'MYR' });
}

/** '12.30' from 12.3: an amount with exactly two decimals, computed in integer sen so no float digits leak. */
function twoDecimals(ringgit: number): string {
  const sen = Math.round(ringgit * 100);
  if (!Number.isFinite(ringgit) || Math.abs(sen / 100 - ringgit) > 1e-9) {
    throw new Error(`${ringgit} is not an amount in whole sen`);
  }
  const abs = Math.abs(sen);
  const digits = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return sen < 0 ? `-${digits}` : digits;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The document as compact JSON, exactly what JSON.stringify writes except that every amount (a
 * value carrying a currencyID) is written with two decimals, 320.00 rather than 320, as LHDN's
 * multi-line sample does: Node 20 has no JSON.rawJSON to make JSON.stringify do that.
 */
export function wireJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(wireJson).join(',')}]`;
  if (isRecord(value)) {
    const isAmount = typeof value['currencyID'] === 'string' && typeof value['_'] === 'number';
    const members = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(
        ([k, v]) =>
          `${JSON.stringify(k)}:${isAmount && k === '_' && typeof v === 'number' ? twoDecimals(v) : wireJson(v)}`,
      );
    return `{${members.join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`${value} cannot be written in JSON`);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return JSON.stringify(value);
  }
  throw new Error(`a ${typeof value} cannot be written in a UBL document`);
}
