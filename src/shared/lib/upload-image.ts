import { t } from '@lingui/core/macro';
import { isEnvelope } from '@/shared/contract/envelope';
import { HeaderName } from '@/shared/contract/headers';
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_PATH, type UploadedImage, type UploadPurpose } from '@/shared/contract/uploads';
import { showToast } from '@/shared/ui/toast';
import { buildHeaders, newIdempotencyKey, REQUEST_TIMEOUT_MS, settleEnvelope, TOAST_MS } from './api-client';
import { readSession } from './session';
import { signUpload } from './upload-signature';

export interface UploadOptions {
  /** Called with 0..1 as the bytes leave the device. */
  onProgress?: (fraction: number) => void;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** Thrown (after the toast) when a file is refused before it is sent. */
export class UploadTooLargeError extends Error {
  constructor() {
    super('image over the upload limit');
    this.name = 'UploadTooLargeError';
  }
}

/**
 * Uploads one image (multipart, `POST /api/app/upload/image`) with the usual headers, signed over
 * the file's bytes (signUpload), and settles the envelope like every call (toasts, 708).
 * XMLHttpRequest because fetch and ky report no upload progress.
 */
export async function uploadImage(
  file: Blob,
  purpose: UploadPurpose,
  options: UploadOptions = {},
): Promise<UploadedImage> {
  if (file.size > MAX_UPLOAD_BYTES) {
    showToast(t`The image size cannot exceed 10 MB`, TOAST_MS);
    throw new UploadTooLargeError();
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const idempotencyKey = options.idempotencyKey ?? newIdempotencyKey();
  const headers = await buildHeaders(UPLOAD_IMAGE_PATH, '', { idempotencyKey });
  delete headers['content-type']; // the browser writes multipart/form-data with its boundary
  const secret = readSession()?.secret;
  headers[HeaderName.signature] = secret ? await signUpload(secret, UPLOAD_IMAGE_PATH, bytes, idempotencyKey) : '';

  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'image');
  form.append('purpose', purpose);

  const envelope = await new Promise<unknown>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${globalThis.location?.origin ?? ''}${UPLOAD_IMAGE_PATH}`);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.responseType = 'text';
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as unknown);
      } catch {
        reject(new Error(`HTTP ${xhr.status} from ${UPLOAD_IMAGE_PATH}`));
      }
    };
    xhr.onerror = () => reject(new Error(`Network error on ${UPLOAD_IMAGE_PATH}`));
    xhr.ontimeout = () => reject(new Error(`Timeout on ${UPLOAD_IMAGE_PATH}`));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
  if (!isEnvelope(envelope)) throw new Error(`Malformed answer from ${UPLOAD_IMAGE_PATH}`);
  options.onProgress?.(1);
  return settleEnvelope<UploadedImage>(envelope);
}
