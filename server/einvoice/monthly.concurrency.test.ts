import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { einvoices, receipts } from '../db/schema';
import { startEinvoiceWorld } from '../testing/einvoice-world';
import { describeOnPostgres, startTestServer, type TestServer } from '../testing/harness';
import { paidInstall } from '../testing/staff-fixtures';
import { monthOf, monthRange, previousMonth } from './months';

type EinvoiceWorld = Awaited<ReturnType<typeof startEinvoiceWorld>>;

/*
 * The month's consolidated e-invoice (docs/decisions/023-receipts-and-einvoices.md): a month of
 * 1,000 receipts, one of them above RM10,000, consolidated and submitted by two server instances
 * on one PostgreSQL database running the job at the same moment. Each document reaches LHDN once.
 */
describeOnPostgres('the monthly consolidated e-invoice on two servers at once', (kind) => {
  let w: EinvoiceWorld;
  let second: TestServer;
  const month = previousMonth(monthOf(new Date()));

  beforeAll(async () => {
    w = await startEinvoiceWorld(kind);
    second = await startTestServer('pglite', {
      config: { databaseUrl: w.server.databaseUrl, myinvois: { apiUrl: w.fake.url, checkSeconds: 60 } },
    });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await w.server.close();
    await w.fake.close();
  });

  /** 1,000 paid orders of last month, copied from a real one, each with its receipt. */
  async function lastMonthOfReceipts() {
    const { orderId } = await paidInstall(w.world);
    const db = w.server.database.db;
    const [template] = await db.select().from(receipts).where(eq(receipts.orderId, orderId));
    if (!template) throw new Error('no receipt');
    const { from } = monthRange(month);
    const copies = (await db.execute(sql`
      insert into orders (order_no, user_id, status, pay_status, order_type, plate, vehicle_model, total_sen, actual_pay_sen, paid_at)
      select 'RDM' || lpad(g::text, 6, '0'), user_id, status, pay_status, order_type, plate, vehicle_model, total_sen, actual_pay_sen, ${from}
      from orders o, generate_series(1, 1000) g where o.id = ${orderId}
      returning id, substring(order_no from 4)::int as n`)) as unknown as { rows: { id: number; n: number }[] };
    const rows = copies.rows.map(({ id, n }) => {
      const big = n === 500;
      const totalSen = big ? 1_250_000 : template.totalSen + n;
      const lines = big
        ? [
            {
              description: 'Fleet tyre set',
              sku: 'FLEET',
              quantity: 1,
              unitPriceSen: totalSen,
              amountSen: totalSen,
              kind: 'part' as const,
              taxPercent: 0,
            },
          ]
        : template.snapshot.lines;
      return {
        kind: 'receipt' as const,
        number: `RC-5${String(n).padStart(5, '0')}`,
        orderId: id,
        issuedAt: new Date(from.getTime() + n * 60_000),
        totalSen,
        serviceTaxSen: big ? 0 : template.serviceTaxSen,
        snapshot: { ...template.snapshot, lines, totalSen, serviceTaxSen: big ? 0 : template.serviceTaxSen },
      };
    });
    for (let i = 0; i < rows.length; i += 250) await db.insert(receipts).values(rows.slice(i, i + 250));
  }

  it('consolidates a month of 1,000 receipts once, gives the sale above RM10,000 its own, and submits each document once', async () => {
    await lastMonthOfReceipts();
    w.fake.autoSettle = true;
    for (let round = 0; round < 3; round++) {
      await Promise.all([w.server.runEinvoicePass(), second.runEinvoicePass(), w.server.runEinvoicePass()]);
      await w.makeDue();
    }
    const db = w.server.database.db;
    const made = await db
      .select()
      .from(einvoices)
      .where(like(einvoices.codeNumber, `%${month}%`));
    expect(made.map((e) => [e.kind, e.codeNumber, e.state])).toEqual([['consolidated', `CE-${month}-01`, 'valid']]);
    const own = await w.einvoiceByCode('EI-RC-500500');
    expect(own).toMatchObject({ kind: 'invoice', state: 'valid', totalSen: 1_250_000 });
    expect(own?.buyer?.tin).toBe('EI00000000010');

    const uncovered = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(receipts)
      .where(and(like(receipts.number, 'RC-5%'), isNull(receipts.einvoiceId)));
    expect(uncovered[0]?.n).toBe(0);
    const consolidated = made[0];
    const inIt = await db
      .select({ n: sql<number>`count(*)::int`, sen: sql<number>`sum(total_sen)::int` })
      .from(receipts)
      .where(eq(receipts.einvoiceId, consolidated?.id ?? 0));
    expect(inIt[0]?.n).toBe(999);
    expect(consolidated?.totalSen).toBe(inIt[0]?.sen);

    // at LHDN: each document once, whatever the three passes raced for
    for (const code of [`CE-${month}-01`, 'EI-RC-500500']) {
      expect(w.fake.documents.filter((d) => d.codeNumber === code)).toHaveLength(1);
    }
    const atLhdn = w.fake.documentByCodeNumber(`CE-${month}-01`);
    const invoice = (
      atLhdn?.json as {
        Invoice: { InvoiceLine: unknown[]; LegalMonetaryTotal: { PayableAmount: { _: number }[] }[] }[];
      }
    ).Invoice[0];
    // one pair of lines (parts, taxed installation) per run of 100 receipts
    expect(invoice?.InvoiceLine).toHaveLength(20);
    expect(Math.round((invoice?.LegalMonetaryTotal[0]?.PayableAmount[0]?._ ?? 0) * 100)).toBe(inIt[0]?.sen);
  }, 240_000);
});
