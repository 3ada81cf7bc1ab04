import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleApi, type ApiContext } from './api';
import { serveHostedPage } from './hosted-page-route';

/** The fake's HTTP entrance: reads a request's body, then hands /v1 calls to the API and /c/pay/ to the hosted page. */

/** Request bodies are small forms; anything larger is refused rather than buffered. */
const MAX_BODY_BYTES = 1024 * 1024;

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

/** Answers one request; `baseUrl` is the fake's own `http://127.0.0.1:<port>`. */
export async function serveRequest(
  baseUrl: string,
  api: ApiContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const target = new URL(request.url ?? '/', baseUrl);
  const body = await readBody(request);
  if (body === null) {
    response.writeHead(413).end();
    return;
  }
  if (target.pathname.startsWith('/v1/')) {
    const answer = handleApi(api, {
      method: request.method ?? 'GET',
      path: target.pathname,
      query: target.search.slice(1),
      headers: request.headers,
      body,
    });
    response.writeHead(answer.status, answer.headers).end(answer.body);
    return;
  }
  const page = /^\/c\/pay\/([^/]+)$/.exec(target.pathname);
  if (page && (request.method === 'GET' || request.method === 'POST')) {
    serveHostedPage(api.account, request.method, decodeURIComponent(page[1] ?? ''), body, response);
    return;
  }
  response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
}

/** A fault in the fake itself: answered as Stripe answers its own faults, and shown. */
export function answerFault(request: IncomingMessage, response: ServerResponse, error: unknown): void {
  console.error('fake Stripe failed on', request.method, request.url, error);
  if (!response.headersSent) {
    response
      .writeHead(500, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { type: 'api_error', message: `The fake Stripe failed: ${String(error)}` } }));
  }
}
