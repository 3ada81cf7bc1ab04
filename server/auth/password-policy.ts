import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | null = null;
/** The ~49,000 most used passwords (zxcvbn-ts's list of breached-password frequency), lower case. */
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((w) => w.toLowerCase()));
  return common;
}

/** Words a password must not be built on: the product's name and the person's own details. */
const PRODUCT_WORDS = ['roda', 'password', 'katalaluan'];

/**
 * Whether a password that meets the spec's rule is still easy to guess (OWASP ASVS 5.0 §6.2,
 * NIST SP 800-63B-4 §3.1.1.2): a common or breached password, also with its case, spaces, or
 * the digits and symbols stuck on its end changed ('Password1!', 'abc 1234'); fewer than four
 * different characters ('aaaaaaa1') or a short unit repeated ('abababab12'); or the product's name or the person's phone or name with a
 * few characters around it ('Roda2026!', '0123456789a').
 */
export function isGuessablePassword(password: string, personal: readonly string[] = []): boolean {
  const lower = password.normalize('NFKC').toLowerCase();
  const compact = lower.replace(/\s+/g, '');
  if (new Set(compact).size < 4) return true;
  const stem = compact.replace(/[^\p{L}]+$/u, '');
  // a short unit said again and again ('abababab12', 'qweqweqwe!')
  if (/^(.{1,3})\1{2,}$/u.test(stem)) return true;
  const list = commonPasswords();
  const forms = [lower, compact, stem, compact.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')];
  if (forms.some((form) => form.length >= 4 && list.has(form))) return true;
  const words = [...PRODUCT_WORDS, ...personal.map((w) => w.normalize('NFKC').toLowerCase().replace(/\s+/g, ''))];
  return words.some((word) => word.length >= 4 && compact.includes(word) && compact.length - word.length < 8);
}
