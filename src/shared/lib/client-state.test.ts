import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialClientState } from './client-state';

const src = path.resolve(__dirname, '../..');
const ownFile = path.join(__dirname, 'client-state.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The fields the `ClientState` interface declares. */
function declaredFields(source: string): string[] {
  const body = /export interface ClientState\b[^{]*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return [...body.matchAll(/^\s*(\w+)\??:/gm)].map((m) => m[1] as string);
}

/** The text of the call whose `(` is at `open`, up to its matching `)`. */
function callText(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '(') depth++;
    else if (source[i] === ')' && --depth === 0) return source.slice(open, i + 1);
  }
  return source.slice(open);
}

/** The client-state fields a source reads: in a `useClientState` selector, or off `getClientState()`. */
function fieldsRead(source: string): Set<string> {
  const read = new Set<string>();
  const names = (list: string) => list.split(',').map((part) => part.split(':')[0]?.trim() ?? '');
  for (const call of source.matchAll(/useClientState(?=\()/g)) {
    const text = callText(source, (call.index ?? 0) + call[0].length);
    const param = /^\(\s*\(?\s*(\w+)\s*\)?\s*=>/.exec(text)?.[1];
    if (param) for (const m of text.matchAll(new RegExp(`\\b${param}\\??\\.(\\w+)`, 'g'))) read.add(m[1] as string);
    const destructured = /^\(\s*\(\s*\{([^}]*)\}\s*\)\s*=>/.exec(text)?.[1];
    if (destructured) names(destructured).forEach((name) => read.add(name));
  }
  for (const m of source.matchAll(/getClientState\(\)\??\.(\w+)/g)) read.add(m[1] as string);
  for (const m of source.matchAll(/\{([^}]*)\}\s*=\s*getClientState\(\)/g))
    names(m[1] as string).forEach((name) => read.add(name));
  return read;
}

describe('client state', () => {
  it('holds only fields something reads: a field nothing reads is not state', () => {
    const fields = new Set([...declaredFields(readFileSync(ownFile, 'utf8')), ...Object.keys(initialClientState)]);
    const read = new Set(
      sourceFiles(src)
        .filter((file) => file !== ownFile)
        .flatMap((file) => [...fieldsRead(readFileSync(file, 'utf8'))]),
    );
    expect(fields.size).toBeGreaterThan(0);
    expect([...fields].filter((field) => !read.has(field))).toEqual([]);
  });

  it('the scan finds the fields declared and the reads in selectors and off getClientState()', () => {
    expect(declaredFields('export interface ClientState {\n  a: boolean;\n  b?: number | null;\n}')).toEqual([
      'a',
      'b',
    ]);
    const source = [
      'const role = useClientState((s) => s.userInfo?.role);',
      'const stale = useClientState((state) => state.a || state.b);',
      'const { c } = useClientState(({ c, d: renamed }) => ({ c, renamed }));',
      'if (getClientState().e) go();',
      'const { f, g } = getClientState();',
      'setClientState({ written: true });',
      'const other = result.unrelated;',
    ].join('\n');
    expect([...fieldsRead(source)].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'userInfo']);
  });
});
