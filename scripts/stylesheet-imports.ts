import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Each chunk carries the stylesheets its modules import (`cssCodeSplit`), and a screen opened first
 * gets only those, plus the shell's. So a component that uses a class of a stylesheet must import that
 * stylesheet itself: borrowing it from another module that happens to import it works only when that
 * module's chunk was loaded before (decision 016, part 10). This finds the borrowed classes.
 *
 * Global: the shell's stylesheets, in every page from the first paint. The office's stylesheets all
 * come together with its shell (src/features/office/components/office-shell.tsx imports them), so any
 * office module may use any of them.
 */
export const GLOBAL_STYLESHEETS = ['src/app/app.css', 'src/shared/ui/theme.css'];
const OFFICE = 'src/features/office/';

export interface BorrowedClass {
  file: string;
  className: string;
  /** The stylesheets that define it, none of which the file imports. */
  definedIn: string[];
}

function walk(dir: string, keep: (name: string) => boolean, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, keep, out);
    else if (keep(entry.name)) out.push(full);
  }
  return out;
}

/** Class names a stylesheet's selectors name (comments and `url()`s left out). */
export function classesDefined(css: string): Set<string> {
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/url\([^)]*\)/g, '');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
}

/**
 * Class names in a module's `className` attributes: a plain string, or every string literal of an
 * expression (`cond ? 'a' : 'b'`, template literals; `${…}` parts are dropped, and so is a name built
 * from one, which cannot be checked).
 */
export function classesUsed(code: string): Set<string> {
  const used = new Set<string>();
  const add = (text: string) =>
    text
      .split(/\s+/)
      .filter((c) => /^[a-z][\w-]*$/.test(c))
      .forEach((c) => used.add(c));
  for (const m of code.matchAll(/className=(?:"([^"]*)"|\{)/g)) {
    if (m[1] !== undefined) {
      add(m[1]);
      continue;
    }
    let depth = 1;
    let i = m.index + m[0].length;
    const start = i;
    while (i < code.length && depth > 0) {
      if (code[i] === '{') depth++;
      else if (code[i] === '}') depth--;
      i++;
    }
    for (const s of code.slice(start, i - 1).matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g))
      add((s[1] ?? s[2] ?? s[3] ?? '').replace(/\$\{[^}]*\}[\w-]*/g, ' '));
  }
  return used;
}

/** Stylesheets a module imports, as paths relative to the root (`@/` is `src/`). */
export function stylesheetsImported(code: string, file: string, root: string): string[] {
  return [...code.matchAll(/^import\s+['"]([^'"?]+\.css)['"];?$/gm)].map((m) => {
    const spec = m[1]!;
    const absolute = spec.startsWith('@/')
      ? path.join(root, 'src', spec.slice(2))
      : path.resolve(path.dirname(path.join(root, file)), spec);
    return path.relative(root, absolute).split(path.sep).join('/');
  });
}

/** Every class a `.tsx` module of `src/` uses but neither imports the stylesheet of nor gets globally. */
export function findBorrowedClasses(root: string): BorrowedClass[] {
  const rel = (f: string) => path.relative(root, f).split(path.sep).join('/');
  const sheets = walk(path.join(root, 'src'), (n) => n.endsWith('.css')).map(rel);
  const definers = new Map<string, string[]>();
  for (const sheet of sheets)
    for (const c of classesDefined(readFileSync(path.join(root, sheet), 'utf8')))
      definers.set(c, [...(definers.get(c) ?? []), sheet]);
  const officeSheets = sheets.filter((s) => s.startsWith(OFFICE));

  const borrowed: BorrowedClass[] = [];
  const modules = walk(path.join(root, 'src'), (n) => n.endsWith('.tsx') && !/\.test\.tsx$/.test(n)).map(rel);
  for (const file of modules) {
    const code = readFileSync(path.join(root, file), 'utf8');
    const available = new Set([
      ...GLOBAL_STYLESHEETS,
      ...stylesheetsImported(code, file, root),
      ...(file.startsWith(OFFICE) ? officeSheets : []),
    ]);
    for (const className of classesUsed(code)) {
      const definedIn = definers.get(className);
      if (definedIn && !definedIn.some((s) => available.has(s))) borrowed.push({ file, className, definedIn });
    }
  }
  return borrowed;
}
