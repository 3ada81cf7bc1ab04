import type { z } from 'zod';
import { ResultCode } from '../../src/shared/contract/codes';
import type { CallDefinition } from '../../src/shared/contract/define-call';
import type { Lang } from '../i18n/language';
import { errorBody, type EnvelopeBody } from './envelope';
import { AppError } from './errors';
import { computeSignatureNode, verifySignature } from './request-signature';
import { describeIssue } from './validation-message';

// A contract call's checks before its handler (mount-call.ts runs them in the order answered):
// the body's JSON, the signature with its idempotency key, the payload's shape and schema.

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

/** The path of the first text that holds a NUL character (PostgreSQL cannot store one), or null. */
export function nulTextPath(value: unknown, at = 'body'): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulTextPath(value[i], `${at}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key in record) {
      if (!Object.hasOwn(record, key)) continue;
      if (key.includes('\u0000')) return at;
      const found = nulTextPath(record[key], at === 'body' ? key : `${at}.${key}`);
      if (found) return found;
    }
  }
  return null;
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

/** The signature of a call from a session (it covers the idempotency key, which a write must have). */
export async function checkSignature(
  call: CallDefinition,
  signature: string,
  raw: string,
  secret: string,
  key: string | undefined,
  now: Date,
) {
  await verifySignature(signature, now, call.mutating, (t, version) =>
    computeSignatureNode(secret, t, call.path, raw, key ?? '', version),
  );
  // the signature covers the key: without one, a captured request could be replayed as a new one
  if (call.mutating && key === undefined) {
    throw new AppError(ResultCode.idempotencyKeyInvalid, 'idempotencyKeyRequired');
  }
}

/** The payload validated: its shape, NUL characters, then its schema; a refusal to answer otherwise. */
export function checkPayload<P extends z.ZodType>(
  call: CallDefinition<P>,
  emptyPayload: Record<string, unknown> | null,
  value: unknown,
  lang: Lang,
): z.output<P> | RefusedBody {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError(ResultCode.validation, 'notAnObject');
  }
  const nul = nulTextPath(value);
  if (nul) return new RefusedBody(errorBody(new AppError(ResultCode.validation, 'textNul', { field: nul }), lang));
  // without options first: zod's compiled fast path for objects runs only then (a third of the
  // time); the input is asked for only to describe a refusal (validation-message.ts)
  if (emptyPayload && hasNoKeys(value)) return { ...emptyPayload } as z.output<P>;
  const parsed = call.payload.safeParse(value);
  if (parsed.success) return parsed.data;
  const first = call.payload.safeParse(value, { reportInput: true }).error?.issues[0];
  const msg = first ? describeIssue(first, lang) : 'Invalid request';
  return new RefusedBody({ code: ResultCode.validation, data: 'FAIL', msg });
}
