/** Test fixtures for extra work found on the car (server/staff/extra-work): quotes, decisions, payment. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ProductSummary } from '../../src/shared/contract/catalog';
import type { CallDefinition, PayloadOf } from '../../src/shared/contract/define-call';
import type { QuotedLineInput } from '../../src/shared/contract/staff';
import { handoverSlots } from '../../src/shared/contract/staff';
import { readConfig } from '../config';
import { signCallback } from '../payments/sandbox/sandbox-gateway';
import type { Session } from './harness';
import { checkIn, paidInstall, photo, photos, type World } from './staff-fixtures';
import { api } from '../../tests/support/api';

let skus = 0;

export function extraWorkHelpers(world: () => World) {
  const call = <C extends CallDefinition>(c: C, body: PayloadOf<C>, session: Session) =>
    world()
      .server.call(c, body, { session })
      .then((r) => r.body);

  /** A paid installation accepted by the world's technician: pending handover. */
  async function acceptedWork() {
    const w = world();
    const { orderId, workOrderId } = await paidInstall(w);
    const accepted = await call(api.workOrderAccept, { id: workOrderId }, w.technician);
    expect(accepted.code, accepted.msg).toBe(200);
    return { orderId, workOrderId };
  }

  /** The car handed over: the work is in service. */
  async function handOver(workOrderId: number) {
    const w = world();
    const ids = await photos(w, w.technician, 'handover', 1);
    const handed = await call(
      api.workOrderHandover,
      {
        id: workOrderId,
        photos: Object.fromEntries(handoverSlots.slice(0, 1).map((s, i) => [s, ids[i]])),
        cameEarly: true,
        ...(await checkIn(w, w.technician)),
      },
      w.technician,
    );
    expect(handed.code, handed.msg).toBe(200);
  }

  /** Group photo, progress complete, return photos: the car waits for collection. */
  async function finishAndReturn(workOrderId: number) {
    const w = world();
    const group = await photo(w, w.sales, 'group');
    expect((await call(api.workOrderGroupPhoto, { id: workOrderId, photo: group }, w.sales)).code).toBe(200);
    const done = await call(
      api.workOrderProgress,
      { id: workOrderId, estimatedCompletionAt: '2030-01-15T16:30:00+08:00', expectedDeliveryDate: '2030-01-15' },
      w.technician,
    );
    expect(done.code, done.msg).toBe(200);
    const back = await photo(w, w.technician, 'return');
    expect((await call(api.workOrderReturn, { id: workOrderId, photos: [back] }, w.technician)).code).toBe(200);
  }

  /** The customer signs off these items of the order (all still pending when none are named). */
  async function sign(workOrderId: number, orderItemIds?: number[]) {
    const w = world();
    const wo = await call(api.workOrderFind, { id: workOrderId }, w.technician);
    const ids = orderItemIds ?? wo.data.signoffs.filter((s) => s.status === 'pending').map((s) => s.orderItemId);
    for (const orderItemId of ids) {
      const signature = await photo(w, w.technician, 'signature');
      const signed = await call(
        api.workOrderSignoff,
        { id: workOrderId, orderItemId, signerName: 'Aisyah Rahman', signature },
        w.technician,
      );
      expect(signed.code, signed.msg).toBe(200);
    }
  }

  /** The technician records a brake-pad finding with these quoted lines. */
  async function quote(
    workOrderId: number,
    lines: QuotedLineInput[],
    condition: 'good' | 'soon' | 'urgent' = 'soon',
    session?: Session,
  ) {
    const w = world();
    const who = session ?? w.technician;
    const image = await photo(w, who, 'finding');
    return call(
      api.workOrderFindingAdd,
      { id: workOrderId, category: 'brakes', item: 'pads', condition, photos: [image], note: 'Worn to 2 mm', lines },
      who,
    );
  }

  /** A new universal product (fits every car) with its own stock at the workshop, price and labour, made by the company. */
  async function newProduct(stock: number, priceSen = 15_000, labourSen = 4_000): Promise<ProductSummary> {
    const w = world();
    const base = await call(api.officeProductFind, { id: w.dashcam.id }, w.company);
    expect(base.code, base.msg).toBe(200);
    const sku = `XW-${process.pid}-${++skus}`;
    const saved = await call(
      api.officeProductSave,
      {
        product: {
          ...base.data.product,
          sku,
          priceSen,
          originalPriceSen: null,
          labourSen,
          stock: 0,
          fitment: { kind: 'universal' },
        },
      },
      w.company,
    );
    expect(saved.code, saved.msg).toBe(200);
    await countAtWorkshop(saved.data.id, stock);
    const found = await call(api.productFind, { id: saved.data.id }, w.customer);
    return found.data;
  }

  /** Sets what the workshop holds of a product, as its staff counted. */
  async function countAtWorkshop(productId: number, quantity: number) {
    const w = world();
    const counted = await call(api.officeProductStockSave, { productId, place: w.store.id, quantity }, w.company);
    expect(counted.code, counted.msg).toBe(200);
  }

  /** Changes a product's price in the catalogue or its stock at the workshop, as the office does. */
  async function changeProduct(id: number, change: { priceSen?: number; stock?: number }) {
    const w = world();
    const { stock, ...product } = change;
    if (stock !== undefined) await countAtWorkshop(id, stock);
    if (Object.keys(product).length === 0) return;
    const found = await call(api.officeProductFind, { id }, w.company);
    const saved = await call(
      api.officeProductSave,
      { id, product: { ...found.data.product, ...product, originalPriceSen: null } },
      w.company,
    );
    expect(saved.code, saved.msg).toBe(200);
  }

  const stockOf = async (id: number) => (await call(api.productFind, { id }, world().customer)).data.stock;

  const extraWork = async (orderId: number) => {
    const found = await call(api.orderExtraWorkFind, { orderId }, world().customer);
    expect(found.code, found.msg).toBe(200);
    return found.data;
  };

  const decide = (orderId: number, decisions: { lineId: number; decision: 'approve' | 'decline' }[]) =>
    call(api.orderExtraWorkDecide, { orderId, decisions }, world().customer);

  /** Starts paying a charge (the app's pay call): its reference and amount. */
  async function startPaying(orderId: number, chargeId: number) {
    const started = await call(api.orderExtraWorkPay, { orderId, chargeId }, world().customer);
    expect(started.code, started.msg).toBe(200);
    return started.data;
  }

  /** Pays on the sandbox gateway's page, as a payer's browser does. */
  async function payOnSandbox(reference: string) {
    const done = await fetch(`${world().server.baseUrl}/pay/sandbox/complete`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ reference, method: 'fpx', bank: 'Maybank2u', outcome: 'approve' }),
    });
    expect(done.status).toBe(303);
    return done.headers.get('location') ?? '';
  }

  /** The gateway's signed server-to-server callback: a new event unless `eventId` names one sent before. */
  async function callback(reference: string, amountSen: number, eventId = `sbx_${randomUUID()}`) {
    const body = JSON.stringify({ id: eventId, reference, status: 'paid', method: 'fpx:Maybank2u', amountSen });
    const res = await fetch(`${world().server.baseUrl}/api/pay/sandbox/callback`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-gateway-signature': signCallback(readConfig({}).paymentSecret, body),
      },
      body,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { outcome: string }).outcome;
  }

  return {
    call,
    acceptedWork,
    handOver,
    finishAndReturn,
    sign,
    quote,
    newProduct,
    changeProduct,
    stockOf,
    extraWork,
    decide,
    startPaying,
    payOnSandbox,
    callback,
  };
}
