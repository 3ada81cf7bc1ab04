import type { PRODUCT_EXPORT_PATH } from '@/shared/contract/office';
import { buildHeaders } from '@/shared/lib/api-client';

/** The export's path (checked against the contract's; the contract's schemas stay out of the app). */
const EXPORT_PATH: typeof PRODUCT_EXPORT_PATH = '/api/app/office/product/export';

/** Downloads every product as CSV (the server streams it); the browser saves the file. */
export async function exportProducts(): Promise<void> {
  const body = '{}';
  const response = await fetch(EXPORT_PATH, {
    method: 'POST',
    headers: await buildHeaders(EXPORT_PATH, body),
    body,
  });
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/csv')) {
    const answer = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(answer?.msg ?? `HTTP ${response.status}`);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'products.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
