/** Fuzz cases for one call (bodies, raw text, junk headers) and the checks every answer must pass. */
import fc from 'fast-check';
import { expect } from 'vitest';
import { z } from 'zod';
import { httpStatusFor, ResultCode } from '../../../src/shared/contract/codes';
import type { CallDefinition } from '../../../src/shared/contract/define-call';
import { type SchemaNode, printableAscii, validObject, mutatedObject } from './values';

const knownCodes = new Set<number>(Object.values(ResultCode));

const stackLike =
  /\n\s+at\s|\bat\s+\S+\s+\(.*:\d+:\d+\)|node_modules|\.(ts|js|mjs):\d+|(Type|Reference|Syntax|Range)Error\b/;

/** Numeric literals that JSON.parse turns into edge values (Infinity, -0, unsafe integers). */
const numberLiteral = fc.constantFrom(
  '1e400',
  '-1e400',
  '-0',
  '0.0',
  '1.0',
  '1e-400',
  '9007199254740993',
  '2147483648',
  '-2147483649',
  '1E2',
  '0e0',
  '1.5',
);

/** Raw JSON text with edge-case numeric literals in every field of the schema. */
function numberLiteralBody(node: SchemaNode): fc.Arbitrary<string> {
  const keys = Object.keys(node.properties ?? {});
  if (keys.length === 0) return numberLiteral.map((lit) => `{"x":${lit}}`);
  return fc
    .tuple(...keys.map(() => numberLiteral))
    .map((lits) => `{${keys.map((k, i) => `${JSON.stringify(k)}:${lits[i]}`).join(',')}}`);
}

/** Text that is not JSON at all, or JSON cut short, or JSON wrapped in junk. */
const garbageText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '{',
    '}',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '{a:1}',
    'NaN',
    'undefined',
    '[',
    '\u0000',
    '{"a":"\\ud800"}',
    '\ufeff{}',
    '{}{}',
    '{"a":1}garbage',
    'nul',
    'tru',
  ),
  fc.jsonValue().map((v) => {
    const text = JSON.stringify(v) ?? 'null';
    return text.slice(0, Math.max(1, Math.floor(text.length / 2)));
  }),
);

/** `fc.anything` with everything switched on, serialised as a client would (or as a broken one would). */
const serialisedAnything = fc
  .anything({
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withObjectString: true,
    withSparseArray: true,
    withTypedArray: true,
    withUnicodeString: true,
    maxDepth: 3,
  })
  .map((value) => {
    try {
      return JSON.stringify(value) ?? '';
    } catch {
      // BigInt and friends: send what a careless client would, their string form
      try {
        return String(value as string);
      } catch {
        return Object.prototype.toString.call(value);
      }
    }
  });

/** Headers a broken or hostile client might send next to the body. */
const junkHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    language: fc.oneof(fc.constantFrom('en_us', 'ms_my', 'zh_cn', 'EN_US', 'fr_fr', '', 'zh-Hans'), printableAscii),
    userKey: fc.oneof(fc.constantFrom('', 'x', '0'.repeat(64), 'null'), printableAscii),
    signature: fc.oneof(fc.constantFrom('', 't=0,v1=', 't=abc,v1=zz', 't=99999999999,v1=00', 'v1=1'), printableAscii),
    'Idempotency-Key': fc.oneof(fc.constantFrom('', 'a', 'x'.repeat(300)), printableAscii, fc.uuid()),
    'content-type': fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/vnd.x+json',
      'text/html',
      'multipart/form-data',
    ),
  },
  { requiredKeys: [] },
);

interface FuzzCase {
  variant: string;
  rawBody: string;
  headers?: Record<string, string>;
}

export function bodyArbitraries(call: CallDefinition): { name: string; runs: number; arb: fc.Arbitrary<FuzzCase> }[] {
  const schema = z.toJSONSchema(call.payload, { io: 'input', unrepresentable: 'any' }) as SchemaNode;
  const asJson = (variant: string) => (value: unknown) => ({ variant, rawBody: JSON.stringify(value) ?? '' });
  return [
    { name: 'valid-looking payloads', runs: 16, arb: validObject(schema).map(asJson('valid')) },
    { name: 'schema fields mutated', runs: 30, arb: mutatedObject(schema).map(asJson('mutated')) },
    {
      name: 'edge numeric literals',
      runs: 6,
      arb: numberLiteralBody(schema).map((rawBody) => ({ variant: 'numbers', rawBody })),
    },
    { name: 'arbitrary JSON values', runs: 16, arb: fc.jsonValue().map(asJson('json')) },
    {
      name: 'fc.anything serialised',
      runs: 10,
      arb: serialisedAnything.map((rawBody) => ({ variant: 'anything', rawBody })),
    },
    { name: 'raw garbage text', runs: 12, arb: garbageText.map((rawBody) => ({ variant: 'garbage', rawBody })) },
    {
      name: 'junk headers',
      runs: 10,
      arb: fc
        .tuple(fc.oneof(validObject(schema), mutatedObject(schema)), junkHeaders)
        .map(([value, headers]) => ({ variant: 'headers', rawBody: JSON.stringify(value) ?? '', headers })),
    },
  ];
}

/** Every check on one answer; throws with the request and the answer on the first that fails. */
export function checkAnswer(
  call: CallDefinition,
  input: FuzzCase & { loggedIn: boolean },
  res: { status: number; body: unknown },
) {
  const where = () =>
    `${call.path} ${input.loggedIn ? '(logged in)' : '(logged out)'} ${input.variant}: ${JSON.stringify(input.rawBody.slice(0, 300))}${input.headers ? ` headers ${JSON.stringify(input.headers)}` : ''} -> ${res.status} ${JSON.stringify(res.body).slice(0, 500)}`;
  expect(res.status, where()).toBeLessThan(500);
  const body = res.body as Record<string, unknown>;
  expect(typeof body === 'object' && body !== null && !Array.isArray(body), where()).toBe(true);
  expect(Number.isInteger(body.code), where()).toBe(true);
  expect(knownCodes.has(body.code as number), where()).toBe(true);
  expect('data' in body, where()).toBe(true);
  expect(typeof body.msg === 'string' && body.msg.trim().length > 0, where()).toBe(true);
  expect(stackLike.test(body.msg as string), where()).toBe(false);
  expect(stackLike.test(JSON.stringify(body.data) ?? ''), where()).toBe(false);
  expect(res.status, where()).toBe(httpStatusFor(body.code as number));
  if (body.code === ResultCode.ok) {
    const parsed = call.response.safeParse(body.data);
    expect(parsed.success, `${where()}\n${parsed.success ? '' : z.prettifyError(parsed.error)}`).toBe(true);
  } else {
    expect(body.data, where()).not.toBeUndefined();
  }
}
