/** Helpers of the office suites: the CSV export over HTTP, signed as the app signs it. */
import { PRODUCT_EXPORT_PATH } from '../../src/shared/contract/office';
import { signRequest } from '../../src/shared/lib/signature';
import type { Session, TestServer } from './harness';

export async function exportCsv(server: TestServer, session: Session): Promise<string> {
  const res = await fetch(`${server.baseUrl}${PRODUCT_EXPORT_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      language: 'en_us',
      userKey: session.userKey,
      signature: await signRequest(session.secret, PRODUCT_EXPORT_PATH, '{}', ''),
    },
    body: '{}',
  });
  if (res.status !== 200) throw new Error(`export: ${res.status} ${await res.text()}`);
  return (await res.text()).replace(/^\uFEFF/, '');
}

export const headerLine = (csv: string) => csv.split('\r\n')[0] ?? '';
