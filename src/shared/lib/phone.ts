/**
 * Malaysian mobile numbers: 01X followed by 7 or 8 digits (011 numbers have 8).
 * Accepts the forms people type (012-345 6789, +60 12 345 6789, 60123456789, 123456789)
 * and returns E.164 (+60123456789), or null when it is not a Malaysian mobile number.
 */
export function normaliseMalaysianMobile(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  let national = digits.replace(/^\+/, '');
  if (national.startsWith('60')) national = national.slice(2);
  if (national.startsWith('0')) national = national.slice(1);
  // 011 numbers carry 8 digits after the prefix, the other mobile prefixes 7 or 8
  if (/^(11\d{8}|1[02-9]\d{7,8})$/.test(national)) return `+60${national}`;
  return null;
}

/**
 * A Malaysian number written the way Malaysians write it: mobiles 012-345 6789 and 011-1234 5678,
 * landlines 03-9101 7735 (Klang Valley), 04-226 1234 (other Peninsular areas), 082-123 456
 * (Sabah and Sarawak), toll-free 1-800-88-1234 and 1300-88-1234. Takes E.164 (+60…), 60… or the
 * local form; anything it does not recognise (a foreign number, letters) comes back as given.
 */
export function formatMalaysianPhone(input: string): string {
  const national = nationalDigits(input);
  if (!national) return input;
  const shape = PHONE_SHAPES.find(([pattern]) => pattern.test(national));
  if (!shape) return input;
  const [, ...sizes] = shape;
  let at = 0;
  const parts = sizes.map((size) => national.slice(at, (at += size)));
  if (/^1[38]00/.test(national)) return parts.join('-');
  const [prefix, ...rest] = parts;
  return `${prefix}-${rest.join(' ')}`;
}

/** The `tel:` link of a number shown to a customer: +60… for a Malaysian one (tel:+60391017735), else its digits. */
export function phoneHref(input: string): string {
  const national = nationalDigits(input);
  if (national && PHONE_SHAPES.some(([pattern]) => pattern.test(national)))
    return national.startsWith('0') ? `tel:+60${national.slice(1)}` : `tel:${national}`;
  return `tel:${input.replace(/[^\d+]/g, '')}`;
}

/**
 * A store's or company's number (a landline, a mobile, a 1300/1800 line) in any usual written form, as
 * it is kept: E.164 (+60…) for landlines and mobiles, the ten digits of a 1300/1800 line (not dialled
 * from abroad); null for a foreign or malformed number.
 */
export function normaliseMalaysianPhone(input: string): string | null {
  const national = nationalDigits(input);
  if (!national || !PHONE_SHAPES.some(([pattern]) => pattern.test(national))) return null;
  return national.startsWith('0') ? `+60${national.slice(1)}` : national;
}

/** The shapes of a national number and the sizes of its digit groups. */
const PHONE_SHAPES: [RegExp, ...number[]][] = [
  [/^1800\d{6}$/, 1, 3, 2, 4],
  [/^1300\d{6}$/, 4, 2, 4],
  [/^011\d{8}$/, 3, 4, 4],
  [/^01[02-9]\d{7}$/, 3, 3, 4],
  [/^01[02-9]\d{8}$/, 3, 4, 4],
  [/^03\d{8}$/, 2, 4, 4],
  [/^0[3-79]\d{7}$/, 2, 3, 4],
  [/^08\d{7}$/, 3, 3, 3],
];

/** The national digits (leading 0; or 1300/1800), or null for a foreign or malformed number. */
function nationalDigits(input: string): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  if (!/^\+?\d{7,13}$/.test(compact)) return null;
  const digits = compact.replace(/^\+/, '');
  if (digits.startsWith('60')) return `0${digits.slice(2)}`;
  // a '+' with another country code is not Malaysian
  if (compact.startsWith('+')) return null;
  if (digits.startsWith('0') || /^1[38]00/.test(digits)) return digits;
  // the local form typed without its 0 (123456789), as the mobile check accepts
  return `0${digits}`;
}
