import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readConfig } from '../config';
import { receipts } from '../db/schema';
import { signCallback } from '../payments/sandbox/sandbox-gateway';
import { describeOnPostgres, startTestServer } from '../testing/harness';
import { setupWorld, unpaidMailOrder, type World } from '../testing/staff-fixtures';
import { api } from '../../tests/support/api';

/*
 * Receipt numbers come from one gap-free series taken in the payment's transaction
 * (docs/decisions/023-receipts-and-einvoices.md): fifty payments confirmed at once, each delivered
 * twice, give fifty receipts numbered RC-000001 … RC-000050 with no gap and no repeat.
 */
describeOnPostgres('receipt numbers under parallel payments', (kind) => {
  let world: World;
  const secret = readConfig({}).paymentSecret;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind, { unpaidOrderLimit: 60 }));
  }, 120_000);
  afterAll(() => world.server.close());

  async function paidCallback(reference: string, amountSen: number, id: string) {
    const body = JSON.stringify({ id, reference, status: 'paid', method: 'card:visa', amountSen });
    const res = await fetch(`${world.server.baseUrl}/api/pay/sandbox/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-gateway-signature': signCallback(secret, body) },
      body,
    });
    return res.status;
  }

  it('numbers fifty receipts paid at once without gaps or repeats', async () => {
    const attempts: { reference: string; amountSen: number; orderId: number }[] = [];
    for (let i = 0; i < 50; i++) {
      const order = await unpaidMailOrder(world);
      const pay = await world.server.call(api.payParam, { orderId: order.id }, { session: world.customer });
      expect(pay.body.code, pay.body.msg).toBe(200);
      attempts.push({ ...pay.body.data, orderId: order.id });
    }
    // every payment delivered twice, all at once: the second copy of each must not number again
    const deliveries = attempts.flatMap((a) => {
      const id = `sbx_${randomUUID()}`;
      return [paidCallback(a.reference, a.amountSen, id), paidCallback(a.reference, a.amountSen, id)];
    });
    expect(new Set(await Promise.all(deliveries))).toEqual(new Set([200]));

    const rows = await world.server.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.kind, 'receipt'))
      .orderBy(asc(receipts.number));
    expect(rows).toHaveLength(50);
    expect(rows.map((r) => r.number)).toEqual(
      Array.from({ length: 50 }, (_, i) => `RC-${String(i + 1).padStart(6, '0')}`),
    );
    expect(new Set(rows.map((r) => r.orderId))).toEqual(new Set(attempts.map((a) => a.orderId)));
    for (const row of rows) {
      const attempt = attempts.find((a) => a.orderId === row.orderId);
      expect(row.totalSen).toBe(attempt?.amountSen);
      expect(row.snapshot.seller.companyName).toBe('Roda Auto Sdn. Bhd.');
    }
  }, 180_000);
});
