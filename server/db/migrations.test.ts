import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { pgliteExtensions } from './client';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const work = mkdtempSync(path.join(os.tmpdir(), 'roda-migrate-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The migrations folder as it was up to and including migration `last`. */
function migrationsUpTo(last: number): string {
  const folder = path.join(work, `upto-${last}`);
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

it('keeps what users had when the money-and-trust rules arrive (migration 0005)', async () => {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: migrationsUpTo(4) });
  // what parallel requests and the old rules could leave behind
  await client.exec(`
    insert into users (id, phone, role, locked_until) values (1, '+60120000001', 'customer', null),
      (2, '+60120000002', 'technician', now() + interval '10 minutes');
    insert into products (id, sku, category, brand, name, description, price_sen, stock, fitment, image)
      values (1, 'DC-1', 'dashcam', 'Roda', '{"en":"Cam","ms":"Kam","zh":"记录仪"}', '{"en":"","ms":"","zh":""}', 100, -20,
        '{"kind":"universal"}', 'dashcam.svg');
    insert into cart_items (user_id, product_id, quantity, selected) values (1, 1, 60, true), (1, 1, 60, false), (1, 1, 9, false);
    insert into idempotency_keys (scope, key, path, request_hash, state, http_status, response) values
      ('ip:1', 'login-1', '/api/app/user/client-login', 'h', 'done', 200,
        '{"code":200,"msg":"Success","data":{"userKey":"live-key","secret":"live-secret"}}'),
      ('u:1', 'cart-1', '/api/app/order/vehicle/shopCart/add', 'h', 'done', 200, '{"code":200,"msg":"Success","data":{"id":1}}');
  `);

  await migrate(db, { migrationsFolder });

  const lines = await client.query<{ quantity: number; selected: boolean }>(
    'select quantity, selected from cart_items',
  );
  expect(lines.rows).toEqual([{ quantity: 99, selected: true }]);
  expect((await client.query<{ stock: number }>('select stock from products')).rows).toEqual([{ stock: 0 }]);
  const kept = await client.query<{ key: string; response: { data: unknown } }>(
    'select key, response from idempotency_keys order by key',
  );
  expect(kept.rows.map((r) => [r.key, r.response.data])).toEqual([
    ['cart-1', { id: 1 }],
    ['login-1', null],
  ]);
  const guards = await client.query<{ bucket: string }>(
    'select bucket from password_guards where locked_until > now()',
  );
  expect(guards.rows).toEqual([{ bucket: 'phone:+60120000002' }]);
  // and the new rules hold from now on
  await expect(client.query('update products set stock = -1')).rejects.toThrow(/products_stock_not_negative/);
  await expect(client.query('insert into cart_items (user_id, product_id, quantity) values (1, 1, 1)')).rejects.toThrow(
    /cart_line_uq/,
  );
  await client.close();
});

it('keeps sandbox orders, payments and refunds working when real gateways arrive (migration 0013)', async () => {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: migrationsUpTo(12) });
  await client.exec(`
    insert into users (id, phone, role) values (1, '+60120000001', 'customer');
    insert into orders (id, order_no, user_id, status, pay_status, order_type, plate, vehicle_model, total_sen, actual_pay_sen, paid_at)
      values (1, 'RD1', 1, 'refunded', 'refunded', 'mail', 'WXY1', 'Myvi', 15900, 15900, '2026-11-20T02:00:00Z'),
             (2, 'RD2', 1, 'unpaid', 'pendingPayment', 'mail', 'WXY1', 'Myvi', 9900, 9900, null);
    insert into payments (id, order_id, provider, reference, method, amount_sen, status)
      values (1, 1, 'sandbox', 'PAYPAID', 'fpx:Maybank2u', 15900, 'refunded'),
             (2, 2, 'sandbox', 'PAYOPEN', null, 9900, 'pending');
    insert into gateway_refunds (payment_id, amount_sen, reason, status, gateway_reference, done_at)
      values (1, 15900, 'customerRefund', 'done', 'RF123', '2026-11-21T03:00:00Z');
  `);

  await migrate(db, { migrationsFolder });

  const paid = await client.query<{ paid_at: Date | null; gateway_open: boolean }>(
    `select paid_at, gateway_open from payments where reference = 'PAYPAID'`,
  );
  expect(paid.rows[0]?.paid_at?.toISOString()).toBe('2026-11-20T02:00:00.000Z');
  expect(paid.rows[0]?.gateway_open).toBe(false);
  // the open attempt is the sandbox's open checkout: reconciliation and the expiry sweep find it
  const open = await client.query<{ gateway_ref: string; checkout_url: string; gateway_open: boolean }>(
    `select gateway_ref, checkout_url, gateway_open from payments where reference = 'PAYOPEN'`,
  );
  expect(open.rows[0]).toEqual({
    gateway_ref: 'PAYOPEN',
    checkout_url: '/pay/sandbox/checkout?ref=PAYOPEN',
    gateway_open: true,
  });
  const book = await client.query<{ reference: string; state: string }>(
    'select reference, state from sandbox_checkouts',
  );
  expect(book.rows).toEqual([{ reference: 'PAYOPEN', state: 'open' }]);
  const refund = await client.query<{ status: string; sent_at: Date | null }>(
    'select status, sent_at from gateway_refunds',
  );
  expect(refund.rows[0]?.status).toBe('done');
  expect(refund.rows[0]?.sent_at?.toISOString()).toBe('2026-11-21T03:00:00.000Z');
  await client.close();
});

it('keeps the chain-wide stock as the warehouse’s when stock goes per store (migration 0034)', async () => {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: migrationsUpTo(33) });
  await client.exec(`
    insert into products (id, sku, category, brand, name, description, price_sen, stock, fitment, image)
      values (1, 'DC-1', 'dashcam', 'Roda', '{"en":"Cam","ms":"Kam","zh":"记录仪"}', '{"en":"","ms":"","zh":""}', 100, 7,
        '{"kind":"universal"}', 'dashcam.svg'),
        (2, 'DC-2', 'dashcam', 'Roda', '{"en":"Cam","ms":"Kam","zh":"记录仪"}', '{"en":"","ms":"","zh":""}', 100, 0,
        '{"kind":"universal"}', 'dashcam.svg');
  `);

  await migrate(db, { migrationsFolder });

  const places = await client.query('select product_id, store_key, quantity from store_stock order by product_id');
  expect(places.rows).toEqual([{ product_id: 1, store_key: 0, quantity: 7 }]);
  // from now on a product's stock is the sum of its places, written with them
  await client.exec(`insert into store_stock (product_id, store_key, quantity) values (1, 12, 3), (2, 12, 4)`);
  await client.exec(`update store_stock set quantity = quantity - 5 where product_id = 1 and store_key = 0`);
  await client.exec(`delete from store_stock where product_id = 2`);
  const totals = await client.query('select id, stock from products order by id');
  expect(totals.rows).toEqual([
    { id: 1, stock: 5 },
    { id: 2, stock: 0 },
  ]);
  await expect(client.query('update store_stock set quantity = -1 where store_key = 12')).rejects.toThrow(
    /store_stock_not_negative/,
  );
  await client.close();
});
