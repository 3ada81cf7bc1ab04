import { apiUrl, pageHttp } from './api-client';

/** Saves a file the page holds (a Blob) as a download under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name a `content-disposition` header gives, else the fallback. */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1] ?? fallback;
}

/** A download the server refused, with its words when it answered with an envelope. */
export class DownloadError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'DownloadError';
  }
}

/**
 * Downloads a file a signed raw route answers (an export, a receipt's PDF); the browser saves it.
 * Through the page's client without its envelope rules: the screen says what went wrong itself.
 */
export async function downloadFile(
  path: string,
  payload: object,
  file: { contentType: string; fallbackName: string },
): Promise<void> {
  const response = await pageHttp.post(apiUrl(path), { json: payload });
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes(file.contentType)) {
    const answer = (await response.json().catch(() => null)) as { msg?: unknown } | null;
    throw new DownloadError(response.status, typeof answer?.msg === 'string' ? answer.msg : null);
  }
  const name = fileNameOf(response.headers.get('content-disposition'), file.fallbackName);
  saveFile(await response.blob(), name);
}
