import { HTTPException } from 'hono/http-exception';
import { ResultCode } from '../../src/shared/contract/codes';
import type { Lang } from '../i18n/language';
import type { Logger } from '../log';
import { errorBody, type EnvelopeBody } from './envelope';
import { AppError } from './errors';

/** Out of range, invalid text representation, too long, NUL or untranslatable text, bad or overflowing dates. */
const BAD_INPUT_SQLSTATES = new Set(['22003', '22P02', '22001', '22021', '22P05', '22007', '22008']);

/** The SQLSTATE of a PostgreSQL error, also when a driver or drizzle wrapped it. */
function postgresErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * The one error path: the envelope of anything a call threw, in the caller's language. A refusal
 * (AppError) says what it is; anything else is logged and answered as an internal error.
 */
export function envelopeForError(error: unknown, lang: Lang, log: Logger, path: string): EnvelopeBody {
  if (error instanceof AppError) return errorBody(error, lang);
  // a number, text or date the database cannot hold (an id beyond 32 bits, a NUL character,
  // 2027-02-29) is bad input, not a fault; validation refuses these first, this is the backstop
  const pgCode = postgresErrorCode(error);
  if (pgCode && BAD_INPUT_SQLSTATES.has(pgCode)) {
    return errorBody(new AppError(ResultCode.validation, 'fieldInvalid', { field: 'body' }), lang);
  }
  if (error instanceof HTTPException && error.status === 413) {
    return errorBody(new AppError(ResultCode.bodyTooLarge, 'bodyTooLarge', { limit: '1 MB' }), lang);
  }
  log.error({ err: error, path }, 'unhandled error');
  return errorBody(new AppError(ResultCode.internal, 'internal'), lang);
}
