import type { Hono } from 'hono';
import type { z } from 'zod';
import { httpStatusFor, ResultCode } from '../../src/shared/contract/codes';
import { DEFAULT_BODY_LIMIT_BYTES, type CallDefinition } from '../../src/shared/contract/define-call';
import { HeaderName, ResponseHeaderName } from '../../src/shared/contract/headers';
import {
  checkedSession,
  findSession,
  forgetSession,
  rememberedSession,
  sessionCheckStatement,
  type ActiveSession,
  type SessionUser,
} from '../auth/session.service';
import { bracketedTransaction, type Statement } from '../db/bracketed-transaction';
import type { Db } from '../db/client';
import {
  answerOfClaimedKey,
  claimStatement,
  IDEMPOTENCY_KEY_PATTERN,
  requestHash,
  storeStatement,
} from '../idempotency/idempotency.service';
import { recordedNotices } from '../inbox/notify';
import { langFromHeader, type Lang } from '../i18n/language';
import type { CallContext, ServerDeps } from './context';
import { sizeLabel } from './body-limit';
import { checkPayload, checkSignature, emptyPayloadOf, readJson, RefusedBody } from './call-checks';
import { errorBody, successBody, type EnvelopeBody } from './envelope';
import { AppError, Refusal, Success } from './errors';
import { computeSignatureNode } from './request-signature';
import { translate } from '../i18n/text-catalogue';

export type Handler<P extends z.ZodType, R extends z.ZodType> = (
  payload: z.output<P>,
  ctx: CallContext,
) => Promise<z.input<R> | Refusal | Success<z.input<R>>>;

/**
 * One contract call as it arrived, whoever carries it (call-listener.ts, from Node's request): its
 * headers by lower-case name, the whole body as text, the caller's address.
 */
export interface CallRequest {
  header(lowerCaseName: string): string | undefined;
  raw: string;
  ip: string;
}

/** A call's envelope and the headers it adds to the answer (a replayed answer says so). */
export interface CallAnswer {
  body: EnvelopeBody;
  headers: Record<string, string> | null;
}

/** Answers one call; a refusal it throws (AppError) is answered by the caller (error-envelope.ts). */
export type CallAnswerer = (request: CallRequest) => Promise<CallAnswer>;

// the request headers a call reads, as Node keys them
const userKeyHeader = HeaderName.userKey.toLowerCase();
const languageHeader = HeaderName.language.toLowerCase();
const idempotencyKeyHeader = HeaderName.idempotencyKey.toLowerCase();
const signatureHeader = HeaderName.signature.toLowerCase();

/** Finds the caller's session; a call that needs one without a live one is answered 708. */
function authenticate(
  userKey: string,
  deps: ServerDeps,
  call: CallDefinition,
  now: Date,
): ActiveSession | null | Promise<ActiveSession | null> {
  // without a key there is nothing to look up: no promise to wait for on a public call
  return userKey ? findSession(deps.database.db, userKey, now).then((s) => allowed(s, call)) : allowed(null, call);
}

function allowed(session: ActiveSession | null, call: CallDefinition): ActiveSession | null {
  if (!session && call.auth !== 'public') throw new AppError(ResultCode.sessionExpired, 'sessionExpired');
  if (session && call.auth === 'staff' && session.user.role === 'customer') {
    throw new AppError(ResultCode.forbidden, 'forbidden');
  }
  return session;
}

/** A handler's result as an envelope: a refusal, a success with its own message, or plain data. */
function envelopeOf<R>(result: R | Refusal | Success<R>, lang: Lang): EnvelopeBody {
  if (result instanceof Refusal) return errorBody(result.error, lang);
  if (result instanceof Success) {
    return { ...successBody(result.data, lang), msg: translate(result.messageKey, lang, result.params) };
  }
  return successBody(result, lang);
}

/**
 * One call's context: a class, so that every call builds one small object of one shape (a spread
 * object and a closure per call showed in the profile of the smallest calls:
 * docs/decisions/016-server-speed.md#part-6).
 */
class CallScope implements CallContext {
  readonly user: SessionUser | null;
  /** What afterCommit was given, in order; null until it is first called. */
  tasks: (() => Promise<unknown>)[] | null = null;

  constructor(
    readonly deps: ServerDeps,
    readonly lang: Lang,
    readonly session: ActiveSession | null,
    readonly ip: string,
    readonly now: Date,
    public db: Db,
  ) {
    this.user = session?.user ?? null;
  }

  afterCommit(task: () => Promise<unknown>): void {
    (this.tasks ??= []).push(task);
  }

  /** Runs what afterCommit was given; a failure is logged, not answered (context.ts). */
  async runTasks(path: string) {
    for (const task of this.tasks ?? []) {
      await task().catch((error: unknown) =>
        this.deps.log.error({ err: error, path }, 'a task after the commit failed'),
      );
    }
  }
}

const envelope = (body: EnvelopeBody): CallAnswer => ({ body, headers: null });

/** A write's transaction's outcome: its answer, whether it was a kept one, the context it ran in. */
interface WriteOutcome {
  body: EnvelopeBody;
  replayed: boolean;
  scope: CallScope | null;
}

/**
 * The answerer of one contract call: JSON body, session and signature, validation, idempotency and
 * the envelope are handled here once, so handlers hold only the business rule.
 */
