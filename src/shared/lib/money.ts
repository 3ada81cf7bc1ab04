/** Money is integer sen everywhere (DESIGN §4); this is its one display form: 15900 -> 'RM 159.00'. */
export function formatRM(sen: number): string {
  const negative = sen < 0;
  const abs = Math.round(Math.abs(sen));
  const ringgit = Math.floor(abs / 100).toLocaleString('en-MY');
  const cents = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}RM ${ringgit}.${cents}`;
}

/** Ringgit typed by a person ('159.9') to sen (15990); undefined when it is not a price. */
export function ringgitToSen(ringgit: number): number {
  return Math.round(ringgit * 100);
}
