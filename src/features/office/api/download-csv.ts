import { apiUrl, pageHttp } from '@/shared/lib/api-client';

/** Saves a file the page holds (a Blob) as a download under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a CSV the server streams for a signed call (the exports); the browser saves the file.
 * Through the page's client without its envelope rules: the screen says what went wrong itself.
 */
export async function downloadCsv(path: string, payload: object, fallbackName: string): Promise<void> {
  const response = await pageHttp.post(apiUrl(path), { json: payload });
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/csv')) {
    const answer = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(answer?.msg ?? `HTTP ${response.status}`);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveFile(await response.blob(), name);
}
