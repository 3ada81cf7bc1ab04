#!/usr/bin/env node
// Fails (exit 1) when any catalog in locales/ has a message without a translation,
// or misses a message that the English source catalog has. Run by `npm test`.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../locales/', import.meta.url));

/** Parses a .po file into [{ id, str, line }] (header entry excluded; multi-line strings joined). */
export function parsePo(text) {
  const entries = [];
  let current = null;
  let field = null;
  const lines = text.split(/\r?\n/);
  const unquote = (s) => JSON.parse(s);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    let m;
    if ((m = /^msgid (".*")$/.exec(line))) {
      current = { id: unquote(m[1]), str: '', line: index + 1, plural: false };
      entries.push(current);
      field = 'id';
    } else if ((m = /^msgid_plural (".*")$/.exec(line))) {
      current.plural = true;
      field = 'plural';
    } else if ((m = /^msgstr(?:\[\d+\])? (".*")$/.exec(line))) {
      current.str += unquote(m[1]);
      field = 'str';
    } else if ((m = /^(".*")$/.exec(line)) && current) {
      if (field === 'id') current.id += unquote(m[1]);
      else if (field === 'str') current.str += unquote(m[1]);
    }
  });
  return entries.filter((e) => e.id !== '');
}

const files = readdirSync(dir).filter((f) => f.endsWith('.po'));
if (files.length === 0) {
  console.error('check-translations: no catalogs in locales/');
  process.exit(1);
}
const catalogs = Object.fromEntries(files.map((f) => [f, parsePo(readFileSync(dir + f, 'utf8'))]));
const sourceIds = new Set((catalogs['en.po'] ?? []).map((e) => e.id));
let problems = 0;
for (const [file, entries] of Object.entries(catalogs)) {
  const ids = new Set(entries.map((e) => e.id));
  for (const entry of entries) {
    if (entry.str.trim() === '') {
      console.error(`${file}:${entry.line} missing translation for ${JSON.stringify(entry.id)}`);
      problems++;
    }
  }
  for (const id of sourceIds) {
    if (!ids.has(id)) {
      console.error(`${file}: message ${JSON.stringify(id)} is in en.po but not here`);
      problems++;
    }
  }
}
const total = Object.values(catalogs).reduce((n, e) => n + e.length, 0);
if (problems > 0) {
  console.error(`check-translations: ${problems} problem(s) in ${files.length} catalogs`);
  process.exit(1);
}
console.log(`check-translations: ${files.length} catalogs, ${total} messages, all translated`);
