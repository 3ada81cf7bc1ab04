/** Helpers of the office suites: the CSV export over HTTP, signed as the app signs it. */
import { PRODUCT_EXPORT_PATH } from '../../src/shared/contract/office';
import { signRequest } from '../../src/shared/lib/signature';
import type { Session, TestServer } from './harness';

/** A POST of `body` to a raw route, signed as the app signs it; answers the HTTP answer. */
export async function postSigned(server: TestServer, session: Session, path: string, body = '{}', language = 'en_us') {
  return fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      language,
      userKey: session.userKey,
      signature: await signRequest(session.secret, path, body, ''),
    },
    body,
  });
}

export async function exportCsv(server: TestServer, session: Session): Promise<string> {
  const res = await postSigned(server, session, PRODUCT_EXPORT_PATH);
  if (res.status !== 200) throw new Error(`export: ${res.status} ${await res.text()}`);
  return (await res.text()).replace(/^\uFEFF/, '');
}

export const headerLine = (csv: string) => csv.split('\r\n')[0] ?? '';
