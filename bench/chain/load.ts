import { randomUUID } from 'node:crypto';
import { signSync } from '../api-throughput';
import type { BenchServer } from '../server';
import { autocannon, type AutocannonOptions, type AutocannonRawResult } from '../autocannon';

/** A login as the app holds it: the key it sends and the secret it signs with. */
export interface Session {
  userKey: string;
  secret: string;
}

export const baseHeaders = { 'content-type': 'application/json', language: 'en_us' };

/** The app's headers of a signed call (docs/architecture.md#signature); a fresh Idempotency-Key for a write. */
export function signedHeaders(session: Session, path: string, body: string, mutating: boolean): Record<string, string> {
  const key = mutating ? randomUUID() : '';
  return {
    ...baseHeaders,
    channel: '8',
    sys: '10',
    version: '1.0.0',
    userKey: session.userKey,
    ...(key ? { 'Idempotency-Key': key } : {}),
    signature: signSync(session.secret, path, body, key),
  };
}

/** One measured call on one dataset: its path and body, and who calls it (sessions taken in turn). */
export interface Call {
  path: string;
  body: string;
  sessions?: Session[];
  /** A body per session (the same index), where each caller asks its own question. */
  bodies?: string[];
  mutating?: boolean;
}

function requestOf(call: Call): AutocannonOptions['requests'][number] {
  const sessions = call.sessions ?? [];
  if (sessions.length === 0) return { method: 'POST', path: call.path, headers: baseHeaders, body: call.body };
  let turn = 0;
  return {
    method: 'POST',
    path: call.path,
    body: call.body,
    setupRequest: (req) => {
      const i = turn++ % sessions.length;
      const session = sessions[i] as Session;
      const body = call.bodies?.[i] ?? call.body;
      return { ...req, body, headers: signedHeaders(session, call.path, body, !!call.mutating) };
    },
  };
}

/** Sends the call once and answers its envelope's code and message (a call that errors is not measured as fast). */
export async function probe(server: BenchServer, call: Call): Promise<{ code: number; msg: string }> {
  const session = call.sessions?.[0];
  const body = call.bodies?.[0] ?? call.body;
  const headers = session ? signedHeaders(session, call.path, body, !!call.mutating) : baseHeaders;
  const res = await fetch(`${server.baseUrl}${call.path}`, { method: 'POST', headers, body });
  const text = await res.text();
  try {
    const envelope = JSON.parse(text) as { code: number; msg: string };
    return { code: envelope.code, msg: envelope.msg };
  } catch {
    return { code: res.status, msg: text.slice(0, 120) };
  }
}

/** Windows of load of one call on one server, merged at the end: latency over every request of them. */
export class Windows {
  private readonly raw: AutocannonRawResult[] = [];
  private seconds = 0;

  constructor(
    readonly server: BenchServer,
    readonly call: Call,
    readonly connections: number,
  ) {}

  warm(seconds: number) {
    const options = { url: this.server.baseUrl, connections: this.connections, duration: seconds };
    return autocannon({ ...options, requests: [requestOf(this.call)] });
  }

  async run(seconds: number) {
    const options = { url: this.server.baseUrl, connections: this.connections, duration: seconds };
    const raw = await autocannon({ ...options, requests: [requestOf(this.call)], skipAggregateResult: true });
    this.raw.push(raw);
    this.seconds += raw.duration;
  }

  merged(): LoadStats {
    const r = autocannon.aggregateResult(this.raw, { url: this.server.baseUrl, connections: this.connections });
    const total = this.raw.reduce((sum, w) => sum + w.totalCompletedRequests, 0);
    return {
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      requestsPerSecond: this.seconds > 0 ? total / this.seconds : 0,
      total,
      failed: r.non2xx + r.errors + r.timeouts,
    };
  }
}

export interface LoadStats {
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  total: number;
  /** Non-2xx answers, connection errors and timeouts. */
  failed: number;
}
