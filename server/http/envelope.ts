import type { Context } from 'hono';
import { httpStatusFor, ResultCode } from '../../src/shared/contract/codes';
import type { Lang } from '../i18n/language';
import { translate } from '../i18n/text-catalogue';
import type { AppError } from './errors';

export interface EnvelopeBody {
  code: number;
  data: unknown;
  msg: string;
}

const okMessages = new Map<Lang, string>();

/** The success message in `lang`, translated once per language (it has no parameters). */
function okMessage(lang: Lang): string {
  let msg = okMessages.get(lang);
  if (msg === undefined) {
    msg = translate('ok', lang);
    okMessages.set(lang, msg);
  }
  return msg;
}

export function successBody(data: unknown, lang: Lang): EnvelopeBody {
  return { code: ResultCode.ok, data: data ?? null, msg: okMessage(lang) };
}

export function errorBody(error: AppError, lang: Lang): EnvelopeBody {
  return { code: error.code, data: error.data, msg: translate(error.messageKey, lang, error.params) };
}

/** Answers under this many bytes are sent as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Calls answered by a small envelope (`sendEnvelope`): it carries the security headers and those
 * the call added, and it is under the compression threshold. The middleware after the
 * handler then leaves it alone without reading its headers: reading a finished answer's headers
 * makes @hono/node-server build a full Fetch Response (docs/decisions/016-server-speed.md#part-3).
 */
const smallEnvelopeAnswers = new WeakMap<Context, Response>();

/** The call's answer is still the small envelope `sendEnvelope` made (not replaced since). */
export const isSmallEnvelopeAnswer = (c: Context): boolean => smallEnvelopeAnswers.get(c) === c.res;

/**
 * Headers an envelope answer carries besides its type and length: the security headers
 * (security-headers.ts, per app) and any a call adds (`answerHeader`). Kept per request as a plain
 * object, not through `c.header()`: Hono keeps those in a Fetch `Headers`, which @hono/node-server
 * then copies header by header into Node's answer (9% of a health call's CPU:
 * docs/decisions/016-server-speed.md#part-4).
 */
const envelopeHeaders = new WeakMap<Context, Record<string, string>>();

/** The headers every answer of this request carries (set once, before the handler). */
export function setBaseHeaders(c: Context, headers: Readonly<Record<string, string>>) {
  envelopeHeaders.set(c, { ...headers });
}

/** A header for this request's envelope answer (e.g. a replayed answer, a connection to close). */
export function answerHeader(c: Context, name: string, value: string) {
  const headers = envelopeHeaders.get(c);
  if (headers) headers[name] = value;
  else envelopeHeaders.set(c, { [name]: value });
}

/**
 * Writes an envelope with the HTTP status that belongs to its code, with its length. An answer
 * under the compression threshold is a Response with plain headers, written by Node as they are;
 * a larger one goes through Hono's context, and the compress middleware after the handler.
 */
export function sendEnvelope(c: Context, body: EnvelopeBody, status = httpStatusFor(body.code)) {
  const json = JSON.stringify(body);
  const bytes = Buffer.byteLength(json);
  const headers: Record<string, string> = {
    ...envelopeHeaders.get(c),
    'Content-Type': 'application/json',
    'Content-Length': String(bytes),
  };
  if (bytes < COMPRESS_THRESHOLD_BYTES) {
    const answer = new Response(json, { status, headers });
    smallEnvelopeAnswers.set(c, answer);
    return answer;
  }
  return c.body(json, status as 200, headers);
}
