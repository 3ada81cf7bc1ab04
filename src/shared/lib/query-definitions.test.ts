import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.gen\.ts$/.test(entry.name) ? [full] : [];
  });
}

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let sourceFile = parsed.get(file);
  if (!sourceFile) {
    sourceFile = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, sourceFile);
  }
  return sourceFile;
}

/** The file an import specifier names (`@/…` or relative), if it is one of ours. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  return base && ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f));
}

/** What a name stands for in a file: its declaration there, or the one in the file it is imported from. */
function declarationOf(file: string, name: string, seen = new Set<string>()): [string, ts.Node] | undefined {
  if (seen.has(`${file}:${name}`)) return undefined;
  seen.add(`${file}:${name}`);
  for (const statement of parse(file).statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return [file, statement];
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer) return [file, d.initializer];
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      const imported =
        bindings && ts.isNamedImports(bindings)
          ? bindings.elements.find((e) => e.name.text === name && !e.isTypeOnly)
          : undefined;
      const target = imported && resolveImport(file, statement.moduleSpecifier.text);
      if (imported && target) return declarationOf(target, (imported.propertyName ?? imported.name).text, seen);
    }
  }
  return undefined;
}

/** The key factory a `queryKey` names (`orderKeys.detail`), following local aliases (`const key = …`). */
function keyFactory(file: string, node: ts.Expression): string {
  if (ts.isIdentifier(node)) {
    const found = declarationOf(file, node.text);
    return found && ts.isExpression(found[1]) ? keyFactory(found[0], found[1]) : node.text;
  }
  if (ts.isCallExpression(node)) return node.expression.getText();
  return node.getText().replace(/\s+/g, ' ');
}

/** The API calls (`api.x`) a query function reaches, through the functions it calls in our sources. */
function callsOf(file: string, node: ts.Node, seen = new Set<ts.Node>()): Set<string> {
  const calls = new Set<string>();
  const visit = (n: ts.Node) => {
    if (ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'api')
      calls.add(n.name.text);
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) {
      const found = declarationOf(file, n.expression.text);
      if (found && !seen.has(found[1])) {
        seen.add(found[1]);
        for (const call of callsOf(found[0], found[1], seen)) calls.add(call);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return calls;
}

interface QueryDefinition {
  where: string;
  key: string;
  calls: string[];
}

/** Every query definition under a folder: an object literal with a `queryKey` and a `queryFn`. */
function queryDefinitions(root: string): QueryDefinition[] {
  return sourceFiles(root).flatMap((file) => {
    const found: QueryDefinition[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node)) {
        const prop = (name: string) =>
          node.properties.find(
            (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name,
          );
        const key = prop('queryKey');
        const fn = prop('queryFn');
        if (key && fn) {
          const line = parse(file).getLineAndCharacterOfPosition(node.getStart()).line + 1;
          found.push({
            where: `${path.relative(root, file)}:${line}`,
            key: keyFactory(file, key.initializer),
            calls: [...callsOf(file, fn.initializer)].sort(),
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
    return found;
  });
}

/** Calls cached under more than one key on purpose: each key asks the call for other data. */
const differentData: Record<string, string> = {
  orderPage: 'the orders screen pages one group at a time; a complaint chooses among the latest 50 of all',
  officePaymentPage: 'the payments screen pages a search; its tab counts the refunds that failed (a key of its own)',
  productPage:
    "the catalogue pages a customer's search; a technician's finding form keeps every product that fits one order's car, to quote offline",
};

function grouped<T>(items: T[], by: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(by(item), [...(groups.get(by(item)) ?? []), item]);
  return groups;
}

/** Key factories declared twice: the same key under two names, or two queries under one key. */
function sameKeyTwice(definitions: QueryDefinition[]): string[] {
  return [...grouped(definitions, (d) => d.key)]
    .filter(([, copies]) => copies.length > 1)
    .map(([key, copies]) => `${key}: ${copies.map((d) => d.where).join(', ')}`);
}

/** Calls cached under two keys (a query that combines several calls derives data of its own). */
function callUnderTwoKeys(definitions: QueryDefinition[]): string[] {
  const single = definitions.filter((d) => d.calls.length === 1);
  return [...grouped(single, (d) => d.calls[0] ?? '')]
    .map(([call, ds]) => [call, [...new Set(ds.map((d) => d.key))]] as const)
    .filter(([call, keys]) => keys.length > 1 && !(call in differentData))
    .map(([call, keys]) => `${call}: ${keys.join(', ')}`);
}

describe('query definitions', () => {
  const definitions = queryDefinitions(src);

  it('one copy of each query: no key factory is the key of two query definitions', () => {
    expect(sameKeyTwice(definitions)).toEqual([]);
  });

  it('one key for each call: no call is cached under two key factories', () => {
    expect(callUnderTwoKeys(definitions)).toEqual([]);
  });

  it('the calls kept under two keys are still so, and each query names the call it makes', () => {
    const keysOf = (call: string) => new Set(definitions.filter((d) => d.calls.includes(call)).map((d) => d.key));
    for (const call of Object.keys(differentData)) expect(keysOf(call).size, call).toBeGreaterThan(1);
    expect(definitions.filter((d) => d.calls.length === 0)).toEqual([]);
  });

  it('the scan finds the queries and the calls behind their fetchers', () => {
    expect(definitions.length).toBeGreaterThan(50);
    expect(definitions).toContainEqual({
      where: expect.stringMatching(/^features\/orders\/api\/get-order\.ts:/),
      key: 'orderKeys.detail',
      calls: ['orderFind'],
    });
  });

  it('the scan would catch a query written twice and a call cached under two keys', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'roda-queries-'));
    const fetcher = `const get = (signal) => callApi(api.currentUser, {}, { signal });\n`;
    writeFileSync(
      path.join(dir, 'a.ts'),
      `${fetcher}queryOptions({ queryKey: sharedKeys.currentUser(), queryFn: get });`,
    );
    writeFileSync(
      path.join(dir, 'b.ts'),
      `queryOptions({ queryKey: sharedKeys.currentUser(), queryFn: () => callApi(api.currentUser, {}) });`,
    );
    writeFileSync(
      path.join(dir, 'c.ts'),
      `const key = meKeys.user();\nuseQuery({ queryKey: key, queryFn: () => callApi(api.currentUser, {}) });`,
    );
    const planted = queryDefinitions(dir);
    rmSync(dir, { recursive: true });
    expect(sameKeyTwice(planted)).toEqual([expect.stringMatching(/^sharedKeys\.currentUser: a\.ts:2, b\.ts:1$/)]);
    expect(callUnderTwoKeys(planted)).toEqual(['currentUser: sharedKeys.currentUser, meKeys.user']);
  });
});
