import pg from 'pg';
import { DEMO_STAFF_PASSWORD } from '../../server/seed/demo-accounts';
import { clientLogin, sendSms } from '../../src/shared/contract/user';
import { staffLogin } from '../../src/shared/contract/staff/accounts';
import { orderAdd } from '../../src/shared/contract/orders/orders';
import type { BenchServer } from '../server';
import { baseHeaders, signedHeaders, type Session } from './load';
import { CHAIN_ACCOUNTS } from './options';

/** What the calls of one dataset need: who calls, and the ids and words they ask about. */
export interface Dataset {
  name: 'demo' | 'chain';
  server: BenchServer;
  url: string;
  customer: Session;
  buyers: Session[];
  company: Session;
  manager: Session;
  technician: Session;
  car: { specId: number; year: number };
  /** A seed wiper that fits the car: the product page. */
  productId: number;
  /** A seed dashcam with plenty of stock: the checkout's line. */
  checkoutProductId: number;
  /** One store per buyer for its pickup orders (a checkout locks its store's row). */
  buyerStores: number[];
  order: { id: number; orderNo: string; phone: string; plate: string };
  /** When the run started: the buyers' orders after it are removed from the kept chain database. */
  startedAt: Date;
}

/** Buyers of the checkout measurement (customers of their own, so nobody's order count moves). */
const BUYERS = 8;
const buyerPhone = (i: number) => `${CHAIN_ACCOUNTS.buyer.slice(0, -1)}${i}`;

async function post<T>(
  server: BenchServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = baseHeaders,
) {
  const res = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${path} answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

/** A customer's login as the app does it: the SMS code (the development store), then the login. */
async function customerLogin(server: BenchServer, phone: string): Promise<Session> {
  await post(server, sendSms.path, { phone });
  const otp = await post<{ code: string }>(server, '/api/dev/sms/latest', { phone });
  return post<Session>(server, clientLogin.path, { phone, code: otp.code });
}

const staffSession = (server: BenchServer, phone: string) =>
  post<Session>(server, staffLogin.path, { phone, password: DEMO_STAFF_PASSWORD });

async function one<T extends pg.QueryResultRow>(client: pg.Client, text: string, params: unknown[] = []): Promise<T> {
  const { rows } = await client.query<T>(text, params);
  if (!rows[0]) throw new Error(`no row for: ${text.replace(/\s+/g, ' ').slice(0, 100)}`);
  return rows[0];
}

/**
 * Logs everyone in and finds the ids. The demo seed has no orders: there the customer places
 * twelve pickup orders first, as the app would, so that its list and detail read twelve too.
 */
export async function prepareDataset(name: Dataset['name'], server: BenchServer, url: string): Promise<Dataset> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const customer = await customerLogin(server, CHAIN_ACCOUNTS.customer);
    const buyers: Session[] = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await customerLogin(server, buyerPhone(i)));
    const company = await staffSession(server, CHAIN_ACCOUNTS.company);
    const manager = await staffSession(server, CHAIN_ACCOUNTS.manager);
    const technician = await staffSession(server, CHAIN_ACCOUNTS.technician);
    const spec = await one<{ id: number; year: number }>(
      client,
      `SELECT id, year_to AS year FROM vehicle_specs WHERE make = 'Perodua' AND model = 'Myvi' AND variant = '1.5AV' ORDER BY id LIMIT 1`,
    );
    const product = await one<{ id: number }>(client, `SELECT id FROM products WHERE sku = 'WPR-BOS-LONG-22'`);
    const dashcam = await one<{ id: number }>(client, `SELECT id FROM products WHERE sku = 'DCM-70MAI-A510'`);
    const { rows: stores } = await client.query<{ id: number }>(`SELECT id FROM stores ORDER BY id LIMIT ${BUYERS}`);
    const buyerStores = stores.map((s) => s.id);
    // enough units at each buyer's store for every checkout of the run (a change of stock alone
    // leaves the catalogue's version)
    await client.query(
      `INSERT INTO store_stock (product_id, store_key, quantity) SELECT $1::int, unnest($2::int[]), 1000000
       ON CONFLICT (product_id, store_key) DO UPDATE SET quantity = excluded.quantity`,
      [dashcam.id, buyerStores],
    );
    if (name === 'demo') {
      for (let i = 0; i < 12; i++) {
        const body = JSON.stringify({
          orderType: 'pickup',
          lines: [{ productId: dashcam.id, quantity: 1 }],
          storeId: buyerStores[0],
          plate: 'WXY 1234',
        });
        const res = await fetch(`${server.baseUrl}${orderAdd.path}`, {
          method: 'POST',
          headers: signedHeaders(customer, orderAdd.path, body, true),
          body,
        });
        const envelope = (await res.json()) as { code: number; msg: string };
        if (envelope.code !== 200) throw new Error(`placing the demo customer's orders: ${envelope.msg}`);
      }
    }
    const order = await one<{ id: number; orderNo: string; phone: string; plate: string }>(
      client,
      `SELECT o.id, o.order_no AS "orderNo", o.customer_phone AS phone, o.plate
       FROM orders o JOIN users u ON u.id = o.user_id
       WHERE u.phone = $1 AND o.plate <> '' ORDER BY o.created_at DESC LIMIT 1`,
      [CHAIN_ACCOUNTS.customer],
    );
    return {
      name,
      server,
      url,
      customer,
      buyers,
      company,
      manager,
      technician,
      car: { specId: spec.id, year: spec.year },
      productId: product.id,
      checkoutProductId: dashcam.id,
      buyerStores,
      order,
      startedAt: new Date(),
    };
  } finally {
    await client.end();
  }
}

/**
 * Takes the buyers' orders of this run back out of the kept chain database (lines, history,
 * inbox notices, then the orders; the tallies' triggers count them out), so the next run starts
 * from the same rows. Answers what was removed, or why it could not be.
 */
export async function removeBuyerOrders(dataset: Dataset): Promise<string> {
  const client = new pg.Client({ connectionString: dataset.url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const phones = Array.from({ length: BUYERS }, (_, i) => buyerPhone(i));
    const { rows } = await client.query<{ id: number }>(
      `SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.phone = ANY($1) AND o.created_at >= $2`,
      [phones, dataset.startedAt],
    );
    const ids = rows.map((r) => r.id);
    await client.query(`DELETE FROM order_events WHERE order_id = ANY($1)`, [ids]);
    await client.query(`DELETE FROM order_items WHERE order_id = ANY($1)`, [ids]);
    await client.query(`DELETE FROM messages WHERE ref_type = 'order' AND ref_id = ANY($1)`, [ids]);
    await client.query(`DELETE FROM orders WHERE id = ANY($1)`, [ids]);
    await client.query('COMMIT');
    return `removed the ${ids.length} checkout orders of this run`;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    return `could not remove the checkout orders: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    await client.end();
  }
}
