import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lang } from '../i18n/language';

/**
 * The address of a product's or banner's picture: a seed file (a name with an extension, served
 * from server/seed/images) or a back-office upload (its id; purposes `product` and `banner` are
 * public, decision 018).
 */
export const seedImageUrl = (file: string) =>
  /^[A-Za-z0-9_-]{16,64}$/.test(file) ? `/media/uploads/${file}` : `/media/seed/${file}`;

const seedImagesDir = fileURLToPath(new URL('../seed/images/', import.meta.url));
const localizedImages = new Map<string, string>();
/** A banner's picture carries words: the reader's language has its own file (banner-x.ms.svg) where one exists. */
export function localizedSeedImage(file: string, lang: Lang): string {
  if (lang === 'en') return file;
  const key = `${lang}:${file}`;
  let found = localizedImages.get(key);
  if (found === undefined) {
    const candidate = file.replace(/(\.[a-z]+)$/, `.${lang}$1`);
    found = existsSync(path.join(seedImagesDir, candidate)) ? candidate : file;
    localizedImages.set(key, found);
  }
  return found;
}
