/** Arbitraries of values for the contract fuzz: valid, nasty and mutated, from a call's JSON schema. */
import fc from 'fast-check';
import { dictionaryIds } from '../../../src/shared/contract/content';

/** A JSON Schema node, as much of it as the generator reads. */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  items?: SchemaNode;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
}

export const printableAscii = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((n) => String.fromCharCode(n)),
  maxLength: 40,
});

/** Unicode that tends to break things: RTL, zero-width, surrogates, emoji, NUL, combining marks. */
const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e\u0631\u0648\u062f\u0627',
    '\u200b\u200c\u200d\ufeff',
    '\ud800',
    '\udfff',
    '\ud83d\ude97\ud83d\udd27',
    'Z\u0351\u036b\u0343\u036a\u0302\u036b\u033d',
    '𠜎𠜱𠝹',
    "' OR 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    '${7*7}{{7*7}}',
    '../../../../etc/passwd',
    '%00%0d%0a',
    '__proto__',
    'constructor',
    'NaN',
    'Infinity',
    '-Infinity',
    'null',
    'undefined',
    'true',
    '1e309',
    '-0',
    '0x10',
    '٠١٢٣٤٥',
    '０１２３４５６７８９',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

const hugeString = fc
  .constantFrom(1_000, 70_000, 400_000)
  .chain((n) => fc.constantFrom('x', '9', 'é', '𠜎').map((ch) => ch.repeat(n)));

const weirdNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    -1.5,
    0.1,
    2 ** 31 - 1,
    2 ** 31,
    2 ** 32,
    2 ** 53 - 1,
    2 ** 53,
    -(2 ** 31) - 1,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e-300,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Values of any JSON type, nested a little; used to replace a field's value. */
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  weirdNumber,
  nastyString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 5 }),
  fc.dictionary(nastyString, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
);

/** A plausible string for a field, from its name and schema (keeps valid-looking payloads valid). */
function plausibleString(name: string, node: SchemaNode): fc.Arbitrary<string> {
  if (name === 'phone') {
    return fc.oneof(
      fc.constantFrom('+60123456789', '0123456789', '012-345 6789', '+60 11-2345 6789', '60198765432'),
      fc.integer({ min: 10_000_000, max: 99_999_999 }).map((n) => `+6012${n}`),
    );
  }
  if (node.pattern === '^\\d{6}$' || name === 'code')
    return fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0'));
  if (name === 'dictionaryId') return fc.constantFrom(...dictionaryIds, 'NOPE');
  const min = node.minLength ?? 0;
  const max = Math.max(min, Math.min(node.maxLength ?? 24, 24));
  return fc.string({ minLength: min, maxLength: max });
}

/** A value that satisfies (or nearly satisfies) one schema node. */
function validValue(name: string, node: SchemaNode, depth = 0): fc.Arbitrary<unknown> {
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum && node.enum.length > 0) return fc.constantFrom(...node.enum);
  const variants = node.anyOf ?? node.oneOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map((v) => validValue(name, v, depth + 1)));
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'integer': {
      const min = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : 0);
      const max = Math.min(node.maximum ?? 1_000, min + 1_000);
      // small ids hit seeded rows; the rest exercise "not found"
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 5) }), fc.integer({ min, max }));
    }
    case 'number':
      return fc.double({ min: node.minimum ?? -1e6, max: node.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return plausibleString(name, node);
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(validValue(name, node.items ?? {}, depth + 1), { maxLength: 4 });
    case 'object':
      return depth > 3 ? fc.constant({}) : validObject(node, depth + 1);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

export function validObject(node: SchemaNode, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const props = node.properties ?? {};
  const required = new Set(node.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, child] of Object.entries(props)) model[key] = validValue(key, child, depth);
  const requiredKeys = Object.keys(props).filter((k) => required.has(k));
  return fc.record(model, { requiredKeys });
}

type Mutation = { kind: 'drop' } | { kind: 'set'; value: unknown } | { kind: 'keep' };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 2, arbitrary: fc.constant<Mutation>({ kind: 'keep' }) },
  { weight: 1, arbitrary: fc.constant<Mutation>({ kind: 'drop' }) },
  { weight: 3, arbitrary: junkValue.map<Mutation>((value) => ({ kind: 'set', value })) },
);

/** Extra keys that should be ignored (or refused), never crash the server. */
const extraKeys = fc.dictionary(
  fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'userId', 'role', 'id', ''),
    nastyString,
  ),
  junkValue,
  { maxKeys: 3 },
);

/** A valid-looking object from the schema with some fields dropped, retyped or blown up. */
export function mutatedObject(node: SchemaNode): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(node.properties ?? {});
  return fc
    .tuple(
      validObject(node),
      fc.tuple(...keys.map(() => mutation)),
      extraKeys,
      // now and then one field is blown up (costly to send, so not on every body)
      fc.option(fc.tuple(fc.nat(), hugeString), { freq: 8 }),
    )
    .map(([base, mutations, extras, huge]) => {
      // built as JSON text later, so `__proto__` travels as an own key like a hostile client sends it
      const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      for (const [key, value] of Object.entries(extras)) out[key] = value;
      keys.forEach((key, i) => {
        const m = mutations[i] ?? { kind: 'keep' };
        if (m.kind === 'drop') return;
        if (m.kind === 'set') out[key] = m.value;
        else if (key in base) out[key] = base[key];
      });
      if (huge) out[keys.length > 0 ? keys[huge[0] % keys.length]! : 'x'] = huge[1];
      return out;
    });
}
