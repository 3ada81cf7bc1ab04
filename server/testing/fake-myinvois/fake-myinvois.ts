import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { route } from './routes';
import { FakeStore, type FakeDocument, type FakeStatus, type FakeSubmission, type FakeValidationError } from './store';

export type { FakeDocument, FakeStatus, FakeSubmission, FakeValidationError };

/**
 * A local stand-in for LHDN's MyInvois API, for tests only, on 127.0.0.1: the identity service
 * (/connect/token), submit documents, get submission, get document (details and raw) and cancel,
 * answering as LHDN's pages describe. Documents wait as Submitted until a test settles them, or
 * settle on the next poll in auto-settle mode. A Playwright test starts it in-process as it starts
 * the fake Stripe, and can steer it over HTTP too: POST {url}/_fake/settle { uuid, status, errors? },
 * POST {url}/_fake/auto-settle { on }, POST {url}/_fake/advance { ms }, GET {url}/_fake/documents.
 */
export interface FakeMyInvoisOptions {
  clientId?: string;
  clientSecret?: string;
  /** expires_in of the tokens it issues; LHDN's hour by default. */
  tokenLifetimeSeconds?: number;
  autoSettle?: boolean;
  /** 0 (the default) picks a free port. */
  port?: number;
}

export interface FakeMyInvois {
  /** `http://127.0.0.1:<port>`: the client's apiUrl. */
  readonly url: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Every accepted document, in the order received. */
  readonly documents: readonly FakeDocument[];
  readonly submissions: readonly FakeSubmission[];
  readonly tokensIssued: number;
  /** While true, each poll (get submission, get document) first settles what it shows: Valid, or as planned. */
  autoSettle: boolean;
  document(uuid: string): FakeDocument | undefined;
  documentByCodeNumber(codeNumber: string): FakeDocument | undefined;
  /** Ends validation of a Submitted document. Invalid without errors gets one generic error. */
  settle(uuid: string, status: 'Valid' | 'Invalid', errors?: FakeValidationError[]): FakeDocument;
  /** What auto-settle makes of the next document with this code number (Valid when not planned). */
  planOutcome(codeNumber: string, status: 'Valid' | 'Invalid', errors?: FakeValidationError[]): void;
  /** The next `count` requests (the token endpoint included) are answered 429 with this Retry-After. */
  rateLimitNext(count: number, retryAfterSeconds: number): void;
  /** Moves the fake's clock on (token expiry, the 10-minute duplicate window, the 72-hour cancel window). */
  advance(ms: number): void;
  /** The fake's clock: give it to the client as `now` so both agree on token expiry. */
  now(): Date;
  /** Forgets every token issued, so the next API call is answered 401. */
  revokeTokens(): void;
  close(): Promise<void>;
}

/** Bodies above LHDN's 5 MB are still read, to answer MaximumSizeExceeded; far larger ones are cut off. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

async function handle(store: FakeStore, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const target = new URL(request.url ?? '/', 'http://127.0.0.1');
  const body = await readBody(request);
  const headers = { 'content-type': 'application/json', correlationId: randomUUID() };
  if (body === null) {
    response.writeHead(413, headers).end();
    return;
  }
  const authorization = request.headers.authorization;
  const method = request.method ?? 'GET';
  const answer = route(store, { method, path: target.pathname, query: target.searchParams, authorization, body });
  const payload = answer.body === undefined ? undefined : JSON.stringify(answer.body);
  response.writeHead(answer.status, { ...headers, ...answer.headers }).end(payload);
}

function outcome(status: 'Valid' | 'Invalid', errors: FakeValidationError[] = []) {
  return status === 'Valid' ? { status } : { status, errors };
}

/** Starts the fake on 127.0.0.1; `close()` it when the test is done. */
export async function startFakeMyInvois(options: FakeMyInvoisOptions = {}): Promise<FakeMyInvois> {
  const store = new FakeStore(
    options.clientId ?? 'roda-test-client',
    options.clientSecret ?? 'roda-test-secret',
    options.tokenLifetimeSeconds ?? 3600,
  );
  store.autoSettle = options.autoSettle ?? false;
  const server = createServer((request, response) => {
    handle(store, request, response).catch((error: unknown) => {
      console.error('fake MyInvois failed on', request.method, request.url, error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const documents = () => [...store.documents.values()];

  return {
    url,
    clientId: store.clientId,
    clientSecret: store.clientSecret,
    get documents() {
      return documents();
    },
    get submissions() {
      return store.submissions;
    },
    get tokensIssued() {
      return store.tokensIssued;
    },
    get autoSettle() {
      return store.autoSettle;
    },
    set autoSettle(on: boolean) {
      store.autoSettle = on;
    },
    document: (uuid) => store.documents.get(uuid),
    documentByCodeNumber: (codeNumber) => documents().findLast((d) => d.codeNumber === codeNumber),
    settle: (uuid, status, errors) => store.settle(uuid, outcome(status, errors)),
    planOutcome: (codeNumber, status, errors) => store.plan(codeNumber, outcome(status, errors)),
    rateLimitNext: (count, retryAfterSeconds) => store.rateLimitNext(count, retryAfterSeconds),
    advance: (ms) => store.advance(ms),
    now: () => store.now(),
    revokeTokens: () => store.revokeTokens(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // fetch keeps connections alive; without this close would wait for them to time out
        server.closeAllConnections();
      }),
  };
}
