import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { PayloadOf } from '../../../src/shared/contract/define-call';
import type { OfficeOrderRow } from '../../../src/shared/contract/office-orders';
import { describeOnEachDatabase, startTestServer, type Session } from '../../testing/harness';
import { askRefund, exportOrders } from '../../testing/office-orders-fixtures';
import { paidInstall, paidMail, setupWorld, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

type PageBody = PayloadOf<typeof api.officeOrderPage>;

describeOnEachDatabase('back office orders and refunds', (kind) => {
  let world: World;
  let install: { orderId: number; orderNo: string };
  let mail: { orderId: number; orderNo: string };

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
    install = await paidInstall(world);
    mail = await paidMail(world);
  }, 90_000);
  afterAll(() => world.server.close());

  const search = (filter: PageBody['filter'], session: Session = world.company, extra: Omit<PageBody, 'filter'> = {}) =>
    world.server.call(api.officeOrderPage, { filter, ...extra }, { session });
  const find = (id: number, session: Session = world.company) =>
    world.server.call(api.officeOrderFind, { id }, { session });
  const review = (id: number, approve: boolean, note: string, session: Session = world.company) =>
    world.server.call(api.officeRefundReview, { id, approve, note }, { session });

  it('finds an order by number, phone in any form, plate and state; the manager only in their store', async () => {
    const byNo = (await search({ orderNo: install.orderNo.slice(-6) })).body.data.list.map((o) => o.orderNo);
    expect(byNo).toContain(install.orderNo);
    const row = (await search({ orderNo: install.orderNo })).body.data.list[0] as OfficeOrderRow;
    // a number's beginning, in any case, finds it as a part of it does; one digit more or less does not
    for (const typed of [install.orderNo.slice(0, 10), install.orderNo.toLowerCase(), install.orderNo.slice(0, -1)]) {
      const found = (await search({ orderNo: typed })).body.data;
      expect(
        found.list.map((o) => o.orderNo),
        typed,
      ).toContain(install.orderNo);
      expect(
        found.list.every((o) => o.orderNo.startsWith(typed.toUpperCase())),
        typed,
      ).toBe(true);
    }
    const last = Number(install.orderNo.slice(-1));
    const other = `${install.orderNo.slice(0, -1)}${(last + 1) % 10}`;
    expect((await search({ orderNo: other })).body.data.list.map((o) => o.orderNo)).not.toContain(install.orderNo);
    expect((await search({ orderNo: `${install.orderNo}0` })).body.data.total).toBe(0);
    const local = `0${row.customerPhone.slice(3)}`;
    for (const phone of [row.customerPhone, local, `${local.slice(0, 3)}-${local.slice(3)}`]) {
      const found = (await search({ phone })).body.data.list.map((o) => o.orderNo);
      expect(found, phone).toContain(install.orderNo);
    }
    const plate = row.plate.replace(/\s/g, '').toLowerCase();
    expect((await search({ plate })).body.data.list.map((o) => o.orderNo)).toContain(install.orderNo);
    expect((await search({ status: 'upcoming', orderNo: install.orderNo })).body.data.total).toBe(1);
    expect((await search({ status: 'completed', orderNo: install.orderNo })).body.data.total).toBe(0);
    expect((await search({ storeId: world.otherStore.id, orderNo: install.orderNo })).body.data.total).toBe(0);
    // the manager: their store's install, not the mail order (no store); the other manager neither
    const mine = (await search({}, world.manager)).body.data.list.map((o) => o.orderNo);
    expect(mine).toContain(install.orderNo);
    expect(mine).not.toContain(mail.orderNo);
    expect((await search({ orderNo: install.orderNo }, world.otherManager)).body.data.total).toBe(0);
  });

  it('filters by Malaysian days, pages on the server and refuses an end before the start', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
    expect((await search({ from: today, to: today })).body.data.total).toBeGreaterThanOrEqual(2);
    expect((await search({ to: '2020-01-01' })).body.data.total).toBe(0);
    const first = await search({}, world.company, { pageSize: 1, pageNo: 1 });
    const second = await search({}, world.company, { pageSize: 1, pageNo: 2 });
    expect(first.body.data.list).toHaveLength(1);
    expect(first.body.data.list[0]?.id).not.toBe(second.body.data.list[0]?.id);
    const bad = await world.server.call(
      api.officeOrderPage,
      { filter: { from: '2026-02-02', to: '2026-02-01' } },
      { session: world.company, language: 'ms_my' },
    );
    expect(bad.body.code).toBe(ResultCode.validation);
    expect(bad.body.msg).toBe('Tarikh akhir mestilah pada atau selepas tarikh mula');
  });

  it('shows the detail with its timeline; another store reads it as not found', async () => {
    const detail = (await find(install.orderId)).body.data;
    expect(detail.order.orderNo).toBe(install.orderNo);
    expect(detail.timeline.map((e) => e.status)).toContain('upcoming');
    expect(detail.refunds).toEqual([]);
    expect((await find(install.orderId, world.manager)).body.code).toBe(200);
    expect((await find(install.orderId, world.otherManager)).body.code).toBe(ResultCode.notFound);
    expect((await find(mail.orderId, world.manager)).body.code).toBe(ResultCode.notFound);
  });

  it('reviews a refund through the desk rules: a reason to reject, an audit row, the company for mail', async () => {
    const refundId = await askRefund(world, install.orderId);
    const shown = (await find(install.orderId, world.manager)).body.data;
    expect(shown.canReview).toBe(true);
    expect(shown.refunds[0]?.id).toBe(refundId);
    expect((await review(refundId, false, '', world.manager)).body.code).toBe(ResultCode.validation);
    expect((await review(refundId, false, 'x', world.otherManager)).body.code).toBe(ResultCode.notFound);
    const rejected = await review(refundId, false, 'Fitted already', world.manager);
    expect(rejected.body.code, rejected.body.msg).toBe(200);
    expect(rejected.body.data.status).toBe('rejected');
    const audit = (await world.server.call(api.officeAuditPage, {}, { session: world.manager })).body.data.list;
    const row = audit.find((a) => a.subject === install.orderNo);
    expect(row?.action).toBe('refundReject');
    expect(row?.changes).toContainEqual({ field: 'status', before: 'pendingReview', after: 'rejected' });

    const mailRefund = await askRefund(world, mail.orderId);
    // mail orders belong to no store: their refunds are the company's (the desk's reviewMailRefunds)
    expect((await review(mailRefund, true, '', world.manager)).body.code).toBe(ResultCode.forbidden);
    const approved = await review(mailRefund, true, '');
    expect(approved.body.code, approved.body.msg).toBe(200);
    expect((await search({ orderNo: mail.orderNo })).body.data.list[0]?.refundStatus).not.toBe('pendingReview');
  });

  it('decides a refund once when three people press at the same time, with one audit row', async () => {
    const order = await paidInstall(world);
    const refundId = await askRefund(world, order.orderId);
    const answers = await Promise.all([
      review(refundId, true, '', world.manager),
      review(refundId, true, '', world.company),
      review(refundId, false, 'No', world.company),
    ]);
    // a repeated approval answers the refund as it stands (the desk's rule); a late rejection is refused
    const decided = answers.filter((a) => a.body.code === 200).map((a) => a.body.data.status);
    expect(decided.length).toBeGreaterThanOrEqual(1);
    // never both: approved (processing, or completed once the gateway answered) or rejected
    const approvedOrRejected = new Set(decided.map((status) => (status === 'rejected' ? 'rejected' : 'approved')));
    expect(approvedOrRejected.size).toBe(1);
    const audit = (
      await world.server.call(
        api.officeAuditPage,
        { pageSize: 100 },
        {
          session: world.company,
        },
      )
    ).body.data.list.filter((a) => a.subject === order.orderNo);
    expect(audit).toHaveLength(1);
  });

  it('exports the search as CSV, the manager only their store', async () => {
    const res = await exportOrders(world.server, world.company, { orderNo: install.orderNo });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]?.startsWith('order_no,created_at')).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.startsWith(install.orderNo)).toBe(true);
    const everything = await (await exportOrders(world.server, world.manager, {})).text();
    expect(everything).toContain(install.orderNo);
    expect(everything).not.toContain(mail.orderNo);
    const bad = await exportOrders(world.server, world.company, { from: 'yesterday' });
    expect(((await bad.json()) as { code: number }).code).toBe(ResultCode.validation);
  });
});
