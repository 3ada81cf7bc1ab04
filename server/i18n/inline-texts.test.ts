import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Decision 004: every text the server writes sits in the text catalogue (server/i18n), not inline
 * as `{ en: '…', ms: '…', zh: '…' }` in a service or route. Seed data is data, not server text.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INLINE_TEXT = /\{\s*en:\s*['`]|^\s+en:\s*['`]/m;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['i18n', 'seed', 'migrations'].includes(entry.name) ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('server texts live in the catalogue', () => {
  const withInlineTexts = sourceFiles(serverDir)
    .filter((file) => INLINE_TEXT.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(serverDir, file).split(path.sep).join('/'))
    .sort();

  it('no inline { en, ms, zh } text outside server/i18n', () => {
    expect(withInlineTexts).toEqual([]);
  });

  it('the scan finds an inline text', () => {
    expect(INLINE_TEXT.test("const thing = { en: 'Order', ms: 'Pesanan', zh: '订单' };")).toBe(true);
    expect(INLINE_TEXT.test("notFound(text('thingOrder'))")).toBe(false);
  });
});
