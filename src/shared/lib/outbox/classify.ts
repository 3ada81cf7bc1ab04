import { isEnvelope } from '@/shared/contract/envelope';

/**
 * The replay rules (docs/architecture.md#outbox-traps): only a well-formed envelope is an answer. A network
 * error, a 5xx without one, a captive portal's HTML page keep the entry; 708 keeps it until the user logs in
 * again; 1202 (the same request still running), 1501 (too many for now) and 5xxx codes are retried; every other refusal is
 * permanent and goes to "needs attention" with the server's message.
 */
export type Outcome =
  | { kind: 'done'; data: unknown }
  | { kind: 'retry'; code: number; msg: string; retryAfterMs?: number }
  | { kind: 'login'; code: number; msg: string }
  | { kind: 'attention'; code: number; msg: string };

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

export const CODE_OK = 200;
export const CODE_SESSION_EXPIRED = 708;
export const CODE_STILL_RUNNING = 1202;
/** Too many requests for now (e.g. photos per user): wait and send again, it is not a refusal. */
export const CODE_RATE_LIMITED = 1501;

export function classifyAnswer(answer: RawAnswer | null, transportError?: string): Outcome {
  if (!answer) return { kind: 'retry', code: 0, msg: transportError ?? 'network error' };
  let parsed: unknown = undefined;
  if (answer.contentType.includes('json')) {
    try {
      parsed = JSON.parse(answer.text);
    } catch {
      parsed = undefined;
    }
  }
  if (!isEnvelope(parsed)) {
    return { kind: 'retry', code: 0, msg: `HTTP ${answer.status}: not an answer of the API` };
  }
  const { code, msg, data } = parsed;
  if (code === CODE_OK) return { kind: 'done', data };
  if (code === CODE_RATE_LIMITED) {
    // not a failure: the server says when it takes the next one
    const seconds = (data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    return {
      kind: 'retry',
      code,
      msg,
      retryAfterMs: (typeof seconds === 'number' && seconds > 0 ? seconds : 2) * 1000,
    };
  }
  if (code === CODE_SESSION_EXPIRED) return { kind: 'login', code, msg };
  if (code === CODE_STILL_RUNNING || (code >= 5000 && code < 6000) || answer.status >= 500) {
    return { kind: 'retry', code, msg };
  }
  return { kind: 'attention', code, msg };
}

/** Exponential back-off with jitter: 2 s, 4 s, 8 s … capped at 5 minutes. */
export function backoffMs(attempts: number, random: () => number = Math.random, baseMs = 2000): number {
  const base = baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 20));
  const capped = Math.min(base, 5 * 60_000);
  return Math.round(capped * (0.75 + random() * 0.5));
}
