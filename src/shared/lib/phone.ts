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

/** Shows +60123456789 as 012-345 6789, the way Malaysians write it. */
export function formatMalaysianMobile(e164: string): string {
  const national = `0${e164.replace(/^\+60/, '')}`;
  return `${national.slice(0, 3)}-${national.slice(3, 6)} ${national.slice(6)}`;
}
