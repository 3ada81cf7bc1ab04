/** Failures of a MyInvois call. Neither carries the client secret: see `scrub` in `token.ts`. */

/** Any answer LHDN gave that is not what the call expects, or no answer at all (status 0). */
export class MyInvoisError extends Error {
  readonly status: number;
  readonly code: string;
  /** LHDN's `correlationId` header, for a support ticket. */
  readonly correlationId: string | null;

  constructor(status: number, code: string, message: string, correlationId: string | null = null) {
    super(message);
    this.name = 'MyInvoisError';
    this.status = status;
    this.code = code;
    this.correlationId = correlationId;
  }
}

/**
 * LHDN answered 429: nothing was done, and the caller should reschedule the same call after
 * `retryAfterSeconds` rather than retry at once (LHDN throttles per client ID).
 */
export class MyInvoisRateLimited extends Error {
  readonly status = 429;
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(`MyInvois is rate limiting this client: retry after ${retryAfterSeconds} s`);
    this.name = 'MyInvoisRateLimited';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Used when a 429 or 422 comes without a usable Retry-After: one minute is LHDN's rate-limit window. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** A Retry-After header, in whole seconds: either delay-seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now: Date): number {
  if (header === null || header.trim() === '') return DEFAULT_RETRY_AFTER_SECONDS;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value));
  const at = Date.parse(value);
  if (Number.isNaN(at)) return DEFAULT_RETRY_AFTER_SECONDS;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}
