/** Ringgit typed by a person ('159.9') to sen (15990); undefined when it is not a price. */
export function ringgitToSen(ringgit: number): number {
  return Math.round(ringgit * 100);
}

/**
 * Integer sen as ringgit with two decimals and no symbol, exactly (integers only, no floating
 * point): 12900 → '129.00', 10 → '0.10', -12345 → '-123.45'. The form of amounts in CSV files
 * (docs/product.md#csv), whose column names say RM.
 */
export function rmDecimal(sen: number): string {
  const abs = Math.abs(sen);
  return `${sen < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An amount in RM as a CSV cell holds it ('129.00', or '129' and '129.5' as a spreadsheet saves
 * them) to integer sen, exactly: the digits are read as text, never through a float. Null when it
 * is not one: more than two decimals, a sign, a symbol, thousands separators, letters.
 */
export function senOfRmDecimal(text: string): number | null {
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
