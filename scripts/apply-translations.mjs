#!/usr/bin/env node
// Extracts messages (lingui extract) and fills Malay and Chinese translations from a JSON file
// { "English source": { "ms": "…", "zh-Hans": "…" } }, holding a lock so that several people (or
// agents) translating at once cannot overwrite each other's catalogs.
//   npm run translate -- translations.json
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = path.join(os.tmpdir(), 'roda-lingui.lock');

async function withLock(fn) {
  for (let i = 0; ; i++) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (i > 600) throw new Error(`could not take ${lock} in 5 minutes`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Sets msgstr for the given msgids in one .po text; returns the text and the ids not found. */
export function fillPo(text, translations) {
  const lines = text.split('\n');
  const missing = new Set(Object.keys(translations));
  for (let i = 0; i < lines.length; i++) {
    const m = /^msgid (".*")$/.exec(lines[i]);
    if (!m) continue;
    const id = JSON.parse(m[1]);
    if (!(id in translations)) continue;
    const j = lines.findIndex((l, k) => k > i && l.startsWith('msgstr '));
    // drop continuation lines of an old multi-line msgstr
    let end = j + 1;
    while (end < lines.length && lines[end].startsWith('"')) end++;
    lines.splice(j, end - j, `msgstr ${JSON.stringify(translations[id])}`);
    missing.delete(id);
  }
  return { text: lines.join('\n'), missing: [...missing] };
}

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run translate -- translations.json');
  process.exit(2);
}
const wanted = JSON.parse(readFileSync(file, 'utf8'));
await withLock(async () => {
  const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { cwd: root, stdio: 'inherit' });
  if (extract.status !== 0) process.exit(extract.status ?? 1);
  for (const locale of ['ms', 'zh-Hans']) {
    const po = path.join(root, 'locales', `${locale}.po`);
    const forLocale = Object.fromEntries(
      Object.entries(wanted)
        .filter(([, t]) => typeof t[locale] === 'string' && t[locale] !== '')
        .map(([id, t]) => [id, t[locale]]),
    );
    const { text, missing } = fillPo(readFileSync(po, 'utf8'), forLocale);
    writeFileSync(po, text);
    if (missing.length > 0) console.warn(`${locale}: not in the catalog (not used in src?): ${missing.join(' | ')}`);
  }
});
// the check npm test makes: every message of every catalog translated
const check = spawnSync('npx', ['lingui', 'compile', '--strict'], { cwd: root, stdio: 'inherit' });
process.exit(check.status ?? 1);
