import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { ResultCode } from '../../src/shared/contract/codes';
import { DEFAULT_BODY_LIMIT_BYTES } from '../../src/shared/contract/define-call';
import { HeaderName } from '../../src/shared/contract/headers';
import { findSession, type ActiveSession, type SessionUser } from '../auth/session.service';
import { IDEMPOTENCY_KEY_PATTERN } from '../idempotency/idempotency.service';
import { langFromHeader, type Lang } from '../i18n/language';
import type { TextKey } from '../i18n/text-catalogue';
import { bodyTooLarge, requestBodyLimit, sizeLabel } from './body-limit';
import { checkPayload, checkSignature, emptyPayloadOf, readJson, RefusedBody } from './call-checks';
import type { ServerDeps } from './context';
import { answerHeader, sendEnvelope } from './envelope';
import { envelopeForError } from './error-envelope';
import { AppError } from './errors';
import { sha256HexNode, signatureOfHashNode } from './request-signature';

/*
 * The routes that are not JSON calls but are signed as calls are (the image upload, the CSV
 * exports): Hono serves them, for multipart bodies and streamed answers, and this is their one
 * pipeline, with the checks of a contract call (call-checks.ts): the body limit, the session (708
 * without one) before a byte of the body is read, the Idempotency-Key's form, the body, the
 * signature (v1 only for a route that changes nothing), the key a write must have, the route's
 * permission, the body's checks, the route's answer; and one error envelope for every refusal.
 */

/** A body as a signed raw route reads it: what its signature covers, and the input once that held. */
export interface RawBodyReader<In> {
  read(c: Context, now: Date): Promise<{ sha256: string; checked(lang: Lang): In | RefusedBody }>;
}

/** What a route's answer gets: the caller, its permission's result, its input checked. */
export interface SignedRawRequest<In, As> {
  c: Context;
  session: ActiveSession;
  /** What the route's permission made of the caller (e.g. the staff member it acts as). */
  caller: As;
  input: In;
  /** The Idempotency-Key, well formed; always present on a route that changes something. */
  key: string | undefined;
  lang: Lang;
  now: Date;
}

export interface SignedRawRoute<In, As> {
  path: string;
  /** Changes something: a v2 signature and an Idempotency-Key are required, as for mutating calls. */
  mutating: boolean;
  /**
   * Bytes the body may have (1 MB unless given), the size its refusal names (the limit itself unless
   * given) and its text (bodyTooLarge unless given).
   */
  bodyLimit?: { bytes: number; names?: number; text?: TextKey };
  /** Who may: throws a refusal (e.g. 1104) or answers what the caller acts as. */
  permit(user: SessionUser): As;
  body: RawBodyReader<In>;
  answer(request: SignedRawRequest<In, As>): Response | Promise<Response>;
}

/** A JSON body checked as a call's payload is (call-checks.ts), signed over its text. */
export function jsonBody<P extends z.ZodType>(schema: P): RawBodyReader<z.output<P>> {
  const emptyPayload = emptyPayloadOf(schema);
  return {
    async read(c) {
      const raw = await c.req.text();
      return {
        sha256: sha256HexNode(raw),
        checked: (lang) => checkPayload(schema, emptyPayload, readJson(c.req.header('content-type'), raw), lang),
      };
    },
  };
}

const ownLimits = new WeakMap<Hono, Set<string>>();

/** The path is a signed raw route's, which holds its body to its own limit (app.ts skips its 1 MB). */
export const hasOwnBodyLimit = (app: Hono, path: string): boolean => ownLimits.get(app)?.has(path) ?? false;

/** Mounts a signed raw route: POST `route.path` on Hono, through the one pipeline above. */
export function mountSignedRawRoute<In, As>(app: Hono, deps: ServerDeps, route: SignedRawRoute<In, As>) {
  const bytes = route.bodyLimit?.bytes ?? DEFAULT_BODY_LIMIT_BYTES;
  const label = sizeLabel(route.bodyLimit?.names ?? bytes);
  let paths = ownLimits.get(app);
  if (!paths) ownLimits.set(app, (paths = new Set()));
  paths.add(route.path);

  app.post(route.path, requestBodyLimit(bytes, bodyTooLarge(label, route.bodyLimit?.text)), async (c) => {
    const lang = langFromHeader(c.req.header(HeaderName.language));
    const now = new Date();
    let bodyRead = false;
    try {
      const userKey = c.req.header(HeaderName.userKey) ?? '';
      const session = userKey ? await findSession(deps.database.db, userKey, now) : null;
      if (!session) throw new AppError(ResultCode.sessionExpired, 'sessionExpired');
      const key = c.req.header(HeaderName.idempotencyKey);
      if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw new AppError(ResultCode.idempotencyKeyInvalid, 'idempotencyKeyInvalid');
      }
      const body = await route.body.read(c, now);
      bodyRead = true;
      const { secret } = session;
      await checkSignature(
        route,
        c.req.header(HeaderName.signature) ?? '',
        (t, version) => signatureOfHashNode(secret, t, route.path, body.sha256, key ?? '', version),
        key,
        now,
      );
      const caller = route.permit(session.user);
      const input = body.checked(lang);
      if (input instanceof RefusedBody) return sendEnvelope(c, input.body);
      return await route.answer({ c, session, caller, input, key, lang, now });
    } catch (error) {
      // a refusal before the whole body was read leaves bytes on the connection: close it
      if (!bodyRead) answerHeader(c, 'Connection', 'close');
      return sendEnvelope(c, envelopeForError(error, lang, deps.log, route.path));
    }
  });
}
