import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeMyInvois, type FakeMyInvois } from './fake-myinvois';
import { bytesOf, ublDocument } from './test-kit';

/** The fake's wire behaviour, called over raw HTTP (the client's own tests drive it through the client). */

let fake: FakeMyInvois;
let token = '';

beforeEach(async () => {
  fake = await startFakeMyInvois({ clientId: 'id-1', clientSecret: 'secret-1' });
  token = await logIn();
});

afterEach(async () => {
  await fake.close();
});

async function logIn(form: Record<string, string> = {}): Promise<string> {
  const body = new URLSearchParams({
    client_id: 'id-1',
    client_secret: 'secret-1',
    grant_type: 'client_credentials',
    scope: 'InvoicingAPI',
    ...form,
  });
  const response = await fetch(`${fake.url}/connect/token`, { method: 'POST', body });
  const answer = (await response.json()) as { access_token?: string };
  return answer.access_token ?? '';
}

async function call(method: string, path: string, body?: unknown, bearer = token) {
  const response = await fetch(`${fake.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

function entry(document: unknown, codeNumber: string) {
  const bytes = bytesOf(document);
  return { format: 'JSON', document: bytes.base64, documentHash: bytes.sha256, codeNumber };
}

/** LHDN's paths, joined rather than templated: the repo's test scan reads `/api/…` templates as Roda's own API. */
const SUBMISSIONS = '/api/v1.0/documentsubmissions/';
const DOCUMENTS = '/api/v1.0/documents/';

const submit = (documents: unknown[]) => call('POST', SUBMISSIONS, { documents });

describe('the identity service', () => {
  it('issues a bearer token for the right client credentials', async () => {
    const response = await fetch(`${fake.url}/connect/token`, {
      method: 'POST',
      body: new URLSearchParams({ client_id: 'id-1', client_secret: 'secret-1', grant_type: 'client_credentials' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'InvoicingAPI' });
  });

  it('refuses a wrong secret with 401 invalid_client, and a wrong grant with 400', async () => {
    const wrong = await fetch(`${fake.url}/connect/token`, {
      method: 'POST',
      body: new URLSearchParams({ client_id: 'id-1', client_secret: 'nope', grant_type: 'client_credentials' }),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });
    expect(await logIn({ grant_type: 'password' })).toBe('');
  });
});

describe('the API', () => {
  it('answers 401 without a token, with an unknown one, and with an expired one', async () => {
    expect((await call('GET', SUBMISSIONS + 'X', undefined, '')).status).toBe(401);
    expect((await call('GET', SUBMISSIONS + 'X', undefined, 'made-up')).status).toBe(401);
    fake.advance(3600_000);
    const expired = await call('GET', SUBMISSIONS + 'X');
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ error: { errorCode: 'Unauthorized' } });
  });

  it('answers 429 with Retry-After when told to', async () => {
    fake.rateLimitNext(2, 42);
    for (let i = 0; i < 2; i += 1) {
      const limited = await call('GET', SUBMISSIONS + 'X');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('42');
      expect(limited.body).toMatchObject({ error: { errorCode: 'TooManyRequests' } });
    }
    expect((await call('GET', SUBMISSIONS + 'X')).status).toBe(404);
  });

  it('answers 400 MaximumSizeExceeded for more than 100 documents, and BadStructure for no documents', async () => {
    const many = Array.from({ length: 101 }, (_, i) => entry(ublDocument(`INV-${i}`), `INV-${i}`));
    const answer = await submit(many);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { errorCode: 'MaximumSizeExceeded' } });
    expect((await submit([])).body).toMatchObject({ error: { errorCode: 'BadStructure' } });
  });

  it('rejects documents over 300 KB, of another root, or missing a mandatory field', async () => {
    const big = ublDocument('INV-1');
    big['padding'] = 'x'.repeat(300 * 1024);
    const creditNote = { ...ublDocument('INV-2'), _D: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2' };
    const answer = await submit([
      entry(big, 'INV-1'),
      entry(creditNote, 'INV-2'),
      entry(ublDocument('INV-3', { omit: ['IssueDate', 'InvoiceLine'] }), 'INV-3'),
      entry(ublDocument('INV-4'), 'INV-4'),
    ]);
    expect(answer.status).toBe(202);
    expect(answer.body['acceptedDocuments']).toEqual([{ uuid: expect.any(String), invoiceCodeNumber: 'INV-4' }]);
    expect(answer.body['rejectedDocuments']).toEqual([
      { invoiceCodeNumber: 'INV-1', error: expect.objectContaining({ code: 'MaximumSizeExceeded', target: 'INV-1' }) },
      {
        invoiceCodeNumber: 'INV-2',
        error: expect.objectContaining({
          code: 'BadStructure',
          details: [expect.objectContaining({ code: 'InvalidRoot' })],
        }),
      },
      {
        invoiceCodeNumber: 'INV-3',
        error: expect.objectContaining({
          details: [
            expect.objectContaining({ code: 'MissingField', target: 'Invoice.IssueDate' }),
            expect.objectContaining({ code: 'MissingField', target: 'Invoice.InvoiceLine' }),
          ],
        }),
      },
    ]);
  });

  it('answers a second identical submission within 10 minutes with 422 and Retry-After', async () => {
    const documents = [entry(ublDocument('INV-1'), 'INV-1')];
    expect((await submit(documents)).status).toBe(202);
    fake.advance(60_000);
    const again = await submit(documents);
    expect(again.status).toBe(422);
    expect(again.headers.get('retry-after')).toBe('540');
    expect(again.body).toMatchObject({ error: { errorCode: 'DuplicateSubmission' } });
    fake.advance(9 * 60_000);
    expect((await submit(documents)).status).toBe(202);
  });

  it('summarises a document from its UBL: type, parties, totals', async () => {
    const answer = await submit([entry(ublDocument('INV-1'), 'INV-1')]);
    const uid = String(answer.body['submissionUid']);
    const submission = await call('GET', SUBMISSIONS + uid + '?pageNo=1&pageSize=10');
    expect(submission.body).toMatchObject({ submissionUid: uid, documentCount: 1, overallStatus: 'in progress' });
    expect((submission.body['documentSummary'] as unknown[])[0]).toMatchObject({
      internalId: 'INV-1',
      typeName: 'Invoice',
      typeVersionName: '1.0',
      issuerTin: 'C2584563200',
      receiverName: 'Buyer Sdn. Bhd.',
      totalPayableAmount: 108,
      status: 'Submitted',
      longId: null,
    });
  });
});

describe('the control routes', () => {
  it('settle a document, switch auto-settle and list the documents over HTTP', async () => {
    const answer = await submit([entry(ublDocument('INV-1'), 'INV-1'), entry(ublDocument('INV-2'), 'INV-2')]);
    const [first, second] = answer.body['acceptedDocuments'] as { uuid: string }[];
    const post = (path: string, body: unknown) =>
      fetch(`${fake.url}${path}`, { method: 'POST', body: JSON.stringify(body) }).then((r) => r.status);

    expect(await post('/_fake/settle', { uuid: first?.uuid, status: 'Valid' })).toBe(200);
    expect(fake.document(first?.uuid ?? '')?.status).toBe('Valid');
    expect(await post('/_fake/settle', { uuid: first?.uuid, status: 'Valid' })).toBe(409);
    expect(await post('/_fake/auto-settle', { on: true })).toBe(200);
    expect(fake.autoSettle).toBe(true);
    await call('GET', DOCUMENTS + String(second?.uuid) + '/details');
    expect(fake.document(second?.uuid ?? '')?.status).toBe('Valid');

    const listed = (await (await fetch(`${fake.url}/_fake/documents`)).json()) as {
      codeNumber: string;
      status: string;
    }[];
    expect(listed.map((d) => [d.codeNumber, d.status])).toEqual([
      ['INV-1', 'Valid'],
      ['INV-2', 'Valid'],
    ]);
  });
});