export function callAnswerer<P extends z.ZodType, R extends z.ZodType>(
  deps: ServerDeps,
  call: CallDefinition<P, R>,
  handler: Handler<P, R>,
): CallAnswerer {
  const emptyPayload = emptyPayloadOf(call.payload);
  return async (request) => {
    const lang: Lang = langFromHeader(request.header(languageHeader));
    const now = new Date();
    const { raw, ip } = request;
    const value = readJson(request.header('content-type'), raw);
    const userKey = request.header(userKeyHeader) ?? '';
    // a write that needs a session, from one this process has found before, checks that it still
    // lives in its own transaction, with BEGIN (decision 016 part 7): one round trip less than a
    // look-up first. A public call keeps the look-up: there an ended session means a caller without one.
    const remembered =
      call.mutating && call.auth !== 'public' && userKey ? rememberedSession(deps.database.db, userKey) : undefined;
    let session: ActiveSession | null;
    if (remembered) {
      session = remembered;
    } else {
      const found = authenticate(userKey, deps, call, now);
      session = found instanceof Promise ? await found : found;
    }
    // a refusal before the transaction first answers an ended session as a look-up would have
    const confirmed = async () => {
      if (remembered) await authenticate(userKey, deps, call, now);
    };

    const key = request.header(idempotencyKeyHeader);
    let checked: z.output<P> | RefusedBody;
    try {
      if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw new AppError(ResultCode.idempotencyKeyInvalid, 'idempotencyKeyInvalid');
      }
      if (session) {
        const { secret } = session;
        await checkSignature(
          call,
          request.header(signatureHeader) ?? '',
          (t, version) => computeSignatureNode(secret, t, call.path, raw, key ?? '', version),
          key,
          now,
        );
      }
      checked = checkPayload(call.payload, emptyPayload, value, lang);
    } catch (error) {
      await confirmed();
      throw error;
    }
    if (checked instanceof RefusedBody) {
      await confirmed();
      return envelope(checked.body);
    }
    const payload = checked as z.output<P>;

    if (!call.mutating) {
      const scope = new CallScope(deps, lang, session, ip, now, deps.database.db);
      const body = envelopeOf(await handler(payload, scope), lang);
      // a read has no transaction to wait for: what it left for afterwards runs now
      if (scope.tasks) await scope.runTasks(call.path);
      return envelope(body);
    }

    const scopeKey = session ? `u:${session.user.id}` : `ip:${ip}`;
    let notices = false;
    const hash = key ? requestHash(call.path, raw) : '';
    // the session's check and the key's claim travel with BEGIN, its answer with COMMIT (bracketed-transaction.ts)
    const first: Statement[] = [];
    if (remembered) first.push(sessionCheckStatement(remembered.sessionId, now));
    if (key) first.push(claimStatement(scopeKey, key, call.path, hash));
    const outcome = await bracketedTransaction<WriteOutcome>(deps.database, first, async (db, rows) => {
      let live = session;
      if (remembered) {
        live = checkedSession(remembered, rows.shift());
        if (!live) forgetSession(deps.database.db, userKey);
        allowed(live, call);
      }
      const claimed = rows.shift();
      if (key && claimed?.length === 0) {
        const stored = await answerOfClaimedKey(db, scopeKey, key, call.path, hash);
        return { value: { body: stored.body as EnvelopeBody, replayed: true, scope: null }, last: null };
      }
      const scope = new CallScope(deps, lang, live, ip, now, db);
      const body = envelopeOf(await handler(payload, scope), lang);
      notices = recordedNotices(db);
      // an answer with a session's secrets is never kept: a replay is told to log in again
      const kept = call.secretAnswer && body.code === ResultCode.ok ? { ...body, data: null } : body;
      const last = key ? storeStatement(scopeKey, key, { httpStatus: httpStatusFor(body.code), body: kept }) : null;
      return { value: { body, replayed: false, scope }, last };
    });
    if (outcome.replayed && call.secretAnswer && outcome.body.code === ResultCode.ok) {
      return {
        body: errorBody(new AppError(ResultCode.idempotencyAnswerGone, 'idempotencyAnswerGone'), lang),
        headers: { [ResponseHeaderName.idempotentReplayed]: 'true' },
      };
    }
    await outcome.scope?.runTasks(call.path);
    // the committed change recorded notices (notify()): send them now, without waiting
    if (notices) deps.notifications.kick();
    return {
      body: outcome.body,
      headers: outcome.replayed ? { [ResponseHeaderName.idempotentReplayed]: 'true' } : null,
    };
  };
}

/** A call as the listener finds it by path: its answerer and its body limit, in bytes and as named. */
export interface MountedCall {
  answer: CallAnswerer;
  bodyLimit: number;
  bodyLimitLabel: string;
}

const callTables = new WeakMap<Hono, Map<string, MountedCall>>();

/** The contract calls mounted on `app`, by path. */
export function callTableOf(app: Hono): Map<string, MountedCall> {
  let table = callTables.get(app);
  if (!table) {
    table = new Map();
    callTables.set(app, table);
  }
  return table;
}

/**
 * Mounts one contract call on the app's call table (call-listener.ts answers it from Node's request),
 * with the body limit the call declares.
 */
export function mountCall<P extends z.ZodType, R extends z.ZodType>(
  app: Hono,
  deps: ServerDeps,
  call: CallDefinition<P, R>,
  handler: Handler<P, R>,
) {
  const bodyLimit = call.bodyLimit ?? DEFAULT_BODY_LIMIT_BYTES;
  callTableOf(app).set(call.path, {
    answer: callAnswerer(deps, call, handler),
    bodyLimit,
    bodyLimitLabel: sizeLabel(bodyLimit),
  });
}
