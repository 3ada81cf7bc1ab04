import { isDeepStrictEqual } from 'node:util';
import { StripeApiError } from './errors';
import type { FormObject } from './form-body';

/** A response kept for replay: what was asked, and what was answered. */
export interface SavedResponse {
  path: string;
  params: FormObject;
  status: number;
  body: string;
  requestId: string;
}

export type IdempotencyVerdict =
  { kind: 'new' } | { kind: 'replay'; saved: SavedResponse } | { kind: 'refused'; error: StripeApiError };

/**
 * Stripe's v1 idempotency: the first response to a key is saved (per secret key) and answered again
 * to a retry with the same parameters; a key reused for another endpoint or other parameters is an
 * idempotency_error. Stripe keeps keys for at least 24 hours; a test never outlives that, so the
 * fake never prunes.
 */
export class IdempotencyStore {
  private readonly saved = new Map<string, SavedResponse>();

  private static slot(secretKey: string, key: string): string {
    return `${secretKey}\n${key}`;
  }

  check(secretKey: string, key: string, path: string, params: FormObject): IdempotencyVerdict {
    const saved = this.saved.get(IdempotencyStore.slot(secretKey, key));
    if (!saved) return { kind: 'new' };
    const tryAnother = `Try using a key other than '${key}' if you meant to execute a different request.`;
    if (saved.path !== path) {
      return {
        kind: 'refused',
        error: new StripeApiError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${path}' vs '${saved.path}'). ${tryAnother}`,
        ),
      };
    }
    if (!isDeepStrictEqual(saved.params, params)) {
      return {
        kind: 'refused',
        error: new StripeApiError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. ${tryAnother}`,
        ),
      };
    }
    return { kind: 'replay', saved };
  }

  save(secretKey: string, key: string, response: SavedResponse): void {
    this.saved.set(IdempotencyStore.slot(secretKey, key), response);
  }
}
