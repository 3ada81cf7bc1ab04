import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EInvoiceRequestPayload } from '../../src/shared/contract/documents';
import { api } from '../../tests/support/api';
import { companyTaxSettings, receipts } from '../db/schema';
import { COMPANY_TAX, receiptPdf, startEinvoiceWorld } from '../testing/einvoice-world';
import { paidInstall } from '../testing/staff-fixtures';
import { monthOf, monthRange, previousMonth } from './months';

type EinvoiceWorld = Awaited<ReturnType<typeof startEinvoiceWorld>>;

/*
 * A paid order's documents end to end (docs/decisions/023-receipts-and-einvoices.md): its receipt
 * and PDF, the customer's own e-invoice sent to a local fake of LHDN's MyInvois through the real
 * client, validated, cancelled when the sale is wholly refunded within 72 hours; a refused one
 * corrected in the office and sent again; LHDN's 429 honoured.
 */
describe('receipts and e-invoices', () => {
  let w: EinvoiceWorld;
  beforeAll(async () => {
    w = await startEinvoiceWorld('pglite');
  }, 120_000);
  afterAll(async () => {
    await w.server.close();
    await w.fake.close();
  });

  const buyer = (orderId: number): EInvoiceRequestPayload => ({
    orderId,
    tin: 'c2584563-2020',
    idType: 'BRN',
    idValue: '2020 0123 4567',
    name: 'Syarikat Aisyah Logistik Sdn. Bhd.',
    email: 'accounts@aisyah.example.my',
    addressLine: '8 Jalan Tun Razak',
    city: 'Kuala Lumpur',
    postcode: '50400',
    stateCode: '14',
  });
  const documents = (orderId: number) => w.server.call(api.orderDocuments, { orderId }, { session: w.world.customer });

  it('issues a receipt with the payment, downloadable as a PDF in English or Malay', async () => {
    const { orderId, orderNo } = await paidInstall(w.world);
    const docs = (await documents(orderId)).body.data;
    expect(docs.receipts).toHaveLength(1);
    const [receipt] = docs.receipts;
    expect(receipt?.number).toMatch(/^RC-\d{6}$/);
    expect(docs.einvoice).toBeNull();
    expect(docs.einvoiceRequestUntil).not.toBeNull();

    const en = await receiptPdf(w.server, w.world.customer, receipt?.id ?? 0);
    expect(en.status).toBe(200);
    expect(en.type).toBe('application/pdf');
    expect(en.text).toContain(receipt?.number);
    expect(en.text).toContain(orderNo);
    expect(en.text).toContain('Roda Auto Sdn. Bhd.');
    const ms = await receiptPdf(w.server, w.world.customer, receipt?.id ?? 0, 'ms');
    expect(ms.text).toContain('Resit');
    // another customer, and a technician, cannot read it
    expect((await receiptPdf(w.server, w.world.technician, receipt?.id ?? 0)).status).toBe(403);
  });

  it('checks the buyer’s details as LHDN does, in the caller’s language', async () => {
    const { orderId } = await paidInstall(w.world);
    const bad = await w.server.call(
      api.einvoiceRequest,
      { ...buyer(orderId), tin: 'X123', idType: 'NRIC', idValue: '881301145678' },
      { session: w.world.customer, language: 'ms_my' },
    );
    expect(bad.body.code).toBe(1003);
    expect(bad.body.msg).toContain('Masukkan TIN seperti yang dikeluarkan LHDN');
    const company = await w.server.call(
      api.einvoiceRequest,
      { ...buyer(orderId), tin: '' },
      { session: w.world.customer },
    );
    expect(company.body.code).toBe(1003);
    expect(company.body.msg).toContain('TIN');
    expect((await documents(orderId)).body.data.einvoice).toBeNull();
  });

  it('sends a customer’s e-invoice to LHDN, shows the validation link, and cancels it when the sale is refunded within 72 hours', async () => {
    const { orderId } = await paidInstall(w.world);
    const asked = await w.server.call(api.einvoiceRequest, buyer(orderId), { session: w.world.customer });
    expect(asked.body.code, asked.body.msg).toBe(200);
    expect(asked.body.data.einvoice).toMatchObject({
      kind: 'invoice',
      state: 'waiting',
      buyerName: buyer(orderId).name,
    });
    const again = await w.server.call(api.einvoiceRequest, buyer(orderId), { session: w.world.customer });
    expect(again.body.code).toBe(1403);

    await w.server.runEinvoicePass();
    const code = asked.body.data.einvoice?.codeNumber ?? '';
    const atLhdn = w.fake.documentByCodeNumber(code);
    expect(atLhdn?.status).toBe('Submitted');
    expect((await w.einvoiceByCode(code))?.state).toBe('submitted');
    w.fake.settle(atLhdn?.uuid ?? '', 'Valid');
    await w.makeDue();
    await w.server.runEinvoicePass();
    const valid = (await documents(orderId)).body.data;
    expect(valid.einvoice?.state).toBe('valid');
    expect(valid.einvoice?.validationUrl).toMatch(/^https:\/\/preprod\.myinvois\.hasil\.gov\.my\/.+\/share\/.+/);
    expect(valid.einvoiceRequestUntil).toBeNull();
    const pdf = await receiptPdf(w.server, w.world.customer, valid.receipts[0]?.id ?? 0);
    expect(pdf.text.replace(/\s/g, '')).toContain(valid.einvoice?.validationUrl ?? 'none');

    const refund = await w.server.call(
      api.refundRequest,
      { orderId, reason: 'Wrong size', contact: '0123456789' },
      { session: w.world.customer },
    );
    expect(refund.body.code, refund.body.msg).toBe(200);
    const approved = await w.server.call(
      api.staffRefundReview,
      { id: refund.body.data.id, approve: true, note: 'OK' },
      { session: w.world.manager },
    );
    expect(approved.body.code, approved.body.msg).toBe(200);
    await w.server.sendDueRefunds();
    const after = (await documents(orderId)).body.data;
    const refundDoc = after.receipts.find((r) => r.kind === 'refund');
    expect(refundDoc?.number).toMatch(/^RF-\d{6}$/);
    const refundPdf = await receiptPdf(w.server, w.world.customer, refundDoc?.id ?? 0);
    expect(refundPdf.text).toContain(valid.receipts[0]?.number);

    await w.server.runEinvoicePass();
    await w.server.runEinvoicePass();
    expect(w.fake.document(atLhdn?.uuid ?? '')?.status).toBe('Cancelled');
    expect((await w.einvoiceByCode(code))?.state).toBe('cancelled');
    const [doc] = await w.server.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.id, refundDoc?.id ?? 0));
    expect(doc?.einvoiceId).toBe((await w.einvoiceByCode(code))?.id);
  });

  it('puts an ended month’s sales in its consolidated e-invoice, refuses a late request, and notes a refund against it', async () => {
    const { orderId } = await paidInstall(w.world);
    const db = w.server.database.db;
    const month = previousMonth(monthOf(new Date()));
    await db
      .update(receipts)
      .set({ issuedAt: new Date(monthRange(month).to.getTime() - 3_600_000) })
      .where(eq(receipts.orderId, orderId));
    const late = await w.server.call(api.einvoiceRequest, buyer(orderId), { session: w.world.customer });
    expect(late.body.code).toBe(1402);
    expect(late.body.msg).toContain('consolidated');
    expect((await documents(orderId)).body.data.einvoiceRequestUntil).toBeNull();

    w.fake.autoSettle = true;
    try {
      await w.server.runEinvoicePass();
      await w.makeDue();
      await w.server.runEinvoicePass();
      const covered = (await documents(orderId)).body.data.einvoice;
      expect(covered).toMatchObject({
        kind: 'consolidated',
        codeNumber: `CE-${month}-01`,
        state: 'valid',
        buyerName: null,
      });

      const refund = await w.server.call(
        api.refundRequest,
        { orderId, reason: 'Wrong size', contact: '0123456789' },
        { session: w.world.customer },
      );
      await w.server.call(
        api.staffRefundReview,
        { id: refund.body.data.id, approve: true, note: 'OK' },
        { session: w.world.manager },
      );
      await w.server.sendDueRefunds();
      await w.server.runEinvoicePass();
      await w.makeDue();
      await w.server.runEinvoicePass();
      const refundDoc = (await documents(orderId)).body.data.receipts.find((r) => r.kind === 'refund');
      const note = await w.einvoiceByCode(`RN-${refundDoc?.number ?? ''}`);
      expect(note).toMatchObject({ kind: 'refundNote', state: 'valid' });
      const consolidated = await w.einvoiceByCode(`CE-${month}-01`);
      const atLhdn = w.fake.documentByCodeNumber(note?.codeNumber ?? '');
      expect(JSON.stringify(atLhdn?.json)).toContain(consolidated?.uuid ?? 'no uuid');
      expect(consolidated?.state).toBe('valid');
    } finally {
      w.fake.autoSettle = false;
    }
  });

  it('puts an e-invoice LHDN refused in the office with its reasons, and sends it again once corrected', async () => {
    const { orderId } = await paidInstall(w.world);
    const asked = await w.server.call(api.einvoiceRequest, buyer(orderId), { session: w.world.customer });
    const code = asked.body.data.einvoice?.codeNumber ?? '';
    w.fake.planOutcome(code, 'Invalid', [{ code: 'CF410', message: 'Buyer TIN is not registered', target: 'TIN' }]);
    w.fake.autoSettle = true;
    try {
      await w.server.runEinvoicePass();
      await w.makeDue();
      await w.server.runEinvoicePass();
      const page = await w.server.call(
        api.officeEinvoicePage,
        { filter: { state: 'invalid' } },
        { session: w.world.company },
      );
      const row = page.body.data.list.find((r) => r.codeNumber === code);
      expect(row?.problems.map((p) => p.message).join(' ')).toContain('Buyer TIN is not registered');
      expect(row?.orderNo).toBeTruthy();
      expect(row?.orderId).toBe(orderId);
      // a store manager has no e-invoices
      const manager = await w.server.call(api.officeEinvoicePage, {}, { session: w.world.manager });
      expect(manager.body.code).toBe(1104);

      const fixed = await w.server.call(
        api.officeEinvoiceRetry,
        { id: row?.id ?? 0, buyer: { ...buyer(orderId), tin: 'C20880050010' } },
        { session: w.world.company },
      );
      expect(fixed.body.code, fixed.body.msg).toBe(200);
      expect(fixed.body.data.state).toBe('waiting');
      await w.server.runEinvoicePass();
      await w.makeDue();
      await w.server.runEinvoicePass();
      expect((await w.einvoiceByCode(code))?.state).toBe('valid');
      const sent = w.fake.documents.filter((d) => d.codeNumber === code);
      expect(sent.map((d) => d.status)).toEqual(['Invalid', 'Valid']);
    } finally {
      w.fake.autoSettle = false;
    }
  });

  it('honours LHDN’s 429 and Retry-After, then sends', async () => {
    const { orderId } = await paidInstall(w.world);
    const asked = await w.server.call(api.einvoiceRequest, buyer(orderId), { session: w.world.customer });
    const code = asked.body.data.einvoice?.codeNumber ?? '';
    w.fake.rateLimitNext(1, 45);
    const before = Date.now();
    await w.server.runEinvoicePass();
    const waiting = await w.einvoiceByCode(code);
    expect(waiting?.state).toBe('waiting');
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 44_000);
    await w.makeDue();
    await w.server.runEinvoicePass();
    expect((await w.einvoiceByCode(code))?.state).toBe('submitted');
    expect(w.fake.documents.filter((d) => d.codeNumber === code)).toHaveLength(1);
  });

  it('waits for the company’s settings before sending anything, and never answers the secret', async () => {
    const { orderId } = await paidInstall(w.world);
    const asked = await w.server.call(api.einvoiceRequest, buyer(orderId), { session: w.world.customer });
    const code = asked.body.data.einvoice?.codeNumber ?? '';
    const db = w.server.database.db;
    await db.update(companyTaxSettings).set({ myinvoisClientSecret: '' });
    try {
      const settings = (await w.server.call(api.officeTaxSettings, {}, { session: w.world.company })).body.data;
      expect(settings).toMatchObject({ myinvoisSecretSet: false, complete: false });
      await w.server.runEinvoicePass();
      expect(await w.einvoiceByCode(code)).toMatchObject({ state: 'waiting', lastError: 'settingsIncomplete' });
      expect(w.fake.documentByCodeNumber(code)).toBeUndefined();
    } finally {
      // saved again through the office; an empty secret in the form keeps the one kept
      await w.server.call(api.officeTaxSettingsSave, COMPANY_TAX, { session: w.world.company });
    }
    const kept = await w.server.call(
      api.officeTaxSettingsSave,
      { ...COMPANY_TAX, myinvoisClientSecret: '' },
      { session: w.world.company },
    );
    expect(kept.body.data).toMatchObject({ myinvoisSecretSet: true, complete: true });
    expect(JSON.stringify(kept.body)).not.toContain(COMPANY_TAX.myinvoisClientSecret);
    await w.makeDue();
    await w.server.runEinvoicePass();
    expect((await w.einvoiceByCode(code))?.state).toBe('submitted');
  });
});
