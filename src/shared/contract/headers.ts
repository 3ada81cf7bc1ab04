/**
 * Header names of the API (docs/architecture.md#headers): the one place they are written. The app, the
 * service worker and the server read them from here.
 */
export const HeaderName = {
  channel: 'channel',
  language: 'language',
  /** The release the app runs (its stored USERDEV version; the build's own before the first check). */
  version: 'version',
  /** A random id of the install: adoption counts devices per version, nothing else reads it. */
  device: 'device',
  sys: 'sys',
  userKey: 'userKey',
  signature: 'signature',
  idempotencyKey: 'Idempotency-Key',
} as const;

/** The fixed values of the `channel` and `sys` headers (the app's; docs/product.md#headers). */
export const HeaderValue = { channel: '8', sys: '10' } as const;

/** Response headers the API sets. */
export const ResponseHeaderName = {
  /** 'true' on an answer replayed from the idempotency store. */
  idempotentReplayed: 'Idempotent-Replayed',
} as const;
