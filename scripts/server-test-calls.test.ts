import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { contractPaths, filesUnder, isText, rawCallersMismatch, root } from './test-call-scan';

/**
 * Server tests call the API through the contract: `server.call(api.x, body, options)` takes the
 * call's definition, so the body is checked as its payload and the answer typed as its response
 * (server/testing/harness.ts). This scan keeps it so: no `.call` given a path as a string or a
 * hand-written answer type, no contract path written out (name it `api.x.path`), and the untyped
 * `server.raw(path, …)` only in the files listed below, each for what the contract would refuse.
 */
/** Files that send what the contract would refuse, on purpose, through `server.raw`. */
export const RAW_CALLERS: Record<string, string> = {
  'server/account/garage.test.ts': 'a car without a plate',
  'server/auth/auth.test.ts': 'forged, tampered, stale and v1 signatures',
  'server/auth/session.cross-process.test.ts': 'a forged signature and a bad payload from an ended session',
  'server/http/bad-text.test.ts': 'the same NUL-laden body to every call',
  'server/http/contract-fuzz.test.ts': 'fuzzed raw bodies and headers, an unknown path',
  'server/http/deep-body.test.ts': 'raw bodies nested thousands of levels deep',
  'server/http/envelope.test.ts': 'bad JSON, wrong and missing fields, an unknown path, `{}` to every call',
  'server/http/security-headers.test.ts': 'an unknown path',
  'server/office/payments/payments.test.ts': 'a payment status and refund bodies the contract does not have',
  'server/office/payments/settlement.test.ts': 'a settlement without a date',
  'server/staff/accounts/accounts.test.ts': 'sign-up forms the contract refuses (agree: false, role: company)',
  'server/staff/work-orders/work-orders.test.ts': 'a rejection without a reason',
  'server/support/support.test.ts': 'feedback without a type or content',
};

const serverTestFiles = () =>
  filesUnder('server', (rel) => rel.endsWith('.test.ts') || (rel.startsWith('server/testing/') && rel.endsWith('.ts')));

export interface Findings {
  /** `.call('/api/…')`, `.call(\`…\`)` or `.call<T>(…)`: the untyped form the typed call replaced. */
  untypedCalls: string[];
  /** A contract path written out (or a template building an API path) instead of `api.x`. */
  writtenPaths: string[];
  /** Calls of `.raw(`. */
  rawCalls: string[];
}

/** What one file's source breaks of the rules above (each entry is `line: text`). */
export function scan(file: string, source: string): Findings {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: Findings = { untypedCalls: [], writtenPaths: [], rawCalls: [] };
  const where = (node: ts.Node) =>
    `${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}: ${node.getText(sf).split('\n')[0]}`;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const first = node.arguments[0];
      const stringFirst = first && (isText(first) || ts.isTemplateExpression(first));
      if (method === 'call' && (stringFirst || node.typeArguments)) found.untypedCalls.push(where(node));
      // drizzle's sql.raw(…) is SQL text, not a call to the server
      const onSql = ts.isIdentifier(node.expression.expression) && node.expression.expression.text === 'sql';
      if (method === 'raw' && !onSql) found.rawCalls.push(where(node));
    }
    if (isText(node) && contractPaths.has(node.text)) found.writtenPaths.push(where(node));
    if (ts.isTemplateExpression(node)) {
      // `/api/app/staff/workorder/${step}` builds a path; `${baseUrl}/api/health` writes one out
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      if (node.head.text.startsWith('/api/') || parts.some((part) => contractPaths.has(part)))
        found.writtenPaths.push(where(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('server tests call the API through the contract', () => {
  const files = serverTestFiles();
  const findings = files.map((file) => ({ file, ...scan(file, readFileSync(path.join(root, file), 'utf8')) }));

  it('the scan sees the untyped forms (planted)', () => {
    const planted = scan(
      'planted.test.ts',
      [
        "await server.call('/api/app/user/info', {}, { session });",
        'await server.call<{ id: number }>(api.currentUser, {});',
        'await world.server.call(`/api/app/staff/workorder/${step}`, body);',
        "const PATH = '/api/app/user/car/list';",
        'await fetch(`${server.baseUrl}/api/health`);',
        "await server.raw('/api/no/such/call', {});",
        'await server.call(api.currentUser, {}, { session });',
        'await fetch(`${server.baseUrl}${api.health.path}`);',
      ].join('\n'),
    );
    expect(planted.untypedCalls.map((f) => f.split(':')[0])).toEqual(['1', '2', '3']);
    expect(planted.writtenPaths.map((f) => f.split(':')[0])).toEqual(['1', '3', '4', '5']);
    expect(planted.rawCalls.map((f) => f.split(':')[0])).toEqual(['6']);
  });

  it('no server test calls a path as a string or writes its answer type by hand', () => {
    const untyped = findings.flatMap(({ file, untypedCalls }) => untypedCalls.map((f) => `${file}:${f}`));
    expect(untyped, `use server.call(api.x, …), or server.raw for a refused body:\n${untyped.join('\n')}`).toEqual([]);
  });

  it('no server test writes a contract path out (api.x, or api.x.path where a string is needed)', () => {
    const written = findings.flatMap(({ file, writtenPaths }) => writtenPaths.map((f) => `${file}:${f}`));
    expect(written, written.join('\n')).toEqual([]);
  });

  it('server.raw only where a file says why (RAW_CALLERS), and every listed file still needs it', () => {
    const raw = findings.filter((f) => f.rawCalls.length > 0).map((f) => f.file);
    expect(rawCallersMismatch(raw, RAW_CALLERS)).toEqual({ unlisted: [], unused: [] });
  });
});
