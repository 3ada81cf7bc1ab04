import type { Context, Hono } from 'hono';
import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { httpStatusFor, ResultCode } from '../../src/shared/contract/codes';
import type { CallDefinition } from '../../src/shared/contract/define-call';
import { HeaderName } from '../../src/shared/contract/envelope';
import { computeSignature, parseSignature, SIGNATURE_MAX_SKEW_SECONDS } from '../../src/shared/lib/signature';
import { findSession, type ActiveSession } from '../auth/session.service';
import type { Db } from '../db/client';
import { claimKey, IDEMPOTENCY_KEY_PATTERN, requestHash, storeAnswer } from '../idempotency/idempotency.service';
import { langFromHeader, type Lang } from '../i18n/language';
import { clientIp, type CallContext, type ServerDeps } from './context';
import { errorBody, sendEnvelope, successBody, type EnvelopeBody } from './envelope';
import { AppError, Refusal, Success } from './errors';
import { describeIssue } from './validation-message';
import { translate } from '../i18n/messages';

export type Handler<P extends z.ZodType, R extends z.ZodType> = (
  payload: z.output<P>,
  ctx: CallContext,
) => Promise<z.input<R> | Refusal | Success<z.input<R>>>;

/** Reads and parses the JSON body; an empty body counts as `{}`. */
async function readJson(c: Context): Promise<{ raw: string; value: unknown }> {
  const type = c.req.header('content-type');
  if (type && !/^application\/(.+\+)?json\b/i.test(type) && !/^text\/plain\b/i.test(type)) {
    // drain the body first so the keep-alive connection survives the refusal
    await c.req.arrayBuffer().catch(() => undefined);
    throw new AppError(ResultCode.unsupportedMediaType, 'unsupportedMediaType');
  }
  const raw = await c.req.text();
  if (raw.trim() === '') return { raw, value: {} };
  try {
    return { raw, value: JSON.parse(raw) as unknown };
  } catch {
    throw new AppError(ResultCode.badJson, 'badJson');
  }
}

function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Checks the `signature` header of a call made with a session (DESIGN §3). */
async function verifySignature(c: Context, session: ActiveSession, path: string, raw: string, now: Date) {
  const header = c.req.header(HeaderName.signature) ?? '';
  if (header === '') throw new AppError(ResultCode.signatureMissing, 'signatureMissing');
  const parsed = parseSignature(header);
  if (!parsed) throw new AppError(ResultCode.signatureInvalid, 'signatureInvalid');
  if (Math.abs(now.getTime() / 1000 - parsed.t) > SIGNATURE_MAX_SKEW_SECONDS) {
    throw new AppError(ResultCode.signatureStale, 'signatureStale');
  }
  const expected = await computeSignature(session.secret, parsed.t, path, raw);
  if (!safeEqualHex(expected, parsed.v1)) throw new AppError(ResultCode.signatureInvalid, 'signatureInvalid');
}

/** Finds the caller's session; a call that needs one without a live one is answered 708. */
async function authenticate(c: Context, deps: ServerDeps, call: CallDefinition, now: Date) {
  const userKey = c.req.header(HeaderName.userKey) ?? '';
  const session = userKey ? await findSession(deps.database.db, userKey, now) : null;
  if (!session && call.auth !== 'public') throw new AppError(ResultCode.sessionExpired, 'sessionExpired');
  if (session && call.auth === 'staff' && session.user.role === 'customer') {
    throw new AppError(ResultCode.forbidden, 'forbidden');
  }
  return session;
}

async function runHandler<P extends z.ZodType, R extends z.ZodType>(
  handler: Handler<P, R>,
  payload: z.output<P>,
  ctx: CallContext,
): Promise<EnvelopeBody> {
  const result = await handler(payload, ctx);
  if (result instanceof Refusal) return errorBody(result.error, ctx.lang);
  if (result instanceof Success) {
    return { ...successBody(result.data, ctx.lang), msg: translate(result.messageKey, ctx.lang, result.params) };
  }
  return successBody(result, ctx.lang);
}

/**
 * Mounts one contract call: JSON body, session and signature, validation, idempotency and the
 * envelope are handled here once, so handlers hold only the business rule.
 */
export function mountCall<P extends z.ZodType, R extends z.ZodType>(
  app: Hono,
  deps: ServerDeps,
  call: CallDefinition<P, R>,
  handler: Handler<P, R>,
) {
  app.post(call.path, async (c) => {
    const lang: Lang = langFromHeader(c.req.header(HeaderName.language));
    const now = new Date();
    const { raw, value } = await readJson(c);
    const session = await authenticate(c, deps, call, now);
    if (session) await verifySignature(c, session, call.path, raw, now);

    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new AppError(ResultCode.validation, 'notAnObject');
    }
    const parsed = call.payload.safeParse(value, { reportInput: true });
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const msg = first ? describeIssue(first, lang) : 'Invalid request';
      return sendEnvelope(c, { code: ResultCode.validation, data: 'FAIL', msg });
    }

    const base = { deps, lang, session, user: session?.user ?? null, ip: clientIp(c, deps.config.trustProxy), now };
    if (!call.mutating) {
      return sendEnvelope(c, await runHandler(handler, parsed.data, { ...base, db: deps.database.db }));
    }

    const key = c.req.header(HeaderName.idempotencyKey);
    if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new AppError(ResultCode.idempotencyKeyInvalid, 'idempotencyKeyInvalid');
    }
    const scope = session ? `u:${session.user.id}` : `ip:${base.ip}`;
    const outcome = await deps.database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      if (key) {
        const stored = await claimKey(db, scope, key, call.path, requestHash(call.path, raw));
        if (stored) return { body: stored.body as EnvelopeBody, replayed: true };
      }
      const body = await runHandler(handler, parsed.data, { ...base, db });
      if (key) await storeAnswer(db, scope, key, { httpStatus: httpStatusFor(body.code), body });
      return { body, replayed: false };
    });
    if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
    return sendEnvelope(c, outcome.body);
  });
}
