import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { ProductSummary } from '../../../src/shared/contract/catalog';
import { describeOnEachDatabase, startTestServer } from '../../testing/harness';
import { extraWorkHelpers } from '../../testing/extra-work-fixture';
import {
  customerOrder,
  findWorkOrder,
  latestMessages,
  paidInstall,
  registerApproved,
  setupWorld,
  type World,
} from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

/*
 * Extra work found on the car (server/staff/extra-work): the technician's findings and quotes, what
 * the customer is told and shown, and decisions by the customer and by a manager on the phone.
 * Payment, hand-back and stock: extra-work-payment.test.ts; races: extra-work.concurrency.test.ts.
 */
describeOnEachDatabase('extra work found on the car: findings, quotes and decisions', (kind) => {
  let world: World;
  const x = extraWorkHelpers(() => world);
  let pads: ProductSummary;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
    pads = await x.newProduct(10, 15_000, 4_000);
  }, 60_000);
  afterAll(() => world.server.close());

  it('the technician of the work quotes a finding; the customer sees its photos and prices with service tax, and an urgent one is texted', async () => {
    const { orderId, workOrderId } = await x.acceptedWork();
    const quoted = await x.quote(
      workOrderId,
      [
        { kind: 'product', productId: pads.id, quantity: 2 },
        { kind: 'labour', description: 'Brake fluid flush', labourSen: 5_000 },
      ],
      'urgent',
    );
    expect(quoted.code, quoted.msg).toBe(200);
    const [finding] = quoted.data.extraWork.findings;
    expect(finding).toMatchObject({ category: 'brakes', item: 'pads', condition: 'urgent', note: 'Worn to 2 mm' });
    // parts 2 × 150.00, labour 2 × 40.00 with 8% service tax on it; labour alone 50.00 + 4.00
    expect(finding?.lines.map((l) => [l.kind, l.partsSen, l.labourSen, l.serviceTaxSen, l.totalSen, l.status])).toEqual(
      [
        ['product', 30_000, 8_000, 640, 38_640, 'pending'],
        ['labour', 0, 5_000, 400, 5_400, 'pending'],
      ],
    );
    expect(finding?.lines[1]?.name).toBe('Labour: Brake fluid flush');

    // the customer's order detail carries it, photos at signed addresses
    const order = await customerOrder(world, orderId);
    const seen = order.work?.extraWork;
    expect(seen?.decidable).toBe(true);
    expect(seen?.payable).toBe(false);
    expect(seen?.findings[0]?.photos[0]?.url).toMatch(/^\/media\/uploads\/.+sig=/);
    expect(seen?.findings[0]?.lines.map((l) => l.totalSen)).toEqual([38_640, 5_400]);
    const photoAnswer = await fetch(`${world.server.baseUrl}${seen?.findings[0]?.photos[0]?.url ?? ''}`);
    expect(photoAnswer.status).toBe(200);
    // the staff app's detail too, with the actions the app offers
    const wo = await findWorkOrder(world, world.technician, workOrderId);
    expect(wo.extraWork.findings).toHaveLength(1);
    expect(wo.actions).toMatchObject({ recordFinding: true, recordPhoneDecision: false });
    expect((await findWorkOrder(world, world.manager, workOrderId)).actions.recordPhoneDecision).toBe(true);

    expect((await latestMessages(world))[0]?.title).toBe('Urgent: extra work found on your car');
    await world.server.sendDueNotices();
    const texts = world.server.smsSent.filter((s) => s.code === '' && s.text.includes('Urgent: extra work'));
    expect(texts).toHaveLength(1);
    expect(texts[0]?.text).toContain('RM 440.40');
  });

  it('only the technician who owns the work records findings, and only while the car is handed over or in service', async () => {
    const { workOrderId } = await x.acceptedWork();
    const second = await registerApproved(world.server, world.company, {
      phone: '+60129000011',
      name: 'Second Technician (Cheras)',
      storeId: world.store.id,
      role: 'technician',
    });
    const notMine = await x.quote(workOrderId, [], 'soon', second);
    expect(notMine).toMatchObject({
      code: ResultCode.conflict,
      msg: 'This work order is assigned to another technician',
    });
    expect((await x.quote(workOrderId, [], 'soon', world.otherTechnician)).code).toBe(ResultCode.notFound);
    expect((await x.quote(workOrderId, [], 'soon', world.sales)).code).toBe(ResultCode.forbidden);
    expect((await x.quote(workOrderId, [], 'soon', world.manager)).code).toBe(ResultCode.forbidden);
    // before acceptance the work is nobody's: nothing to record yet
    const waiting = await paidInstall(world);
    expect((await x.quote(waiting.workOrderId, [], 'good')).code).toBe(ResultCode.illegalTransition);
    // someone else's photo cannot be slipped in, and an item must be of its category
    const foreign = await x.call(
      api.workOrderFindingAdd,
      { id: workOrderId, category: 'brakes', item: 'pads', condition: 'soon', photos: ['A'.repeat(22)] },
      world.technician,
    );
    expect(foreign.code).toBe(ResultCode.validation);
    const mixed = await x.call(
      api.workOrderFindingAdd,
      { id: workOrderId, category: 'brakes', item: 'tread', condition: 'soon', photos: ['A'.repeat(22)] },
      world.technician,
    );
    expect(mixed).toMatchObject({ code: ResultCode.validation, msg: "Choose an item of the finding's category" });
    // a finding without a quote is a report of the car's condition
    const good = await x.quote(workOrderId, [], 'good');
    expect(good.code, good.msg).toBe(200);
    expect((await latestMessages(world))[0]?.title).toBe('The workshop checked your car');
  });

  it('a product that does not fit the order’s car cannot be quoted', async () => {
    const { workOrderId } = await x.acceptedWork();
    const tyres = (await world.server.call(api.productPage, { category: 'tyres', pageSize: 50 })).body.data.list;
    let unfit: number | null = null;
    for (const tyre of tyres) {
      const found = await world.server.call(api.productFind, { id: tyre.id, car: world.car });
      if (found.body.data.fit === 'incompatible') {
        unfit = tyre.id;
        break;
      }
    }
    expect(unfit).not.toBeNull();
    const refused = await x.quote(workOrderId, [{ kind: 'product', productId: unfit ?? 0 }]);
    expect(refused.code).toBe(ResultCode.validation);
    expect(refused.msg).toMatch(/^This product does not fit the car of this order \(Perodua Myvi/);
    // the one the order was booked with fits
    expect((await x.quote(workOrderId, [{ kind: 'product', productId: world.tyre.id }])).code).toBe(200);
  });

  it('a manager records a phone approval with who and why; a decline is kept with who and when', async () => {
    const { orderId, workOrderId } = await x.acceptedWork();
    const quoted = await x.quote(workOrderId, [
      { kind: 'product', productId: pads.id },
      { kind: 'labour', description: 'Replace wiper blades', labourSen: 3_000 },
    ]);
    const [pad, wiper] = quoted.data.extraWork.findings[0]?.lines ?? [];
    const decisions = [{ lineId: pad?.id ?? 0, decision: 'approve' as const }];
    const phone = {
      id: workOrderId,
      decisions,
      personName: 'Encik Ahmad (husband)',
      reason: 'Called 10:30, pads only',
    };
    expect((await x.call(api.workOrderPhoneDecision, phone, world.technician)).code).toBe(ResultCode.forbidden);
    expect((await x.call(api.workOrderPhoneDecision, phone, world.otherManager)).code).toBe(ResultCode.notFound);
    const noted = await x.call(api.workOrderPhoneDecision, phone, world.manager);
    expect(noted.code, noted.msg).toBe(200);
    const manager = (await x.call(api.currentUser, {}, world.manager)).data;
    const approved = noted.data.extraWork.findings[0]?.lines[0];
    expect(approved?.status).toBe('approved');
    expect(approved?.decision).toMatchObject({
      outcome: 'approved',
      by: 'staff',
      staffName: manager.name,
      personName: 'Encik Ahmad (husband)',
      reason: 'Called 10:30, pads only',
    });
    expect(noted.data.extraWork.charges).toHaveLength(1);

    const declined = await x.decide(orderId, [{ lineId: wiper?.id ?? 0, decision: 'decline' }]);
    expect(declined.code, declined.msg).toBe(200);
    const line = declined.data.findings[0]?.lines[1];
    expect(line).toMatchObject({ status: 'declined', chargeId: null });
    expect(line?.decision).toMatchObject({ outcome: 'declined', by: 'customer', staffName: null, personName: '' });
    expect(Date.now() - Date.parse(line?.decision?.at ?? '')).toBeLessThan(60_000);
    // the order's history: the phone approval names who gave it, the customer's decline nobody
    const history = (await customerOrder(world, orderId)).timeline.map((e) => [e.status, e.note]);
    expect(history.filter(([status]) => String(status).startsWith('extraWork'))).toEqual([
      ['extraWorkQuoted', ''],
      ['extraWorkApproved', 'Encik Ahmad (husband)'],
      ['extraWorkDeclined', ''],
    ]);
    // an approved line stays approved; a line of another order is not found
    const undo = await x.decide(orderId, [{ lineId: pad?.id ?? 0, decision: 'decline' }]);
    expect(undo).toMatchObject({ code: ResultCode.conflict, msg: 'An approved line can no longer be declined' });
    const other = await x.acceptedWork();
    expect((await x.decide(other.orderId, [{ lineId: pad?.id ?? 0, decision: 'approve' }])).code).toBe(
      ResultCode.notFound,
    );
    // the technician is told, and sees the decisions in the work order
    const wo = await findWorkOrder(world, world.technician, workOrderId);
    expect(wo.extraWork.findings[0]?.lines.map((l) => l.status)).toEqual(['approved', 'declined']);
  });
});
