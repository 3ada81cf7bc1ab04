import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DataExportFormat } from '../../src/shared/contract/privacy-export';
import type { Lang } from '../i18n/language';

/*
 * A prepared copy's files (docs/product.md#personal-data-export), one folder per copy under
 * DATA_DIR/exports: the data file and the summary in each of the three languages (the summary is
 * served in the language of the download). The folder's name is the row's `file_key`.
 */

const LANGS: Lang[] = ['en', 'ms', 'zh'];

const folderOf = (dataDir: string, fileKey: string) => {
  // the key is ours (`<id>-<hex>`), but a row edited by hand must still not lead out of the folder
  if (!/^\d+-[0-9a-f]+$/.test(fileKey)) throw new Error(`not an export file key: ${fileKey}`);
  return path.join(dataDir, 'exports', fileKey);
};

const fileName = (format: DataExportFormat, lang: Lang) => (format === 'json' ? 'data.json' : `summary-${lang}.html`);

/** Writes a copy's files; answers its key and the data file's size. */
export async function writeExportFiles(
  dataDir: string,
  id: number,
  json: string,
  summary: (lang: Lang) => string,
): Promise<{ fileKey: string; fileBytes: number }> {
  const fileKey = `${id}-${randomBytes(8).toString('hex')}`;
  const folder = folderOf(dataDir, fileKey);
  await mkdir(folder, { recursive: true });
  try {
    const data = Buffer.from(json, 'utf8');
    await writeFile(path.join(folder, fileName('json', 'en')), data);
    for (const lang of LANGS) await writeFile(path.join(folder, fileName('html', lang)), summary(lang), 'utf8');
    return { fileKey, fileBytes: data.byteLength };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

/** One file of a copy; null when it is not on this disk any more. */
export async function readExportFile(
  dataDir: string,
  fileKey: string,
  format: DataExportFormat,
  lang: Lang,
): Promise<Buffer | null> {
  try {
    return await readFile(path.join(folderOf(dataDir, fileKey), fileName(format, lang)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export const removeExportFiles = (dataDir: string, fileKey: string) =>
  rm(folderOf(dataDir, fileKey), { recursive: true, force: true });
