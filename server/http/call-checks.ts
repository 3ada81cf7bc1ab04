import type { z } from 'zod';
import { ResultCode } from '../../src/shared/contract/codes';
import type { SignatureVersion } from '../../src/shared/lib/signature';
import type { Lang } from '../i18n/language';
import { errorBody, type EnvelopeBody } from './envelope';
import { AppError } from './errors';
import { verifySignature } from './request-signature';
import { describeIssue } from './validation-message';

// A contract call's checks before its handler (mount-call.ts runs them in the order answered), which
// signed raw routes share (signed-raw-route.ts): the body's JSON, the signature with its idempotency
// key, the payload's shape and schema.

/** Parses the JSON body; an empty body counts as `{}`. */
export function readJson(type: string | undefined, raw: string): unknown {
  if (
    type &&
    type !== 'application/json' &&
    !/^application\/(.+\+)?json\b/i.test(type) &&
    !/^text\/plain\b/i.test(type)
  ) {
    throw new AppError(ResultCode.unsupportedMediaType, 'unsupportedMediaType');
  }
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new AppError(ResultCode.badJson, 'badJson');
  }
}

/**
 * How deep a body may nest (the body object is level 1). The contract's deepest payload is a few
 * levels (deep-body.test.ts holds it to half of this); the cap bounds the walk below and every
 * other walk of a body (zod, a handler), so a body nested thousands of levels deep, which JSON.parse
 * builds without complaint, is refused as bad input instead of overflowing the stack (5000).
 */
export const MAX_BODY_DEPTH = 32;

const TOO_DEEP: unique symbol = Symbol('too deep');

/** The path of the first text holding a NUL character, TOO_DEEP past the cap, else null. */
function badPart(value: unknown, at: string, depth: number): string | typeof TOO_DEEP | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (typeof value !== 'object' || value === null) return null;
  // recursion stops at the cap: at most MAX_BODY_DEPTH frames, whatever arrived
  if (depth > MAX_BODY_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = badPart(value[i], `${at}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    if (key.includes('\u0000')) return at;
    const found = badPart(record[key], at === 'body' ? key : `${at}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Why a parsed body cannot be taken as it is, or null: a text holding a NUL character (PostgreSQL
 * cannot store one), named by its path, or nesting deeper than MAX_BODY_DEPTH.
 */
export function bodyRefusal(value: unknown): AppError | null {
  const found = badPart(value, 'body', 1);
  if (found === null) return null;
  if (found === TOO_DEEP) return new AppError(ResultCode.validation, 'bodyTooDeep', { depth: MAX_BODY_DEPTH });
  return new AppError(ResultCode.validation, 'textNul', { field: found });
}

/**
 * What the payload schema makes of `{}`, when that is a flat object of plain values (defaults such
 * as a page number): a call sent without a payload is then answered without running zod, with a
 * copy of it. Null when `{}` is refused or its defaults hold objects a handler could change.
 */
export function emptyPayloadOf(schema: z.ZodType): Record<string, unknown> | null {
  const parsed = schema.safeParse({});
  if (!parsed.success || typeof parsed.data !== 'object' || parsed.data === null) return null;
  const data = parsed.data as Record<string, unknown>;
  return Object.values(data).every((v) => v === null || typeof v !== 'object') ? data : null;
}

const hasNoKeys = (value: object) => {
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
};

/** A check's refusal that is answered as an envelope (not thrown): a validation message. */
export class RefusedBody {
  constructor(readonly body: EnvelopeBody) {}
}

/**
 * The signature of a request from a session, a contract call or a signed raw route: `mac` is what it
 * should be for a time stamp and version. It covers the idempotency key, which a write must have.
 */
export async function checkSignature(
  target: { mutating: boolean },
  signature: string,
  mac: (t: number, version: SignatureVersion) => string,
  key: string | undefined,
  now: Date,
) {
  await verifySignature(signature, now, target.mutating, mac);
  // the signature covers the key: without one, a captured request could be replayed as a new one
  if (target.mutating && key === undefined) {
    throw new AppError(ResultCode.idempotencyKeyInvalid, 'idempotencyKeyRequired');
  }
}

/**
 * The payload validated: its shape, NUL characters and depth, then its schema; a refusal to answer
 * otherwise. Contract calls (mount-call.ts) and signed raw routes (signed-raw-route.ts) alike.
 */
export function checkPayload<P extends z.ZodType>(
  schema: P,
  emptyPayload: Record<string, unknown> | null,
  value: unknown,
  lang: Lang,
): z.output<P> | RefusedBody {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError(ResultCode.validation, 'notAnObject');
  }
  const refusal = bodyRefusal(value);
  if (refusal) return new RefusedBody(errorBody(refusal, lang));
  // without options first: zod's compiled fast path for objects runs only then (a third of the
  // time); the input is asked for only to describe a refusal (validation-message.ts)
  if (emptyPayload && hasNoKeys(value)) return { ...emptyPayload } as z.output<P>;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const first = schema.safeParse(value, { reportInput: true }).error?.issues[0];
  const msg = first ? describeIssue(first, lang) : 'Invalid request';
  return new RefusedBody({ code: ResultCode.validation, data: 'FAIL', msg });
}
