import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { PayloadOf } from '../../../src/shared/contract/define-call';
import type { OfficePaymentRow } from '../../../src/shared/contract/office-payments';
import type { Db } from '../../db/client';
import { applyRefundVerdict } from '../../payments/refund-settlement';
import { describeOnEachDatabase, startTestServer, type Session } from '../../testing/harness';
import { askRefund } from '../../testing/office-orders-fixtures';
import { latestMessages, paidInstall, paidMail, setupWorld, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

type PageBody = PayloadOf<typeof api.officePaymentPage>;

describeOnEachDatabase('back office payments', (kind) => {
  let world: World;
  let install: { orderId: number; orderNo: string };
  let mail: { orderId: number; orderNo: string };

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
    install = await paidInstall(world);
    mail = await paidMail(world);
  }, 120_000);
  afterAll(() => world.server.close());

  const search = (filter: PageBody['filter'], session: Session = world.company, extra: Omit<PageBody, 'filter'> = {}) =>
    world.server.call(api.officePaymentPage, { filter, ...extra }, { session });
  const paymentOf = async (orderNo: string) => {
    const res = await search({ orderNo });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data.list).toHaveLength(1);
    return res.body.data.list[0] as OfficePaymentRow;
  };
  const manual = (
    payload: PayloadOf<typeof api.officeManualRefund>,
    session: Session = world.company,
    language = 'en_us',
    idempotencyKey?: string,
  ) => world.server.call(api.officeManualRefund, payload, { session, language, idempotencyKey });

  /** A refund the gateway could not make: approved while the gateway is down, then its failed verdict. */
  async function failedRefund(orderId: number, orderNo: string) {
    await askRefund(world, orderId);
    const asked = await world.server.call(api.officeOrderFind, { id: orderId }, { session: world.company });
    world.server.refundGatewayDown = true;
    try {
      const approved = await world.server.call(
        api.officeRefundReview,
        { id: asked.body.data.refunds[0]!.id, approve: true, note: '' },
        { session: world.company },
      );
      expect(approved.body.code, approved.body.msg).toBe(200);
    } finally {
      world.server.refundGatewayDown = false;
    }
    const refundId = (await paymentOf(orderNo)).refund?.id as number;
    const outcome = await world.server.database.db.transaction((tx) =>
      applyRefundVerdict(
        tx as unknown as Db,
        { rowId: refundId, gatewayRefundId: `re_test_${refundId}` },
        { state: 'failed', gatewayRefundId: `re_test_${refundId}`, reason: 'lost_or_stolen_card' },
        new Date(),
      ),
    );
    expect(outcome).toBe('applied');
    return refundId;
  }

  it('lists the payments of the caller’s orders: the manager their store, the company all; customers refused', async () => {
    const row = await paymentOf(install.orderNo);
    expect(row).toMatchObject({
      orderId: install.orderId,
      provider: 'sandbox',
      method: 'fpx:Maybank2u',
      status: 'paid',
      feeSen: null,
      netSen: null,
      gatewayPaymentId: null,
      refund: null,
    });
    expect(row.reference).toMatch(/^PAY/);
    // the sandbox has no payment id of its own; its checkout is ours (set once the payer opened it)
    expect([null, row.reference]).toContain(row.gatewayRef);
    expect(row.paidAt).not.toBeNull();
    expect(row.storeName).toBe(world.store.name);
    expect((await paymentOf(mail.orderNo)).storeName).toBeNull();

    const mine = (await search({}, world.manager, { pageSize: 100 })).body.data.list.map((p) => p.orderNo);
    expect(mine).toContain(install.orderNo);
    expect(mine).not.toContain(mail.orderNo);
    expect((await search({ orderNo: install.orderNo }, world.otherManager)).body.data.total).toBe(0);
    expect((await search({}, world.customer)).body.code).toBe(ResultCode.forbidden);
    expect((await search({}, world.sales)).body.code).toBe(ResultCode.forbidden);
  });

  it('filters by state, refund state, order number, reference and Malaysian days, paged newest first', async () => {
    const row = await paymentOf(install.orderNo);
    // the order number in any case; our reference in any case; the gateway's as it is
    expect((await search({ orderNo: install.orderNo.toLowerCase() })).body.data.total).toBe(1);
    expect((await search({ orderNo: install.orderNo.slice(0, -1) })).body.data.total).toBe(0);
    expect((await search({ reference: row.reference.toLowerCase() })).body.data.list[0]?.id).toBe(row.id);
    expect((await search({ status: 'paid', orderNo: install.orderNo })).body.data.total).toBe(1);
    expect((await search({ status: 'refunded', orderNo: install.orderNo })).body.data.total).toBe(0);
    expect((await search({ refundStatus: 'failed', orderNo: install.orderNo })).body.data.total).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
    expect((await search({ from: today, to: today, orderNo: install.orderNo })).body.data.total).toBe(1);
    expect((await search({ to: '2020-01-01' })).body.data.total).toBe(0);

    const first = (await search({}, world.company, { pageSize: 1, pageNo: 1 })).body.data;
    const second = (await search({}, world.company, { pageSize: 1, pageNo: 2 })).body.data;
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first.list).toHaveLength(1);
    expect(first.list[0]!.createdAt >= second.list[0]!.createdAt).toBe(true);
    expect(first.list[0]?.id).not.toBe(second.list[0]?.id);

    const bad = await world.server.call(
      api.officePaymentPage,
      { filter: { from: '2026-02-02', to: '2026-02-01' } },
      { session: world.company, language: 'ms_my' },
    );
    expect(bad.body.code).toBe(ResultCode.validation);
    expect(bad.body.msg).toBe('Tarikh akhir mestilah pada atau selepas tarikh mula');
    // a status the contract does not have
    const unknownState = await world.server.raw(
      api.officePaymentPage.path,
      { filter: { status: 'settled' } },
      { session: world.company },
    );
    expect(unknownState.body.code).toBe(ResultCode.validation);
  });

  it('records a failed refund as returned another way once: the customer told once, a repeat answers the same row', async () => {
    const order = await paidInstall(world);
    const refundId = await failedRefund(order.orderId, order.orderNo);
    const failed = await paymentOf(order.orderNo);
    expect(failed.refund).toMatchObject({
      id: refundId,
      status: 'failed',
      reason: 'customerRefund',
      failureReason: 'lost_or_stolen_card',
      gatewayReference: `re_test_${refundId}`,
    });
    expect(failed.status).toBe('refundDue');
    const needsPerson = (await search({ refundStatus: 'failed' })).body.data.list.map((p) => p.id);
    expect(needsPerson).toContain(failed.id);
    // the gateway's refund id finds its payment
    expect((await search({ reference: `re_test_${refundId}` })).body.data.list[0]?.id).toBe(failed.id);

    // another store's manager reads it as not found
    const input: PayloadOf<typeof api.officeManualRefund> = {
      id: refundId,
      method: 'bankTransfer',
      reference: ' MBB 20260310 0042 ',
      note: 'Sent to Maybank',
    };
    expect((await manual(input, world.otherManager)).body.code).toBe(ResultCode.notFound);

    const recorded = await manual(input, world.manager);
    expect(recorded.body.code, recorded.body.msg).toBe(200);
    expect(recorded.body.data).toMatchObject({
      id: failed.id,
      status: 'refunded',
      refund: {
        id: refundId,
        status: 'manual',
        manualMethod: 'bankTransfer',
        manualReference: 'MBB 20260310 0042',
        manualNote: 'Sent to Maybank',
        manualByName: 'Nurul Huda (Store manager)',
      },
    });
    expect(recorded.body.data.refund?.doneAt).not.toBeNull();

    // pressed again (a new request): the row as it stands, nothing recorded or told again
    const again = await manual({ ...input, method: 'cash', reference: 'other' }, world.company);
    expect(again.body.code, again.body.msg).toBe(200);
    expect(again.body.data.refund).toEqual(recorded.body.data.refund);
    const told = (await latestMessages(world, 50)).filter(
      (m) => m.content.includes(order.orderNo) && m.content.includes('returned to you'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.content).toContain('bank transfer');
    expect((await search({ refundStatus: 'manual', orderNo: order.orderNo })).body.data.total).toBe(1);
  });

  it('refuses a refund that did not fail, a manager on a mail order, and bad input with clear messages', async () => {
    // a refund the sandbox made at once: done, not failed
    const order = await paidInstall(world);
    await askRefund(world, order.orderId);
    const asked = await world.server.call(api.officeOrderFind, { id: order.orderId }, { session: world.company });
    const approve = await world.server.call(
      api.officeRefundReview,
      { id: asked.body.data.refunds[0]!.id, approve: true, note: '' },
      { session: world.company },
    );
    expect(approve.body.code, approve.body.msg).toBe(200);
    await world.server.sendDueRefunds();
    const done = await paymentOf(order.orderNo);
    expect(done.refund?.status).toBe('done');
    const notFailed = await manual({ id: done.refund!.id, method: 'cash', reference: 'R1', note: '' });
    expect(notFailed.body.code).toBe(ResultCode.illegalTransition);
    expect(notFailed.body.msg).toBe(
      'Only a refund the payment service could not make can be recorded as returned another way',
    );
    expect((await manual({ id: 2_000_000_000, method: 'cash', reference: 'R1' })).body.code).toBe(ResultCode.notFound);

    // mail orders' refunds are the company's
    const mailRefund = await failedRefund(mail.orderId, mail.orderNo);
    expect((await manual({ id: mailRefund, method: 'cash', reference: 'R1' }, world.manager)).body.code).toBe(
      ResultCode.forbidden,
    );

    // bodies the contract refuses, some in ways its types do not allow (no reference at all)
    const message = async (payload: object, language = 'en_us') => {
      const res = await world.server.raw(
        api.officeManualRefund.path,
        { id: mailRefund, method: 'bankTransfer', reference: 'R1', ...payload },
        { session: world.company, language },
      );
      expect(res.body.code).toBe(ResultCode.validation);
      return res.body.msg;
    };
    expect(await message({ reference: '   ' })).toBe('Enter the reference of the transfer or receipt');
    expect(await message({ reference: undefined })).toBe('Enter the reference of the transfer or receipt');
    expect(await message({ reference: '   ' }, 'ms_my')).toBe('Masukkan rujukan pindahan atau resit');
    expect(await message({ reference: '   ' }, 'zh_cn')).toBe('请输入转账或收据的参考号');
    expect(await message({ reference: 'x'.repeat(81) })).toBe('The reference can have at most 80 characters');
    expect(await message({ note: 'x'.repeat(501) })).toBe('The note can have at most 500 characters');
    expect(await message({ method: 'cheque' })).toBe(
      'Choose how the money was returned: bank transfer, cash or another way',
    );
    // nothing was recorded by the refusals
    expect((await paymentOf(mail.orderNo)).refund?.status).toBe('failed');
    const ok = await manual({ id: mailRefund, method: 'other', reference: 'x'.repeat(80), note: 'y'.repeat(500) });
    expect(ok.body.code, ok.body.msg).toBe(200);
    expect(ok.body.data.refund?.manualByName).toBe('Roda HQ (Company)');
  });

  it('answers a repeated request (the same Idempotency-Key) with its first answer', async () => {
    const order = await paidInstall(world);
    const refundId = await failedRefund(order.orderId, order.orderNo);
    const key = 'office-manual-refund-repeat-1';
    const first = await manual({ id: refundId, method: 'cash', reference: 'Receipt 7' }, world.company, 'en_us', key);
    const second = await manual({ id: refundId, method: 'cash', reference: 'Receipt 7' }, world.company, 'en_us', key);
    expect(first.body.code, first.body.msg).toBe(200);
    expect(second.body).toEqual(first.body);
  });
});
