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
 * Calls answered by a small envelope through the context: it carries every header the middleware
 * set before the handler, and it is under the compression threshold. The middleware after the
 * handler then leaves it alone without reading its headers: reading a finished answer's headers
 * makes @hono/node-server build a full Fetch Response (issue 16's profile).
 */
const smallEnvelopeAnswers = new WeakMap<Context, Response>();

/** The call's answer is still the small envelope `sendEnvelope` made (not replaced since). */
export const isSmallEnvelopeAnswer = (c: Context): boolean => smallEnvelopeAnswers.get(c) === c.res;

/**
 * Writes an envelope with the HTTP status that belongs to its code, with its length, so the
 * compress middleware passes small answers by at once and compresses only those over its threshold.
 */
export function sendEnvelope(c: Context, body: EnvelopeBody, status = httpStatusFor(body.code)) {
  const json = JSON.stringify(body);
  const bytes = Buffer.byteLength(json);
  const answer = c.body(json, status as 200, {
    'Content-Type': 'application/json',
    'Content-Length': String(bytes),
  });
  if (bytes < COMPRESS_THRESHOLD_BYTES) smallEnvelopeAnswers.set(c, answer);
  return answer;
}
