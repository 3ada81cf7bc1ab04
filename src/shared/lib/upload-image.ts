import { t } from '@lingui/core/macro';
import { HeaderName } from '@/shared/contract/headers';
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_PATH, type UploadedImage, type UploadPurpose } from '@/shared/contract/uploads';
import { showToast } from '@/shared/ui/toast';
import { newIdempotencyKey, sendApi, TOAST_MS } from './api-client';
import { xhrFetch } from './xhr-fetch';

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
 * Uploads one image (multipart, `POST /api/app/upload/image`) through the page's client like every
 * call: its hooks write the headers and sign over the file's bytes, and settle the envelope (toasts,
 * 708). The bytes leave by XMLHttpRequest, which reports upload progress (xhr-fetch.ts).
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
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'image');
  form.append('purpose', purpose);
  // the upload answers an envelope: anything else (a portal's page) is no upload
  const uploaded = await sendApi<UploadedImage>(
    UPLOAD_IMAGE_PATH,
    {
      body: form,
      headers: { [HeaderName.idempotencyKey]: options.idempotencyKey ?? newIdempotencyKey() },
      ...(options.signal ? { signal: options.signal } : {}),
      fetch: xhrFetch((loaded, total) => {
        if (total > 0) options.onProgress?.(loaded / total);
      }),
    },
    false,
  );
  options.onProgress?.(1);
  return uploaded;
}
