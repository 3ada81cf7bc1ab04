import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditSections } from '../../src/shared/contract/audit-sections';
import { ResultCode } from '../../src/shared/contract/codes';
import type { PayloadOf } from '../../src/shared/contract/define-call';
import type { OfficeAuditFilter } from '../../src/shared/contract/office-audit';
import { describeOnEachDatabase, startTestServer, type Session } from '../testing/harness';
import { paidInstall, setupWorld, STAFF_PHONES, staffLogin, type World } from '../testing/staff-fixtures';
import { api } from '../../tests/support/api';

/*
 * The audit log (docs/product.md#audit-log): sign-up and refund decisions made on the staff desk are
 * recorded as the office's changes are; each filter narrows the log, never past the caller's scope;
 * a filtered log pages by key as it pages by number.
 */

describeOnEachDatabase('the audit log: approvals recorded, filters', (kind) => {
  let world: World;
  let managerId = 0;
  let companyId = 0;
  let otherManagerId = 0;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
    managerId = (await staffLogin(world.server, STAFF_PHONES.manager)).userId;
    companyId = (await staffLogin(world.server, STAFF_PHONES.company)).userId;
    otherManagerId = (await staffLogin(world.server, '+60129000003', 'Kedai2026!')).userId;
    // stock counts around midnight in Malaysia (UTC+8) on 9 and 10 March 2025, by each store's manager
    await world.server.database.db.execute(sql`
      insert into audit_log (actor_id, store_id, action, subject, changes, at)
      select case when a % 2 = 0 then ${managerId}::int else ${otherManagerId}::int end,
        case when a % 2 = 0 then ${world.store.id}::int else ${world.otherStore.id}::int end,
        'stockSet', 'SKU-' || a, '[]'::jsonb,
        timestamptz '2025-03-09 16:00:00+00' + (a - 10) * interval '1 minute'
      from generate_series(1, 20) a`);
  }, 60_000);
  afterAll(() => world.server.close());

  const page = async (
    session: Session,
    filter: OfficeAuditFilter,
    more: Partial<PayloadOf<typeof api.officeAuditPage>> = {},
  ) => {
    const res = await world.server.call(api.officeAuditPage, { pageSize: 100, filter, ...more }, { session });
    expect(res.body.code, res.body.msg).toBe(200);
    return res.body.data;
  };

  const signUp = async (phone: string, name: string) => {
    await world.server.call(api.sendSms, { phone, scene: 'staffRegister' });
    const reg = await world.server.call(api.staffRegister, {
      phone,
      name,
      storeId: world.store.id,
      role: 'technician',
      company: 'Roda Auto Sdn. Bhd.',
      password: 'Kedai2026!',
      confirmPassword: 'Kedai2026!',
      code: await world.server.latestOtp(phone),
      agree: true,
    });
    expect(reg.body.code, reg.body.msg).toBe(200);
    return reg.body.data.id;
  };

  it('records a manager’s approval and refusal of sign-ups on the staff desk, once, in words the office reads', async () => {
    const { server, manager } = world;
    const approved = await signUp('+60129300001', 'Hafiz Approved');
    const refused = await signUp('+60129300002', 'Wong Refused');
    expect((await server.call(api.signupReview, { id: approved, approve: true }, { session: manager })).body.code).toBe(
      200,
    );
    const no = await server.call(
      api.signupReview,
      { id: refused, approve: false, reason: 'Not our staff' },
      { session: manager },
    );
    expect(no.body.code, no.body.msg).toBe(200);
    // a second verdict is refused and records nothing
    const again = await server.call(api.signupReview, { id: approved, approve: true }, { session: manager });
    expect(again.body.code).toBe(ResultCode.illegalTransition);

    const log = await page(world.company, { actorId: managerId, section: 'people' });
    expect(log.list.slice(0, 2)).toMatchObject([
      {
        action: 'personRefuse',
        subject: 'Wong Refused (+60129300002)',
        storeId: world.store.id,
        actorRole: 'manager',
        changes: [
          { field: 'status', before: 'pending', after: 'refused' },
          { field: 'role', before: '', after: 'technician' },
          { field: 'reason', before: '', after: 'Not our staff' },
        ],
      },
      {
        action: 'personApprove',
        subject: 'Hafiz Approved (+60129300001)',
        changes: [
          { field: 'status', before: 'pending', after: 'active' },
          { field: 'role', before: '', after: 'technician' },
        ],
      },
    ]);
    expect(log.list.filter((e) => e.subject.includes('Hafiz Approved'))).toHaveLength(1);

    // four verdicts at once on one sign-up: one is taken and recorded, the others refused
    const raced = await signUp('+60129300003', 'Lee Raced');
    const verdicts = await Promise.all(
      [true, false, true, false].map((approve) =>
        server.call(api.signupReview, { id: raced, approve, reason: 'Checked' }, { session: manager }),
      ),
    );
    expect(verdicts.map((v) => v.body.code).sort()).toEqual(
      [200, ResultCode.illegalTransition, ResultCode.illegalTransition, ResultCode.illegalTransition].sort(),
    );
    const racedLog = await page(world.company, { actorId: managerId, section: 'people' });
    expect(racedLog.list.filter((e) => e.subject.includes('Lee Raced'))).toHaveLength(1);
  });

  it('records a refund decision made on the manager desk with its amount, and a repeated one not again', async () => {
    const { server, manager } = world;
    const order = await paidInstall(world);
    const asked = await server.call(
      api.refundRequest,
      { orderId: order.orderId, reason: 'Plans changed', contact: '0123456789' },
      { session: world.customer },
    );
    expect(asked.body.code, asked.body.msg).toBe(200);
    // four presses at once (PostgreSQL runs them side by side): one decision, recorded once
    const presses = await Promise.all(
      [1, 2, 3, 4].map(() =>
        server.call(api.staffRefundReview, { id: asked.body.data.id, approve: true, note: '' }, { session: manager }),
      ),
    );
    for (const res of presses) expect(res.body.code, res.body.msg).toBe(200);
    const log = await page(manager, { section: 'refunds', actorId: managerId });
    const mine = log.list.filter((e) => e.subject === order.orderNo);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ action: 'refundApprove', storeId: world.store.id });
    expect(mine[0]?.changes).toEqual([
      { field: 'status', before: 'pendingReview', after: expect.stringMatching(/^(processing|completed)$/) },
      { field: 'amountSen', before: '', after: expect.stringMatching(/^[1-9]\d*$/) },
    ]);
  });

  it('narrows the log by person, by section and by Malaysian days, both included, and by all at once', async () => {
    const { company } = world;
    const all = await page(company, {});
    const byPerson = await page(company, { actorId: otherManagerId });
    expect(byPerson.total).toBeGreaterThan(0);
    expect(byPerson.total).toBeLessThan(all.total);
    expect(byPerson.list.every((e) => e.actorName === 'Mei Ling (Manager, Shah Alam)')).toBe(true);
    // the company approved the other store's staff as the world was set up
    const people = await page(company, { section: 'people' });
    expect(people.total).toBeLessThan(all.total);
    expect(people.list.map((e) => e.action)).toContain('personApprove');
    expect(people.list.every((e) => (auditSections.people as readonly string[]).includes(e.action))).toBe(true);
    // 16:00 UTC is midnight in Malaysia: 9 counts on the 9th, 11 on the 10th (the one at midnight is the 10th's)
    const ninth = await page(company, { from: '2025-03-09', to: '2025-03-09' });
    const tenth = await page(company, { from: '2025-03-10', to: '2025-03-10' });
    expect(ninth.list.map((e) => e.subject).sort()).toEqual(Array.from({ length: 9 }, (_, i) => `SKU-${i + 1}`).sort());
    expect(tenth.total).toBe(11);
    expect((await page(company, { from: '2025-03-09', to: '2025-03-10' })).total).toBe(20);
    expect((await page(company, { from: '2025-03-11' })).list.some((e) => e.subject.startsWith('SKU-'))).toBe(false);
    const both = await page(company, {
      actorId: otherManagerId,
      section: 'stock',
      from: '2025-03-10',
      to: '2025-03-10',
    });
    expect(both.list.map((e) => e.subject).sort()).toEqual(['SKU-11', 'SKU-13', 'SKU-15', 'SKU-17', 'SKU-19']);
    // an end before the start is refused with the form's words
    const wrong = await world.server.call(
      api.officeAuditPage,
      { filter: { from: '2025-03-10', to: '2025-03-09' } },
      { session: company },
    );
    expect(wrong.body.code).toBe(ResultCode.validation);
    expect(wrong.body.msg).toBe('The end date must be on or after the start date');
  });

  it('never shows a manager another store’s rows, whatever the filters ask; nor their people', async () => {
    const { manager, otherStore, store } = world;
    for (const filter of [
      {},
      { actorId: otherManagerId },
      { actorId: companyId, section: 'people' },
      { section: 'stock', from: '2025-03-09', to: '2025-03-10' },
    ] satisfies OfficeAuditFilter[]) {
      const seen = await page(manager, filter);
      expect(
        seen.list.every((e) => e.storeId === null || e.storeId === store.id),
        JSON.stringify(filter),
      ).toBe(true);
      expect(seen.list.some((e) => e.storeId === otherStore.id)).toBe(false);
    }
    expect((await page(manager, { actorId: otherManagerId })).total).toBe(0);
    expect((await page(manager, { section: 'stock', from: '2025-03-09', to: '2025-03-10' })).total).toBe(10);

    const people = async (session: Session) => {
      const res = await world.server.call(api.officeAuditPeople, {}, { session });
      expect(res.body.code, res.body.msg).toBe(200);
      return res.body.data.list.map((p) => p.id);
    };
    // the company approved the other store's people: their rows are that store's, the manager never sees them
    expect(await people(world.company)).toEqual(expect.arrayContaining([managerId, companyId, otherManagerId]));
    const managers = await people(manager);
    expect(managers).toContain(managerId);
    expect(managers).not.toContain(otherManagerId);
  });

  it('pages a filtered log by key as it pages it by number', async () => {
    const filter: OfficeAuditFilter = { section: 'stock', from: '2025-03-09', to: '2025-03-10' };
    for (const [session, size] of [
      [world.company, 3],
      [world.manager, 4],
    ] as const) {
      const byNumber: number[] = [];
      const byKey: number[] = [];
      const { total } = await page(session, filter, { pageSize: size });
      for (let pageNo = 1; (pageNo - 1) * size < total; pageNo++)
        byNumber.push(...(await page(session, filter, { pageNo, pageSize: size })).list.map((e) => e.id));
      let after: string | null = null;
      for (let pageNo = 1; (pageNo - 1) * size < total; pageNo++) {
        const next = await page(session, filter, { pageNo, pageSize: size, ...(after ? { after } : {}) });
        expect(next.total).toBe(total);
        byKey.push(...next.list.map((e) => e.id));
        after = next.next;
      }
      expect(byNumber).toHaveLength(total);
      expect(new Set(byNumber).size).toBe(total);
      expect(byKey).toEqual(byNumber);
    }
  });
});
