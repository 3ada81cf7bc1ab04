import { MyInvoisError } from './errors';

/** One HTTP exchange with LHDN, read into a plain shape; the callers decide what each status means. */

export interface WireResponse {
  status: number;
  /** The body parsed as JSON, or null when it is empty or not JSON. */
  body: unknown;
  /** The first characters of a body that is not JSON, for an error message. */
  text: string;
  retryAfter: string | null;
  correlationId: string | null;
}

export interface WireRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

export async function exchange(request: WireRequest): Promise<WireResponse> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    // A POST that timed out may still have been received; LHDN's 10-minute duplicate check turns a
    // resend of the same payload into a 422 rather than a second submission.
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new MyInvoisError(0, 'Timeout', `MyInvois did not answer within ${request.timeoutMs / 1000} s`);
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new MyInvoisError(0, 'NetworkError', `MyInvois could not be reached: ${reason}`);
  }
  const text = await response.text().catch(() => '');
  return {
    status: response.status,
    body: parseJson(text),
    text: text.slice(0, 300),
    retryAfter: response.headers.get('retry-after'),
    correlationId: response.headers.get('correlationid'),
  };
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
