import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { deflate, gzip } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { httpStatusFor, ResultCode } from '../../src/shared/contract/codes';
import { HeaderName } from '../../src/shared/contract/headers';
import { langFromHeader } from '../i18n/language';
import { clientIp, type ServerDeps } from './context';
import { COMPRESS_THRESHOLD_BYTES, errorBody, type EnvelopeBody } from './envelope';
import { envelopeForError } from './error-envelope';
import { AppError } from './errors';
import { callTableOf, type CallRequest, type MountedCall } from './mount-call';

export type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

export interface CallListenerOptions {
  deps: ServerDeps;
  /** The security headers every envelope carries (security-headers.ts). */
  baseHeaders: Readonly<Record<string, string>>;
  /** Sees the device and version of every call (app adoption, a Set.add). */
  noteCaller(device: string | undefined, version: string | undefined): void;
}

/**
 * The server's request listener (decision 016 part 5): a POST to a contract call (mount-call.ts) is
 * answered straight from Node's request and answer, everything else (the app's files, uploads,
 * exports, the payment pages, unknown paths) goes to Hono. The call path is where the load is:
 * through Hono each call built a Fetch Request, ran the middleware chain and had its Response
 * copied back into Node's, two thirds of a small call's time. What the middleware did for calls is
 * done here, once: the security headers, the body limit each call declares (1 MB unless it says
 * otherwise: define-call.ts), the adoption note, compression of an envelope of 1 KB or more, the
 * error envelope, the debug request log.
 */
export function callListener(app: Hono, hostname: string, options: CallListenerOptions): RequestListener {
  const hono = getRequestListener(app.fetch, { hostname });
  const calls = callTableOf(app);
  const serve = callServer(options);
  return (request, response) => {
    if (request.method === 'POST') {
      const url = request.url ?? '/';
      const query = url.indexOf('?');
      const path = query === -1 ? url : url.slice(0, query);
      const call = calls.get(path);
      if (call) {
        serve(request, response, path, call);
        return;
      }
    }
    void hono(request, response);
  };
}

/** A call as Node delivered it: its headers by lower-case name, its body, the caller's address. */
class IncomingCall implements CallRequest {
  constructor(
    private readonly headers: IncomingHttpHeaders,
    readonly raw: string,
    readonly ip: string,
  ) {}

  header(lowerCaseName: string): string | undefined {
    const value = this.headers[lowerCaseName];
    return Array.isArray(value) ? value.join(', ') : value;
  }
}

function callServer({ deps, baseHeaders, noteCaller }: CallListenerOptions) {
  const { log, config } = deps;
  const debug = log.isLevelEnabled('debug');
  // as Node's writeHead takes them fastest: [name, value, name, value, ...]
  const base = Object.entries(baseHeaders).flat();
  const device = HeaderName.device.toLowerCase();
  const version = HeaderName.version.toLowerCase();
  const language = HeaderName.language.toLowerCase();
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

  return (request: IncomingMessage, response: ServerResponse, path: string, call: MountedCall) => {
    const started = debug ? performance.now() : 0;
    const headers = request.headers;
    noteCaller(one(headers[device]), one(headers[version]));

    const finish = (body: EnvelopeBody, extra: Record<string, string> | null) => {
      const status = httpStatusFor(body.code);
      const answerHeaders = base.slice();
      if (extra) for (const name in extra) answerHeaders.push(name, extra[name] as string);
      writeEnvelope(request, response, JSON.stringify(body), status, answerHeaders);
      if (debug) {
        log.debug({ method: 'POST', path, status, ms: +(performance.now() - started).toFixed(1) }, 'request');
      }
    };

    readBody(request, call.bodyLimit, (raw) => {
      if (raw === null) {
        // the rest of the body is not read, so the connection cannot carry another request
        const refusal = new AppError(ResultCode.bodyTooLarge, 'bodyTooLarge', { limit: call.bodyLimitLabel });
        finish(errorBody(refusal, langFromHeader(one(headers[language]))), { Connection: 'close' });
        return;
      }
      // an answer that cannot be written (data JSON cannot hold) is an internal error, as a refusal is
      const fail = (error: unknown) =>
        finish(envelopeForError(error, langFromHeader(one(headers[language])), log, path), null);
      call.answer(new IncomingCall(headers, raw, clientIp(request, config.trustProxy))).then((answer) => {
        try {
          finish(answer.body, answer.headers);
        } catch (error) {
          fail(error);
        }
      }, fail);
    });
  };
}

/**
 * Hands `done` the whole body as text, or null once it passes `limit` bytes: judged by a declared
 * length before reading anything, by counting while it streams in otherwise. A request cut off while
 * its body streams in ends with an error ('aborted'): nobody is left to answer.
 */
function readBody(request: IncomingMessage, limit: number, done: (raw: string | null) => void) {
  const declared = request.headers['content-length'];
  if (request.headers['transfer-encoding'] === undefined && declared !== undefined) {
    if (Number.parseInt(declared, 10) > limit) return done(null);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size <= limit) {
      chunks.push(chunk);
      return;
    }
    request.off('data', onData);
    request.off('end', onEnd);
    request.pause();
    done(null);
  };
  const onEnd = () =>
    done(chunks.length === 1 ? (chunks[0] as Buffer).toString('utf8') : Buffer.concat(chunks).toString('utf8'));
  request.on('data', onData);
  request.once('end', onEnd);
  request.once('error', () => request.destroy());
}

/**
 * Writes an envelope with its length; one of 1 KB or more is compressed (gzip, else deflate, as the
 * caller accepts), off the main thread, and says it varies by Accept-Encoding.
 */
function writeEnvelope(
  request: IncomingMessage,
  response: ServerResponse,
  json: string,
  status: number,
  headers: string[],
) {
  const bytes = Buffer.byteLength(json);
  if (bytes < COMPRESS_THRESHOLD_BYTES) {
    headers.push('Content-Type', 'application/json', 'Content-Length', String(bytes));
    response.writeHead(status, headers);
    response.end(json);
    return;
  }
  headers.push('Content-Type', 'application/json', 'Vary', 'Accept-Encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const plain = () => {
    headers.push('Content-Length', String(bytes));
    response.writeHead(status, headers);
    response.end(json);
  };
  if (!encoding) return plain();
  (encoding === 'gzip' ? gzip : deflate)(json, (error, packed) => {
    if (error) return plain();
    headers.push('Content-Encoding', encoding, 'Content-Length', String(packed.length));
    response.writeHead(status, headers);
    response.end(packed);
  });
}

/** gzip or deflate, whichever the Accept-Encoding header rates higher (gzip on a tie), or null. */
export function acceptedEncoding(header: string | undefined): 'gzip' | 'deflate' | null {
  if (!header) return null;
  const rated = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    rated.set(name.trim().toLowerCase(), Number.isFinite(value) ? value : 0);
  }
  const wildcard = rated.get('*') ?? 0;
  const gzipQ = rated.get('gzip') ?? wildcard;
  const deflateQ = rated.get('deflate') ?? wildcard;
  if (gzipQ > 0 && gzipQ >= deflateQ) return 'gzip';
  return deflateQ > 0 ? 'deflate' : null;
}
