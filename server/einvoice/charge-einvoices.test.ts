import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EInvoiceRequestPayload } from '../../src/shared/contract/documents';
import { api } from '../../tests/support/api';
import { einvoices } from '../db/schema';
import { startEinvoiceWorld } from '../testing/einvoice-world';
import { extraWorkHelpers } from '../testing/extra-work-fixture';
import { describeOnEachDatabase } from '../testing/harness';
import { coverChargeReceipts } from './charge-einvoices';

type EinvoiceWorld = Awaited<ReturnType<typeof startEinvoiceWorld>>;

/*
 * Extra work paid after the order has a receipt of its own; when the customer asked for an
 * e-invoice in their name, the extra lines reach LHDN under the same buyer, whether paid before or
 * after the request, once even when every process's e-invoice pass runs at the same moment.
 */
describeOnEachDatabase('e-invoices of extra work paid on the car', (kind) => {
  let w: EinvoiceWorld;
  const x = extraWorkHelpers(() => w.world);
  beforeAll(async () => {
    w = await startEinvoiceWorld(kind);
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

  /** A quoted labour line approved and paid through the sandbox gateway: the charge's receipt. */
  async function payExtra(orderId: number, workOrderId: number, description: string) {
    const quoted = await x.quote(workOrderId, [{ kind: 'labour', description, labourSen: 5_000 }]);
    expect(quoted.code, quoted.msg).toBe(200);
    const lineId = quoted.data.extraWork.findings[0]?.lines[0]?.id ?? 0;
    const approved = await x.decide(orderId, [{ lineId, decision: 'approve' }]);
    expect(approved.code, approved.msg).toBe(200);
    const charge = approved.data.charges.find((c) => c.status === 'unpaid');
    const paying = await x.startPaying(orderId, charge?.id ?? 0);
    await x.payOnSandbox(paying.reference);
    const receipts = await w.receiptsOf(orderId);
    const receipt = receipts.find((r) => r.extraChargeId === charge?.id);
    expect(receipt?.totalSen).toBe(5_400);
    return receipt;
  }

  const einvoicesOf = async (receiptId: number) =>
    w.server.database.db.select().from(einvoices).where(eq(einvoices.receiptId, receiptId));

  it('covers extra work paid before the request with it, and paid after by the next pass, to the same buyer and once', async () => {
    const { orderId, workOrderId } = await x.acceptedWork();
    await x.handOver(workOrderId);
    const before = await payExtra(orderId, workOrderId, 'Brake fluid flush');

    const asked = await w.server.call(api.einvoiceRequest, buyer(orderId), { session: w.world.customer });
    expect(asked.body.code, asked.body.msg).toBe(200);
    const [early] = await einvoicesOf(before?.id ?? 0);
    expect(early).toMatchObject({ kind: 'invoice', codeNumber: `EI-${before?.number}`, totalSen: 5_400 });
    expect(early?.buyer?.name).toBe(buyer(orderId).name);

    const after = await payExtra(orderId, workOrderId, 'Wheel alignment');
    expect(after?.einvoiceId).toBeNull();
    // every process's pass at once, and a direct run beside them
    await Promise.all([
      w.server.runEinvoicePass(),
      w.server.runEinvoicePass(),
      w.server.database.db.transaction((tx) => coverChargeReceipts(tx as never, orderId)),
    ]);
    const late = await einvoicesOf(after?.id ?? 0);
    expect(late).toHaveLength(1);
    expect(late[0]?.buyer).toEqual(early?.buyer);
    const covered = (await w.receiptsOf(orderId)).find((r) => r.id === after?.id);
    expect(covered?.einvoiceId).toBe(late[0]?.id);

    await w.makeDue();
    await w.server.runEinvoicePass();
    const sent = w.fake.documentByCodeNumber(`EI-${after?.number}`);
    expect(sent?.facts.receiverName).toBe(buyer(orderId).name);
    expect(sent?.facts.totalPayableAmount).toBe(54);
  });

  it('leaves extra work on an order without its own e-invoice to the month’s consolidation', async () => {
    const { orderId, workOrderId } = await x.acceptedWork();
    await x.handOver(workOrderId);
    const receipt = await payExtra(orderId, workOrderId, 'Battery terminal clean');
    await w.server.runEinvoicePass();
    expect(await einvoicesOf(receipt?.id ?? 0)).toHaveLength(0);
  });
});
