import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OfficeAuditFilter } from '../../src/shared/contract/office-audit';
import type { SessionUser } from '../auth/session.service';
import type { Db } from '../db/client';
import { describeOnPostgres } from '../testing/harness';
import { openPlanLab, type PlanLab } from '../testing/query-plans';
import { auditPage, auditPeople } from './audit';

/*
 * The audit log's filters (docs/product.md#audit-log) planned on PostgreSQL over 30,000 changes by
 * 60 people in 12 stores, with whole reads priced out as server/db/hot-query-plans.test.ts prices
 * them: every filtered page, its count and the person filter's choices reach the log through an
 * index condition (migration 0037's indexes), in the company's scope and a manager's.
 */

const DATA = `
  insert into stores (id, code, name, kind, state, city, address, postcode, phone, lat, lng, open_days, opens, closes, slot_capacity)
    select s, 'S' || s, 'Store ' || s, 'workshop', 'Selangor', 'Shah Alam', 'Jalan ' || s, '40000', '0355100000', 3.07, 101.5,
      '[1,2,3,4,5,6]', '09:00', '18:00', 3
    from generate_series(1, 12) s;
  insert into users (id, phone, role, name, store_id)
    select u, '+6019' || lpad(u::text, 7, '0'), case when u <= 5 then 'company' else 'manager' end, 'Staff ' || u,
      case when u > 5 then 1 + u % 12 end
    from generate_series(1, 60) u;
  insert into audit_log (actor_id, store_id, action, subject, changes, at)
    select 1 + a % 60, case when a % 10 = 0 then null else 1 + (a / 7) % 12 end,
      (array['stockSet','productUpdate','refundApprove','personUpdate','workshopUpdate','bannerUpdate','receiptResend','personApprove'])[1 + a % 8],
      'S' || a, '[]'::jsonb, timestamptz '2025-01-01 00:00:00+00' + a * interval '37 minutes'
    from generate_series(1, 30000) a;
  analyze audit_log;
`;

const RULES = { growing: new Set(['audit_log']), seqScanned: new Set(['audit_log']) };

describeOnPostgres('the audit log’s filters on 30,000 changes', () => {
  let lab: PlanLab;
  let db: Db;

  beforeAll(async () => {
    lab = await openPlanLab('roda_audit_plans', {
      fill: async (_, pool) => void (await pool.query(DATA)),
      plannerSettings: 'set enable_seqscan = off; set enable_indexscan = off; set enable_indexonlyscan = off',
    });
    ({ db } = lab);
  });

  afterAll(() => lab?.close());

  const company: SessionUser = { id: 1, role: 'company', storeId: null };
  const manager: SessionUser = { id: 12, role: 'manager', storeId: 1 };
  const filters: OfficeAuditFilter[] = [
    { actorId: 20 },
    { section: 'people' },
    { from: '2025-03-01', to: '2025-03-07' },
    { actorId: 20, section: 'stock', from: '2025-01-01', to: '2025-12-31' },
  ];

  it('reads each filtered page and its count through an index, for the company and a manager', async () => {
    const reads = await lab.wholeReadsOf(
      async () => {
        for (const filter of filters) {
          await auditPage(db, company, { pageNo: 1, pageSize: 20, filter });
          await auditPage(db, manager, { pageNo: 1, pageSize: 20, filter });
        }
        await auditPage(db, manager, { pageNo: 1, pageSize: 20, filter: {} });
      },
      /^\s*select\b/i,
      RULES,
    );
    expect(reads).toEqual([]);
  });

  it('finds the people of the log one index probe each, in either scope', async () => {
    const everyone = await auditPeople(db, company);
    expect(everyone.list).toHaveLength(60);
    const store = await auditPeople(db, manager);
    expect(store.list.length).toBeGreaterThan(0);
    expect(store.list.length).toBeLessThan(60);
    const reads = await lab.wholeReadsOf(
      async () => {
        await auditPeople(db, company);
        await auditPeople(db, manager);
      },
      /^\s*(select|with|\()/i,
      RULES,
    );
    expect(reads).toEqual([]);
  });
});
