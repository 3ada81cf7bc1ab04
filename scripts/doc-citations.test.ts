import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments cite what a reader of the repository can open: docs/product.md#<anchor>,
 * docs/architecture.md#<anchor>, docs/decisions/NNN-….md. The owner's specification, the design
 * document and the issue tracker are not in it, so a section of either or an issue number is
 * refused (docs/product.md#spec-map, docs/architecture.md#design-map and
 * docs/architecture.md#issues say what to cite instead), and every docs page, anchor, decision and
 * decision part cited must exist.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['src', 'server', 'sw', 'scripts'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;

/** Citations of documents outside the repository (the patterns are built so this file has none). */
const OUTSIDE: { pattern: RegExp; what: string }[] = [
  { pattern: /\b(?:spec|design)(?:'s)?\s*§/gi, what: 'a section of the spec or the design document' },
  { pattern: /\bspec\s+section\b/gi, what: 'a section of the spec' },
  { pattern: /\bissues?\s+#?\d+/gi, what: 'an issue number' },
];
/** `docs/<path>.md` with an optional `#anchor`. */
const DOC_LINK = /\bdocs\/((?:[\w-]+\/)*[\w.-]+?\.md)(?:#([\w-]+))?/g;
/** `docs/decisions/NNN` written without the rest of the file name. */
const DECISION_PATH = /\bdocs\/decisions\/(\d{3})(?![\w-])/g;
/** "decision NNN", and "decision NNN part N" / "parts N and M" / "decision NNN, part N". */
const DECISION = /\bdecisions? (\d{3})\b(?:,? parts? (\d+)(?: and (\d+))?)?/gi;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return SOURCE.test(entry.name) ? [rel] : [];
  });
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
function headingSlug(heading: string): string {
  return heading
    .replace(/<[^>]*>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown page: explicit `<a id>` / `<a name>`, and every heading's slug. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const m of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]!);
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** What the checks know of `docs/`: which files exist, their anchors, the decisions' files. */
interface Docs {
  exists(relPath: string): boolean;
  anchors(relPath: string): Set<string>;
  decisionFile(number: string): string | undefined;
}

function docsAt(base: string): Docs {
  const cache = new Map<string, Set<string>>();
  const decisions = path.join(base, 'docs', 'decisions');
  const decisionFiles = existsSync(decisions) ? readdirSync(decisions).filter((f) => /^\d{3}-.*\.md$/.test(f)) : [];
  return {
    exists: (rel) => existsSync(path.join(base, 'docs', rel)) && statSync(path.join(base, 'docs', rel)).isFile(),
    anchors(rel) {
      let anchors = cache.get(rel);
      if (!anchors) cache.set(rel, (anchors = anchorsOf(readFileSync(path.join(base, 'docs', rel), 'utf8'))));
      return anchors;
    },
    decisionFile: (number) => decisionFiles.find((f) => f.startsWith(`${number}-`)),
  };
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Citations of documents outside the repository, as `file:line: …`. */
function outsideCitations(file: string, text: string): string[] {
  return OUTSIDE.flatMap(({ pattern, what }) =>
    [...text.matchAll(pattern)].map((m) => `${file}:${lineOf(text, m.index)}: "${m[0]}" cites ${what}`),
  );
}

/** Cited docs pages, anchors, decisions and decision parts that do not exist, as `file:line: …`. */
function brokenDocLinks(file: string, text: string, docs: Docs): string[] {
  const problems: string[] = [];
  const at = (index: number, message: string) => problems.push(`${file}:${lineOf(text, index)}: ${message}`);
  for (const m of text.matchAll(DOC_LINK)) {
    const [cited, page, anchor] = m;
    if (!docs.exists(page!)) at(m.index, `${cited}: no such file`);
    else if (anchor && !docs.anchors(page!).has(anchor)) at(m.index, `${cited}: no such anchor in docs/${page}`);
  }
  for (const m of text.matchAll(DECISION_PATH)) {
    if (!docs.decisionFile(m[1]!)) at(m.index, `${m[0]}: no such decision`);
  }
  for (const m of text.matchAll(DECISION)) {
    const [cited, number, ...parts] = m;
    const decision = docs.decisionFile(number!);
    if (!decision) {
      at(m.index, `"${cited}": no such decision`);
      continue;
    }
    for (const part of parts.filter((p): p is string => p !== undefined)) {
      if (!docs.anchors(`decisions/${decision}`).has(`part-${part}`)) {
        at(m.index, `"${cited}": docs/decisions/${decision} has no #part-${part}`);
      }
    }
  }
  return problems;
}

describe('comments cite documents a reader of the repository can open', () => {
  const files = ROOTS.flatMap(sourceFiles);
  const texts = files.map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
  const docs = docsAt(root);

  it('cites no section of the spec or the design document, and no issue number', () => {
    expect(texts.flatMap(({ file, text }) => outsideCitations(file, text))).toEqual([]);
  });

  it('cites only docs pages, anchors, decisions and decision parts that exist', () => {
    expect(texts.flatMap(({ file, text }) => brokenDocLinks(file, text, docs))).toEqual([]);
  });

  it('scans src, server, sw and scripts, tests included, node_modules left out', () => {
    expect(files).toContain('scripts/doc-citations.test.ts');
    expect(files).toContain('server/app.ts');
    expect(files).toContain('sw/sw.ts');
    expect(files.some((file) => file.endsWith('.tsx'))).toBe(true);
    expect(files.some((file) => file.endsWith('.mjs'))).toBe(true);
    expect(files.some((file) => file.includes('node_modules'))).toBe(false);
  });

  // the checks must really fire; the planted text is put together here so that this file cites nothing
  const [spec, design, issue, d, dec] = ['Spec', 'DESIGN', 'Issue', 'docs', 'decision'];

  it('finds a section of the spec or the design document, and an issue number', () => {
    const planted = [`// ${spec} §5: limits`, `// (${design} §4)`, `// see ${issue} 12`, `// ${issue}s #7 and 8`].join(
      '\n',
    );
    expect(outsideCitations('a.ts', planted).map((p) => p.split(': ')[0])).toEqual([
      'a.ts:1',
      'a.ts:2',
      'a.ts:3',
      'a.ts:4',
    ]);
    expect(outsideCitations('a.ts', `// ${spec}ial cases; an issue with 2 rows; OWASP ASVS §6.2`)).toEqual([]);
  });

  it('finds a missing docs page, anchor, decision or decision part, and accepts what exists', () => {
    const broken = [
      `${d}/product.md#nowhere`,
      `${d}/nothing.md`,
      `${d}/decisions/099`,
      `${dec} 099`,
      `${dec} 016 part 11`,
      `${dec} 016 parts 7 and 12`,
    ];
    expect(broken.map((text) => brokenDocLinks('a.ts', `// ${text}.`, docs).length)).toEqual([1, 1, 1, 1, 1, 1]);
    const fine = [
      `${d}/product.md#purchase`,
      `${d}/architecture.md#after-commit`,
      `${d}/decisions/016-server-speed.md#part-7`,
      `${d}/decisions/016-notes/lab-notebook.md#part-2`,
      `${d}/decisions/012-money-and-trust.md#counted-things`,
      `${d}/decisions/012`,
      `${dec} 016, part 10`,
      `${dec} 016 parts 6 and 7`,
    ];
    expect(fine.flatMap((text) => brokenDocLinks('a.ts', `// (${text}).`, docs))).toEqual([]);
  });

  it('makes heading anchors as GitHub does, numbering repeated ones', () => {
    expect(headingSlug('Session, login and 708')).toBe('session-login-and-708');
    expect(headingSlug('<a id="part-7"></a>Part 7: a `write`, [checked](x.md)')).toBe('part-7-a-write-checked');
    expect([...anchorsOf('# A\n## B b\n```\n# not a heading\n```\n## B b\n<a id="x"></a>')]).toEqual([
      'x',
      'a',
      'b-b',
      'b-b-1',
    ]);
  });
});
