import type { z } from 'zod';

/** Who may make a call: anybody, a logged-in customer or staff member, or staff only. */
export type CallAuth = 'public' | 'user' | 'staff';

/** A call's body may be this large (bytes) unless the call declares its own `bodyLimit`. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

export interface CallDefinition<
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  Path extends string = string,
> {
  /** Kept as its literal type, so the app's path constants are checked against it. */
  path: Path;
  summary: string;
  auth: CallAuth;
  /** Mutating calls honour `Idempotency-Key` and are never cached by the service worker. */
  mutating: boolean;
  /**
   * The answer carries a session's secrets (the login calls): it is never stored for idempotency,
   * so a replay of the same key is told to log in again instead (1204).
   */
  secretAnswer?: true;
  /**
   * The most bytes its body may have (default DEFAULT_BODY_LIMIT_BYTES): a larger one is refused
   * with 413 naming this limit, before it is read (server/http/call-listener.ts).
   */
  bodyLimit?: number;
  payload: P;
  response: R;
}

/** Declares one API call; the server validates with it and the app takes its types from it. */
export function defineCall<P extends z.ZodType, R extends z.ZodType, const Path extends string>(
  def: CallDefinition<P, R, Path>,
): CallDefinition<P, R, Path> {
  return def;
}

export type PayloadOf<C> = C extends CallDefinition<infer P, z.ZodType, string> ? z.input<P> : never;
export type ResponseOf<C> = C extends CallDefinition<z.ZodType, infer R, string> ? z.output<R> : never;

declare const callOf: unique symbol;

/**
 * A call as the app sends it: its path, typed by the contract's definition. At run time it is the
 * path string; its type is the path's literal type with a type-only link to the definition, from
 * which `callApi` and the outbox's `enqueue` take the payload and answer types. A bare string is
 * not a CallRef, so every call goes through `api.*` (call-paths.ts), whose paths are checked
 * against the contract.
 */
export type CallRef<C extends CallDefinition> = C['path'] & { readonly [callOf]: C };
