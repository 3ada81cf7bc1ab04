import type { OfficeFitment, ProductSpecs } from '../../src/shared/contract/office';

/**
 * The product CSV's specification and fitment cells as a person reads and writes them, never JSON
 * (docs/product.md#csv):
 *
 * - specs: `vlt_percent: 35; seat_type: booster` (empty: none);
 * - fitment: `all cars`, `tyre: 205/55R16`, `wiper: long 24in`, `body types: sedan, hatchback`, or
 *   cars `Perodua Myvi 2018-2022; Proton Saga 2016-2024 (variant: 1.3 Standard, transmission: CVT)`
 *   (one year alone when both are the same).
 *
 * A backslash keeps the next character as written, so a name holding a separator (`;`, `,`, `(`,
 * `)`, and in a make a space or `:`) comes back unchanged. Each reader answers the value for the
 * contract to check (ranges, sizes, lists), or null when the cell does not have the form at all.
 */

/** The spec fields by their CSV names; a new spec field does not type-check until it is named here. */
const specNames = { vltPercent: 'vlt_percent', seatType: 'seat_type' } as const satisfies Record<
  keyof ProductSpecs,
  string
>;
const specKeys = Object.keys(specNames) as (keyof ProductSpecs)[];

const escaper = (chars: string) => {
  const pattern = new RegExp(`[\\\\${chars.replace(/[\]\\^-]/g, '\\$&')}]`, 'g');
  return (value: string) => value.replace(pattern, '\\$&');
};
const escapeMake = escaper(' ;,():');
const escapeName = escaper(';,()');
const escapeListItem = escaper(',;');
const unescape = (value: string) => value.replace(/\\(.)/gs, '$1');

/** Splits on a separator no backslash keeps; the parts keep their escapes. */
function splitUnescaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === separator) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Where a character stands that no backslash keeps. */
function unescapedAt(text: string, char: string): number[] {
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === char) at.push(i);
  }
  return at;
}

export function specsCell(specs: ProductSpecs): string {
  return specKeys
    .filter((key) => specs[key] !== undefined)
    .map((key) => `${specNames[key]}: ${String(specs[key])}`)
    .join('; ');
}

/** `vlt_percent: 35; seat_type: booster` back to specs; null on an unknown or repeated name or a bad VLT. */
export function readSpecsCell(cell: string): Record<string, unknown> | null {
  const specs: Record<string, unknown> = {};
  for (const part of cell.split(';')) {
    const item = part.trim();
    if (item === '') continue;
    const m = /^([a-z_]+)\s*:\s*(.*)$/is.exec(item);
    const key = specKeys.find((k) => specNames[k] === m?.[1]?.toLowerCase());
    if (!m || !key || key in specs) return null;
    const value = (m[2] ?? '').trim();
    if (key === 'vltPercent') {
      if (!/^\d{1,3}$/.test(value)) return null;
      specs[key] = Number(value);
    } else specs[key] = value.toLowerCase();
  }
  return specs;
}

type CarRow = Extract<OfficeFitment, { kind: 'models' }>['models'][number];
const carDetails = ['variant', 'engine', 'transmission'] as const;

function carText(car: CarRow): string {
  const years = car.yearFrom === car.yearTo ? `${car.yearFrom}` : `${car.yearFrom}-${car.yearTo}`;
  const details = carDetails.filter((d) => car[d] !== '').map((d) => `${d}: ${escapeName(car[d])}`);
  const named = `${escapeMake(car.make)} ${escapeName(car.model)} ${years}`;
  return details.length > 0 ? `${named} (${details.join(', ')})` : named;
}

export function fitmentCell(fitment: OfficeFitment): string {
  switch (fitment.kind) {
    case 'universal':
      return 'all cars';
    case 'tyre':
      return `tyre: ${fitment.size}`;
    case 'wiper':
      return `wiper: ${fitment.position} ${fitment.sizeIn}in`;
    case 'bodyType':
      return `body types: ${fitment.bodyTypes.map(escapeListItem).join(', ')}`;
    case 'models':
      return fitment.models.map(carText).join('; ');
  }
}

/** One car, `Make Model 2018-2022 (variant: …, engine: …, transmission: …)`; null when it is not one. */
function readCar(entry: string): Record<string, unknown> | null {
  const opens = unescapedAt(entry, '(');
  const closes = unescapedAt(entry, ')');
  if (opens.length > 1 || closes.length !== opens.length) return null;
  const open = opens[0] ?? entry.length;
  if (opens.length === 1 && closes[0] !== entry.length - 1) return null;
  const head = entry.slice(0, open).trim();
  const cut = head.lastIndexOf(' ');
  const years = /^(\d{4})(?:-(\d{4}))?$/.exec(head.slice(cut + 1));
  const named = head.slice(0, Math.max(cut, 0)).trim();
  const space = unescapedAt(named, ' ')[0];
  if (cut < 0 || !years || space === undefined) return null;
  const car: Record<string, unknown> = {
    make: unescape(named.slice(0, space)),
    model: unescape(named.slice(space + 1).trim()),
    yearFrom: Number(years[1]),
    yearTo: Number(years[2] ?? years[1]),
  };
  if (opens.length === 0) return car;
  for (const part of splitUnescaped(entry.slice(open + 1, -1), ',')) {
    const m = /^([a-z]+)\s*:(.*)$/is.exec(part.trim());
    const detail = carDetails.find((d) => d === m?.[1]?.toLowerCase());
    if (!m || !detail || detail in car) return null;
    car[detail] = unescape((m[2] ?? '').trim());
  }
  return car;
}

/** A fitment cell back to the contract's fitment; null when it has none of the forms. */
export function readFitmentCell(cell: string): Record<string, unknown> | null {
  const text = cell.trim();
  if (/^all cars$/i.test(text)) return { kind: 'universal' };
  const tyre = /^tyre\s*:(.*)$/is.exec(text);
  if (tyre) return { kind: 'tyre', size: (tyre[1] ?? '').trim() };
  const wiper = /^wiper\s*:\s*([a-z]+)\s+(\d{1,3})\s*in$/i.exec(text);
  if (wiper) return { kind: 'wiper', position: wiper[1]?.toLowerCase(), sizeIn: Number(wiper[2]) };
  if (/^wiper\s*:/i.test(text)) return null;
  const body = /^body types\s*:(.*)$/is.exec(text);
  if (body) {
    const bodyTypes = splitUnescaped(body[1] ?? '', ',').map((t) => unescape(t.trim()));
    return { kind: 'bodyType', bodyTypes: bodyTypes.filter((t) => t !== '') };
  }
  const entries = splitUnescaped(text, ';')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  if (entries.length === 0) return null;
  const models: Record<string, unknown>[] = [];
  for (const entry of entries) {
    const car = readCar(entry);
    if (!car) return null;
    models.push(car);
  }
  return { kind: 'models', models };
}
