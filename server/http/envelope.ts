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

/**
 * Writes an envelope with the HTTP status that belongs to its code. With its length, so the
 * compress middleware passes small answers by at once (compressing a 60-byte envelope costs more
 * than it saves) and compresses only those over its threshold.
 */
export function sendEnvelope(c: Context, body: EnvelopeBody, status = httpStatusFor(body.code)) {
  const json = JSON.stringify(body);
  return c.body(json, status as 200, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(json)),
  });
}
