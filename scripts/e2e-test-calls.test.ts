import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { contractPaths, filesUnder, isText, rawCallersMismatch, root } from './test-call-scan';

/**
 * The journeys (tests/e2e) and their set-up (tests/support) call the API through the contract, as
 * the server tests do (scripts/server-test-calls.test.ts): `call(request, api.x, body, session)`
 * from tests/support/api-call.ts, the body checked as the call's payload and the answer typed as
 * its response. This scan keeps it so: only that file posts or signs a request, no contract path
 * is written out (name it `api.x.path` where a string is needed), and the untyped
 * `callRaw(to, path, …)` only in the files listed below, each for an answer `call` would refuse.
 */
/** The one file that builds requests: headers, signature, Idempotency-Key. */
export const HELPER = 'tests/support/api-call.ts';

/** Routes of the server outside the contract that the helper reaches, by path. */
const OTHER_ROUTES = new Set(['/api/dev/sms/latest']);

/** Files that read an answer other than 200, on purpose, through `callRaw`. */
export const RAW_CALLERS: Record<string, string> = {
  'tests/e2e/office-workshops.spec.ts': 'a booking on a closed day, to read the refusal',
  'tests/e2e/screens-steady.ts': 'whether a kept session still lives (an ended one is answered 708)',
};

/** Names that sign a request: only the helper may use them. */
const SIGNERS = new Set(['signRequest', 'signUpload', 'computeSignature']);

const testFiles = () => filesUnder('tests', (rel) => rel.endsWith('.ts'));

const calleeName = (node: ts.CallExpression) =>
  ts.isIdentifier(node.expression)
    ? node.expression.text
    : ts.isPropertyAccessExpression(node.expression)
      ? node.expression.name.text
      : '';

/** `fetch(url, { method: 'POST' })`: a request the helper should send (a plain GET is not a call). */
function postsWithFetch(node: ts.CallExpression): boolean {
  const init = node.arguments[1];
  if (!init || !ts.isObjectLiteralExpression(init)) return false;
  return init.properties.some(
    (p) =>
      ts.isPropertyAssignment(p) &&
      p.name.getText() === 'method' &&
      !(isText(p.initializer) && p.initializer.text.toUpperCase() === 'GET'),
  );
}

export interface Findings {
  /** A request built by hand: `.post(`, `.fetch(`, a POST `fetch(`, a signer, `call<T>(` or `call(…, '/api/…')`. */
  handWritten: string[];
  /** An API path written out (a string, a template building one, a regular expression) instead of `api.x`. */
  writtenPaths: string[];
  /** Calls of `callRaw(`. */
  rawCalls: string[];
}

/** What one file's source breaks of the rules above (each entry is `line: text`). */
export function scan(file: string, source: string): Findings {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: Findings = { handWritten: [], writtenPaths: [], rawCalls: [] };
  const helper = file === HELPER;
  const where = (node: ts.Node) =>
    `${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}: ${node.getText(sf).split('\n')[0]}`;
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      // the module path is not an API path; the names imported are checked
      if (node.importClause) visit(node.importClause);
      return;
    }
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const method = ts.isPropertyAccessExpression(node.expression);
      const bare = ts.isIdentifier(node.expression);
      const textArgument = node.arguments.some((a) => isText(a) || ts.isTemplateExpression(a));
      if (!helper && method && (name === 'post' || name === 'fetch')) found.handWritten.push(where(node));
      if (!helper && bare && name === 'fetch' && postsWithFetch(node)) found.handWritten.push(where(node));
      if (name === 'call' && (node.typeArguments || textArgument)) found.handWritten.push(where(node));
      if (!helper && name === 'callRaw') found.rawCalls.push(where(node));
    }
    if (!helper && ts.isIdentifier(node) && SIGNERS.has(node.text)) found.handWritten.push(where(node));
    if (isText(node) && (contractPaths.has(node.text) || node.text.includes('/api/'))) {
      if (!(helper && OTHER_ROUTES.has(node.text))) found.writtenPaths.push(where(node));
    }
    if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      if (parts.some((part) => part.includes('/api/'))) found.writtenPaths.push(where(node));
    }
    if (ts.isRegularExpressionLiteral(node) && /\\?\/api\\?\//.test(node.text)) found.writtenPaths.push(where(node));
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('the journeys call the API through the contract', () => {
  const files = testFiles();
  const findings = files.map((file) => ({ file, ...scan(file, readFileSync(path.join(root, file), 'utf8')) }));
  const listed = (pick: (f: (typeof findings)[number]) => string[]) =>
    findings.flatMap((f) => pick(f).map((entry) => `${f.file}:${entry}`));

  it('the scan sees the hand-written forms (planted)', () => {
    const planted = scan(
      'tests/e2e/planted.spec.ts',
      [
        "import { signRequest } from '../../src/shared/lib/signature';",
        "await request.post('/api/app/user/info', { data: '{}' });",
        'await call<{ id: number }>(request, api.currentUser, {});',
        "await call(request, '/api/app/user/car/list', {});",
        "await fetch(`${baseUrl}/api/app/staff/workorder/${step}`, { method: 'POST', body });",
        'expect(entry.path).toMatch(/^\\/api\\/app\\/staff\\/workorder\\/handover/);',
        "await page.route('**/api/app/user/car/list', handler);",
        'await callRaw(request, api.orderAdd.path, body, { session });',
        'await call(request, api.currentUser, {}, session);',
        'await page.route(`**${api.carList.path}`, handler);',
        'await fetch(`${serverURL}${url}`);',
      ].join('\n'),
    );
    const lines = (entries: string[]) => [...new Set(entries.map((f) => f.split(':')[0]))];
    expect(lines(planted.handWritten)).toEqual(['1', '2', '3', '4', '5']);
    expect(lines(planted.writtenPaths)).toEqual(['2', '4', '5', '6', '7']);
    expect(lines(planted.rawCalls)).toEqual(['8']);
    // the helper itself builds requests, and names its one route outside the contract
    const helper = scan(HELPER, "await request.post(path, init);\nawait callRaw(to, '/api/dev/sms/latest', {});");
    expect(helper).toEqual({ handWritten: [], writtenPaths: [], rawCalls: [] });
  });

  it(`no journey or set-up builds a request by hand: they use ${HELPER}`, () => {
    const handWritten = listed((f) => f.handWritten);
    expect(handWritten, `use call(request, api.x, body, session):\n${handWritten.join('\n')}`).toEqual([]);
  });

  it('no journey or set-up writes an API path out (api.x, or api.x.path where a string is needed)', () => {
    const written = listed((f) => f.writtenPaths);
    expect(written, written.join('\n')).toEqual([]);
  });

  it('callRaw only where a file says why (RAW_CALLERS), and every listed file still needs it', () => {
    const raw = findings.filter((f) => f.rawCalls.length > 0).map((f) => f.file);
    expect(rawCallersMismatch(raw, RAW_CALLERS)).toEqual({ unlisted: [], unused: [] });
  });
});
