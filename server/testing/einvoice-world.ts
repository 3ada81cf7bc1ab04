import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { RECEIPT_PDF_PATH } from '../../src/shared/contract/documents';
import type { TaxSettingsPayload } from '../../src/shared/contract/office-documents';
import { signRequest } from '../../src/shared/lib/signature';
import { api } from '../../tests/support/api';
import { pdfText } from '../../tests/support/pdf-text';
import type { DbKind } from '../db/client';
import { einvoices, receipts } from '../db/schema';
import { startFakeMyInvois, type FakeMyInvois } from './fake-myinvois/fake-myinvois';
import { startTestServer, type Session, type TestServer, type TestServerOptions } from './harness';
import { setupWorld, type World } from './staff-fixtures';

export const COMPANY_TAX: TaxSettingsPayload = {
  companyName: 'Roda Auto Sdn. Bhd.',
  brn: '202401012345',
  tin: 'C25845632020',
  sstNo: 'W10-2401-32000123',
  msicCode: '45205',
  addressLine1: 'Lot 12, Jalan Cheras Hartamas',
  city: 'Kuala Lumpur',
  postcode: '56100',
  stateCode: '14',
  phone: '+60392001234',
  email: 'accounts@roda.example.my',
  myinvoisClientId: 'roda-test-client',
  myinvoisClientSecret: 'roda-test-secret',
  myinvoisEnvironment: 'preprod',
};

/** A server whose MyInvois client talks to a local fake of LHDN's API, with the company's keys saved. */
export async function startEinvoiceWorld(kind: DbKind, options: TestServerOptions = {}) {
  const fake: FakeMyInvois = await startFakeMyInvois();
  const server = await startTestServer(kind, {
    ...options,
    config: { ...options.config, myinvois: { apiUrl: fake.url, checkSeconds: 60 } },
  });
  const world: World = await setupWorld(server);
  const saved = await server.call(api.officeTaxSettingsSave, COMPANY_TAX, { session: world.company });
  expect(saved.body.code, saved.body.msg).toBe(200);

  const db = () => server.database.db;
  const receiptsOf = (orderId: number) => db().select().from(receipts).where(eq(receipts.orderId, orderId));
  const einvoiceByCode = async (code: string) =>
    (await db().select().from(einvoices).where(eq(einvoices.codeNumber, code)))[0];
  /** Makes every document due now (the job's back-off and leases are minutes long). */
  const makeDue = () =>
    db()
      .update(einvoices)
      .set({ nextAttemptAt: new Date(0) });
  return { fake, server, world, receiptsOf, einvoiceByCode, makeDue };
}

/** The receipt's PDF as the app downloads it (a signed raw route), and its text. */
export async function receiptPdf(server: TestServer, session: Session, id: number, lang?: 'en' | 'ms') {
  const body = JSON.stringify(lang ? { id, lang } : { id });
  const res = await fetch(`${server.baseUrl}${RECEIPT_PDF_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      language: 'en_us',
      userKey: session.userKey,
      signature: await signRequest(session.secret, RECEIPT_PDF_PATH, body, ''),
    },
    body,
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), text: res.status === 200 ? pdfText(bytes) : '' };
}
