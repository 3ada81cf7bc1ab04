import type { KyRequest, NormalizedOptions } from 'ky';
import { HeaderName } from '@/shared/contract/headers';
import { signRequest } from './signature';
import { signUpload } from './upload-signature';

/**
 * The `signature` of one request, over exactly what is sent: the JSON text, or for the multipart
 * upload the raw bytes of its `file` (the browser picks the boundary), with the request's own
 * Idempotency-Key (docs/decisions/003). Loaded with the first signed request (http.ts).
 */
export async function signatureOf(
  request: KyRequest,
  options: NormalizedOptions,
  secret: string,
  now: number | undefined,
): Promise<string> {
  const path = new URL(request.url).pathname;
  const key = request.headers.get(HeaderName.idempotencyKey) ?? '';
  const body = options.body;
  if (typeof FormData === 'function' && body instanceof FormData) {
    const file = body.get('file');
    const bytes = new Uint8Array(file instanceof Blob ? await file.arrayBuffer() : new ArrayBuffer(0));
    return signUpload(secret, path, bytes, key, now);
  }
  const text = typeof body === 'string' ? body : await request.clone().text();
  return signRequest(secret, path, text, key, now);
}
