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

export function successBody(data: unknown, lang: Lang): EnvelopeBody {
  return { code: ResultCode.ok, data: data ?? null, msg: translate('ok', lang) };
}

export function errorBody(error: AppError, lang: Lang): EnvelopeBody {
  return { code: error.code, data: error.data, msg: translate(error.messageKey, lang, error.params) };
}

/** Writes an envelope with the HTTP status that belongs to its code. */
export function sendEnvelope(c: Context, body: EnvelopeBody, status = httpStatusFor(body.code)) {
  return c.json(body, status as 200);
}
