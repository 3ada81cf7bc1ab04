import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESS_THRESHOLD_BYTES, isSmallEnvelopeAnswer } from './envelope';

/**
 * Hono's compress for every answer of at least 1 KB (the app's files come precompressed:
 * server/static/static-files.ts). A small envelope is known small without reading its headers, so
 * it passes at once; anything else goes through Hono's own checks, run after the handler.
 */
export function compressAnswers(): MiddlewareHandler {
  const compressLarge = compress({ threshold: COMPRESS_THRESHOLD_BYTES });
  const finished = async () => {};
  return async (c, next) => {
    await next();
    if (isSmallEnvelopeAnswer(c)) return;
    await compressLarge(c, finished);
  };
}
