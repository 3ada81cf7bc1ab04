import { ResultCode } from '../../src/shared/contract/codes';
import type { Localized } from '../db/schema';
import type { TextKey, TextParams } from '../i18n/text-catalogue';

/**
 * A refusal the caller should see. Thrown, it rolls the call's transaction back; returned from a
 * handler (see `Refusal`), the transaction commits first (e.g. a counted wrong OTP attempt).
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: TextKey,
    readonly params: TextParams = {},
    /** Overrides `data` in the envelope; defaults to 'FAIL' so the client toasts `msg`. */
    readonly data: unknown = 'FAIL',
  ) {
    super(messageKey);
  }
}

/** A handler's deliberate failure answer, returned instead of thrown so its writes are kept. */
export class Refusal {
  constructor(readonly error: AppError) {}
}

/**
 * A success whose `msg` is not the usual 'Success' (e.g. 'Phone number successfully changed, please
 * log in again'): return `succeed(data, key)` from a handler.
 */
export class Success<T = unknown> {
  constructor(
    readonly data: T,
    readonly messageKey: TextKey,
    readonly params: TextParams = {},
  ) {}
}

export const succeed = <T>(data: T, key: TextKey, params?: TextParams) => new Success(data, key, params);

export const refuse = (code: number, key: TextKey, params?: TextParams) => new Refusal(new AppError(code, key, params));

export const notFound = (thing: Localized) => new AppError(ResultCode.notFound, 'notFound', { thing });
export const forbidden = () => new AppError(ResultCode.forbidden, 'forbidden');

/**
 * The caller of a call that needs a session: the pipeline refuses a call without one before its
 * handler runs, so this only narrows the type, with the same answer should it ever be reached.
 */
export function signedIn<U>(user: U | null): U {
  if (!user) throw new AppError(ResultCode.sessionExpired, 'sessionExpired');
  return user;
}

/** The signed-in caller's user id (see `signedIn`). */
export const callerId = (user: { id: number } | null): number => signedIn(user).id;
