/**
 * Every `code` the server can put in the envelope. The README's code table is generated from
 * this list (scripts/print-codes.ts) so the two cannot drift apart.
 */
export const ResultCode = {
  ok: 200,
  /** Session key unknown, expired or revoked: the client logs out. */
  sessionExpired: 708,
  /** A failure the client must not toast (docs/product.md#errors). */
  silent: 100151,

  badJson: 1001,
  bodyTooLarge: 1002,
  validation: 1003,
  unknownPath: 1004,
  methodNotAllowed: 1005,
  unsupportedMediaType: 1006,

  signatureMissing: 1101,
  signatureStale: 1102,
  signatureInvalid: 1103,
  forbidden: 1104,
  /** A v1 signature (an app before 1.1) on a call that changes something: update the app. */
  signatureOutdated: 1105,

  idempotencyKeyReused: 1201,
  idempotencyInProgress: 1202,
  /** The Idempotency-Key header is malformed, or missing on a signed call that changes something. */
  idempotencyKeyInvalid: 1203,
  /** A replayed login: its answer held session secrets, which are never stored. Log in again. */
  idempotencyAnswerGone: 1204,

  otpWrong: 1301,
  otpExpired: 1302,
  otpTooManyTries: 1303,
  otpCooldown: 1304,
  otpRateLimited: 1305,
  otpMissing: 1306,
  phoneInvalid: 1307,
  accountDisabled: 1308,
  /** Staff password login: wrong phone or password. */
  passwordWrong: 1309,
  /** Five wrong passwords in a row: password login paused for 15 minutes. */
  passwordLocked: 1310,

  notFound: 1401,
  illegalTransition: 1402,
  conflict: 1403,

  /** Too many requests of one kind from one user, address or for one thing; retry later. */
  rateLimited: 1501,

  internal: 5000,
  unavailable: 5003,
} as const;

export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** HTTP status that travels with each code: 5xx only for faults worth retrying. */
export function httpStatusFor(code: number): number {
  if (code === ResultCode.ok) return 200;
  if (code === ResultCode.sessionExpired) return 401;
  if (code === ResultCode.bodyTooLarge) return 413;
  if (code === ResultCode.unknownPath || code === ResultCode.notFound) return 404;
  if (code === ResultCode.methodNotAllowed) return 405;
  if (code === ResultCode.unsupportedMediaType) return 415;
  if ((code >= 1101 && code <= 1103) || code === ResultCode.signatureOutdated) return 401;
  if (code === ResultCode.forbidden) return 403;
  if (
    code === ResultCode.idempotencyKeyReused ||
    code === ResultCode.idempotencyInProgress ||
    code === ResultCode.idempotencyAnswerGone
  )
    return 409;
  if (
    code === ResultCode.otpCooldown ||
    code === ResultCode.otpRateLimited ||
    code === ResultCode.passwordLocked ||
    code === ResultCode.rateLimited
  )
    return 429;
  if (code === ResultCode.illegalTransition || code === ResultCode.conflict) return 409;
  if (code === ResultCode.internal) return 500;
  if (code === ResultCode.unavailable) return 503;
  return 400;
}
