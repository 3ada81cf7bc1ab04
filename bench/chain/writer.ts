import pg from 'pg';
import { CHAIN_ACCOUNTS } from './options';

/*
 * Writes the way checkout and payment do, on the real tables of the chain database, while an index
 * is built: each transaction places a pickup order (the order, its line and its first status) and
 * marks the connection's previous order paid (status, pay status, its next status), so the orders'
 * and lines' indexes and triggers all see inserts and updates. Paced, not flat out: on two cores an
 * unpaced loop would measure the CPU it takes from the build, not the locks it waits for.
 */

/** Marks the writer's orders (remarks), so they are found and removed, also after a run that stopped half-way. */
export const WRITER_REMARK = 'bench: writes during an online index build';

export interface WriteSample {
  /** When the transaction began, in performance.now() milliseconds. */
  at: number;
  ms: number;
  ok: boolean;
}

export interface LatencyStats {
  count: number;
  failed: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export function latencyStats(samples: WriteSample[], seconds: number): LatencyStats {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return {
    count: samples.length,
    failed: samples.filter((s) => !s.ok).length,
    perSecond: seconds > 0 ? samples.length / seconds : 0,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: sorted.at(-1) ?? 0,
  };
}

/** Who buys what where: the bench buyer, a seed dashcam, the first store. */
interface Purchase {
  userId: number;
  phone: string;
  productId: number;
  sku: string;
  name: unknown;
  priceSen: number;
  labourSen: number;
  storeId: number;
}

async function purchaseOf(client: pg.Client): Promise<Purchase> {
  const { rows } = await client.query<Purchase>(
    `SELECT u.id AS "userId", u.phone, p.id AS "productId", p.sku, p.name, p.price_sen AS "priceSen",
            p.labour_sen AS "labourSen", (SELECT min(id) FROM stores) AS "storeId"
     FROM users u, products p WHERE u.phone = $1 AND p.sku = 'DCM-70MAI-A510'`,
    [CHAIN_ACCOUNTS.buyer],
  );
  if (!rows[0]) throw new Error(`the chain database has no buyer ${CHAIN_ACCOUNTS.buyer} or no product DCM-70MAI-A510`);
  return rows[0];
}

/** Removes the writer's orders with their lines and history (the triggers count them out of the tallies). */
export async function removeWriterOrders(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ id: number }>(
      `SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.phone = $1 AND o.remarks = $2`,
      [CHAIN_ACCOUNTS.buyer, WRITER_REMARK],
    );
    const ids = rows.map((r) => r.id);
    await client.query(`DELETE FROM order_events WHERE order_id = ANY($1)`, [ids]);
    await client.query(`DELETE FROM order_items WHERE order_id = ANY($1)`, [ids]);
    await client.query(`DELETE FROM orders WHERE id = ANY($1)`, [ids]);
    await client.query('COMMIT');
    return ids.length;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** `connections` loops, each on its own connection, together about `perSecond` transactions a second. */
export class Writer {
  private clients: pg.Client[] = [];
  private running: Promise<void>[] = [];
  private stopping = false;
  private samples: WriteSample[] = [];
  private purchase: Purchase | null = null;
  private sequence = 0;
  private readonly tag = Date.now().toString(36).toUpperCase();

  constructor(
    private readonly url: string,
    private readonly connections: number,
    private readonly perSecond: number,
  ) {}

  async open() {
    for (let i = 0; i < this.connections; i++) {
      const client = new pg.Client({ connectionString: this.url });
      await client.connect();
      // a bound on a write held back for ever; a wait this long is itself the finding
      await client.query(`SET statement_timeout = '120s'`);
      this.clients.push(client);
    }
    this.purchase = await purchaseOf(this.clients[0] as pg.Client);
  }

  /** Starts writing; `stop` ends it and answers the samples since this start. */
  start() {
    this.stopping = false;
    this.samples = [];
    this.running = this.clients.map((client) => this.loop(client));
  }

  async stop(): Promise<WriteSample[]> {
    this.stopping = true;
    await Promise.all(this.running);
    return this.samples;
  }

  async close() {
    for (const c of this.clients) await c.end().catch(() => undefined);
  }

  private async loop(client: pg.Client) {
    const interval = (1000 * this.connections) / this.perSecond;
    let previous: number | null = null;
    let next = performance.now();
    while (!this.stopping) {
      const wait = next - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (this.stopping) break;
      const at = performance.now();
      let ok = true;
      try {
        previous = await this.once(client, previous);
      } catch {
        ok = false;
        await client.query('ROLLBACK').catch(() => undefined);
      }
      const end = performance.now();
      this.samples.push({ at, ms: end - at, ok });
      // a late transaction does not make the next ones burst to catch up
      next = Math.max(next + interval, end);
    }
  }

  /** One checkout and one payment; answers the new order, which the next turn pays. */
  private async once(client: pg.Client, previous: number | null): Promise<number> {
    const p = this.purchase as Purchase;
    const orderNo = `BW${this.tag}${String(++this.sequence).padStart(7, '0')}`;
    await client.query('BEGIN');
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO orders (order_no, user_id, status, pay_status, order_type, plate, vehicle_model, remarks,
                           total_sen, actual_pay_sen, pickup_store_id, pickup_method, customer_name, customer_phone,
                           expires_at)
       VALUES ($1, $2, 'unpaid', 'pendingPayment', 'pickup', '', '', $3, $4, $4, $5, 'selfPickup', 'Bench Buyer', $6,
               now() + interval '15 minutes')
       RETURNING id`,
      [orderNo, p.userId, WRITER_REMARK, p.priceSen, p.storeId, p.phone],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('the order insert returned no row');
    await client.query(
      `INSERT INTO order_items (order_id, product_id, sku, name, price_sen, labour_sen, quantity)
       VALUES ($1, $2, $3, $4, $5, $6, 1)`,
      [id, p.productId, p.sku, JSON.stringify(p.name), p.priceSen, p.labourSen],
    );
    await client.query(`INSERT INTO order_events (order_id, status) VALUES ($1, 'unpaid')`, [id]);
    if (previous !== null) {
      await client.query(
        `UPDATE orders SET status = 'pendingPickup', pay_status = 'paid', paid_at = now(), expires_at = NULL,
                           pickup_code = '000000', updated_at = now()
         WHERE id = $1`,
        [previous],
      );
      await client.query(`INSERT INTO order_events (order_id, status) VALUES ($1, 'pendingPickup')`, [previous]);
    }
    await client.query('COMMIT');
    return id;
  }
}
