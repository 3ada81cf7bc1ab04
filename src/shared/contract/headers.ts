/**
 * Header names of the API (DESIGN §3, spec §7): the one place they are written. The app, the
 * service worker and the server read them from here.
 */
export const HeaderName = {
  channel: 'channel',
  language: 'language',
  version: 'version',
  sys: 'sys',
  userKey: 'userKey',
  signature: 'signature',
  idempotencyKey: 'Idempotency-Key',
} as const;

/** The fixed values of spec §7's `channel` and `sys` headers (the app's). */
export const HeaderValue = { channel: '8', sys: '10' } as const;

/** Response headers the API sets. */
export const ResponseHeaderName = {
  /** 'true' on an answer replayed from the idempotency store. */
  idempotentReplayed: 'Idempotent-Replayed',
} as const;
