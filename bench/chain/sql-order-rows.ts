import type { Step } from './steps';

const GOODS = `('dashcam', 'wipers', 'car_seats', 'brake_pads', 'tyres')`;
const EXPRESS = `(ARRAY['J&T Express', 'Pos Laju', 'DHL eCommerce', 'Ninja Van'])`;

/**
 * Orders and their lines and status history, as checkout and the later steps write them
 * (server/orders/checkout.service.ts, orders.service.ts `transition`): lines copy the product's
 * sku, name, price and labour; totals are the lines' sums with labour's 8% service tax and mail's
 * shipping (server/orders/pricing.ts); one event per status the order went through.
 */
export function orderRowSteps(): Step[] {
  return [
    {
      // popular products more often; installation orders from every category, pickup and mail from goods
      name: 'order lines (temporary)',
      sql: `
CREATE TEMP TABLE pick AS
  SELECT id, sku, name, price_sen, labour_sen, size, colour, category,
         row_number() OVER (ORDER BY pg_temp.r(70, id)) AS rn_all,
         CASE WHEN category IN ${GOODS} THEN row_number() OVER (PARTITION BY category IN ${GOODS} ORDER BY pg_temp.r(71, id)) END AS rn_goods
  FROM products WHERE active;
CREATE TEMP TABLE lines AS
WITH l AS (
  SELECT p.n, p.order_type, g AS line, p.n * 4 + g AS h
  FROM plan p CROSS JOIN LATERAL generate_series(1, 1 + (pg_temp.r(72, p.n) < 0.25)::int + (pg_temp.r(73, p.n) < 0.06)::int) g)
SELECT l.n, l.line, k.id AS product_id, k.sku, k.name, k.price_sen, k.labour_sen, k.size, k.colour, k.category,
       CASE WHEN k.category = 'tyres' THEN CASE WHEN pg_temp.r(74, l.h) < 0.7 THEN 4 ELSE 2 END ELSE 1 END AS qty
FROM l JOIN pick k ON k.rn_all = 1 + floor(power(pg_temp.r(75, l.h), 2.5) * (SELECT count(*) FROM pick))::int
WHERE l.order_type = 'install'
UNION ALL
SELECT l.n, l.line, k.id, k.sku, k.name, k.price_sen, k.labour_sen, k.size, k.colour, k.category,
       CASE WHEN k.category = 'tyres' THEN CASE WHEN pg_temp.r(74, l.h) < 0.7 THEN 4 ELSE 2 END ELSE 1 END
FROM l JOIN pick k ON k.rn_goods = 1 + floor(power(pg_temp.r(75, l.h), 2.5) * (SELECT count(*) FROM pick WHERE rn_goods IS NOT NULL))::int
WHERE l.order_type <> 'install';
CREATE TEMP TABLE totals AS
  SELECT n, sum(price_sen * qty)::int AS total, sum(labour_sen * qty)::int AS labour FROM lines GROUP BY n;
ALTER TABLE plan ADD COLUMN total int, ADD COLUMN fee int, ADD COLUMN tax int, ADD COLUMN ship int, ADD COLUMN pay int;
UPDATE plan p SET total = t.total,
  fee = CASE WHEN p.order_type = 'install' THEN t.labour ELSE 0 END,
  tax = CASE WHEN p.order_type = 'install' THEN round(t.labour * 8 / 100.0)::int ELSE 0 END,
  ship = CASE WHEN p.order_type = 'mail' AND t.total < 20000
              THEN CASE WHEN p.ship_state IN ('Sabah', 'Sarawak', 'Labuan') THEN 2000 ELSE 1000 END ELSE 0 END
FROM totals t WHERE t.n = p.n;
UPDATE plan SET pay = total + fee + tax + ship;
ALTER TABLE plan ADD COLUMN order_id int;
UPDATE plan SET order_id = n + (SELECT coalesce(max(id), 0) FROM orders);`,
    },
    {
      name: 'orders',
      sql: `
INSERT INTO orders (id, order_no, user_id, status, pay_status, order_type, plate, vehicle_model, spec_id, salesperson_id,
  technician_id, total_sen, service_fee_sen, service_tax_sen, shipping_fee_sen, discount_sen, actual_pay_sen, store_id,
  appointment_date, appointment_slot, pickup_method, collector_name, mailing_address, customer_name, customer_phone,
  customer_email, pickup_store_id, pickup_code, express_no, express_company, packed_at, cancel_reason, expires_at,
  paid_at, created_at, updated_at)
SELECT p.order_id, 'RD' || to_char(p.day, 'YYYYMMDD') || lpad(((p.day_seq * 104729) % 1000000)::text, 6, '0'),
  p.user_id, p.status, p.pay_status, p.order_type,
  CASE WHEN p.order_type = 'install' OR (p.order_type = 'pickup' AND pg_temp.r(76, p.n) < 0.5) THEN coalesce(p.plate, '') ELSE '' END,
  CASE WHEN p.order_type <> 'mail' OR pg_temp.r(77, p.n) < 0.5 THEN coalesce(p.car, '') ELSE '' END,
  CASE WHEN p.order_type <> 'mail' OR pg_temp.r(77, p.n) < 0.5 THEN p.spec_id END,
  CASE WHEN p.order_type = 'pickup' AND p.status = 'completed' THEN c.sales[1] ELSE p.sales_id END,
  p.technician_id, p.total, p.fee, p.tax, p.ship, 0, p.pay,
  CASE WHEN p.order_type = 'install' THEN p.store_id END,
  CASE WHEN p.order_type = 'install' THEN p.appt END,
  CASE WHEN p.order_type = 'install' THEN p.slot END,
  CASE p.order_type WHEN 'install' THEN 'install' WHEN 'mail' THEN 'courier'
    ELSE CASE WHEN p.status <> 'completed' THEN 'selfPickup' WHEN p.e2 < 0.85 THEN 'customer' ELSE 'proxy' END END,
  CASE WHEN p.order_type = 'pickup' AND p.status = 'completed' AND p.e2 >= 0.85 THEN 'Ahmad bin Ali' ELSE '' END,
  CASE WHEN p.order_type = 'mail' THEN jsonb_build_object('name', p.name, 'phone', p.phone,
    'line1', 'No. ' || (1 + p.n % 200) || ', Jalan ' || p.ship_city || ' ' || (1 + p.n % 30), 'line2', '',
    'postcode', p.ship_postcode, 'city', p.ship_city, 'state', p.ship_state) END,
  p.name, p.phone, p.email,
  CASE WHEN p.order_type = 'pickup' THEN p.store_id END,
  CASE WHEN p.order_type = 'pickup' AND p.pay_status IN ('paid', 'refunded', 'refunding')
       THEN lpad(floor(pg_temp.r(78, p.n) * 1000000)::int::text, 6, '0') END,
  CASE WHEN p.order_type = 'mail' AND (p.status = 'completed' OR (p.status = 'pendingReceipt' AND p.e2 < 0.7))
       THEN 'MY' || lpad((p.n * 7919 % 100000000)::text, 10, '0') END,
  CASE WHEN p.order_type = 'mail' AND (p.status = 'completed' OR (p.status = 'pendingReceipt' AND p.e2 < 0.7))
       THEN ${EXPRESS}[1 + p.n % 4] END,
  CASE WHEN p.order_type = 'mail' AND (p.status = 'completed' OR (p.status = 'pendingReceipt' AND p.e2 < 0.8))
       THEN p.paid_at + interval '3 hours' END,
  p.cancel_reason,
  CASE WHEN p.pay_status IN ('pendingPayment', 'cancelled') THEN p.created_at + interval '30 minutes' END,
  CASE WHEN p.pay_status IN ('paid', 'refunded', 'refunding') THEN p.paid_at END,
  p.created_at, p.final_at
FROM plan p LEFT JOIN crew c ON c.store_id = p.store_id ORDER BY p.order_id;
SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders));`,
    },
    {
      name: 'order_items',
      sql: `
INSERT INTO order_items (order_id, product_id, sku, name, price_sen, labour_sen, quantity, size, colour)
SELECT p.order_id, l.product_id, l.sku, l.name, l.price_sen, l.labour_sen, l.qty, l.size, l.colour
FROM lines l JOIN plan p ON p.n = l.n ORDER BY p.order_id, l.line`,
    },
    {
      // the statuses the order went through, spread from its creation to its last change
      name: 'order_events',
      sql: `
INSERT INTO order_events (order_id, status, note, actor_id, created_at)
SELECT x.order_id, ev.s,
  CASE WHEN ev.s IN ('upcoming', 'pendingPickup', 'pendingReceipt') THEN x.method
       WHEN ev.s = 'cancelled' THEN x.cancel_reason WHEN ev.s = 'refunded' THEN 'refund' ELSE '' END,
  CASE WHEN ev.s = 'cancelled' AND x.cancel_reason <> 'Payment time expired' THEN x.user_id
       WHEN ev.s IN ('toBeInstalled', 'inService', 'pendingCollection') THEN x.technician_id
       WHEN ev.s IN ('completed', 'refunded') AND x.order_type <> 'mail' THEN x.manager END,
  x.created_at + (x.final_at - x.created_at) * ((ev.i - 1)::float8 / greatest(1, cardinality(x.path) - 1))
FROM (
  SELECT p.*, CASE
    WHEN p.status IN ('unpaid', 'cancelled') THEN (ARRAY['unpaid', p.status])[1:CASE WHEN p.status = 'unpaid' THEN 1 ELSE 2 END]
    WHEN p.status = 'refunded' THEN ARRAY['unpaid',
      CASE p.order_type WHEN 'install' THEN 'upcoming' WHEN 'pickup' THEN 'pendingPickup' ELSE 'pendingReceipt' END, 'refunded']
      || CASE WHEN p.pay_status = 'refunded' THEN ARRAY['refundPaid'] ELSE ARRAY[]::text[] END
    WHEN p.order_type = 'install' THEN (ARRAY['unpaid', 'upcoming', 'toBeInstalled', 'inService', 'pendingCollection', 'completed'])
      [1:array_position(ARRAY['unpaid', 'upcoming', 'toBeInstalled', 'inService', 'pendingCollection', 'completed'], p.status)]
    WHEN p.order_type = 'pickup' THEN (ARRAY['unpaid', 'pendingPickup', 'completed'])
      [1:array_position(ARRAY['unpaid', 'pendingPickup', 'completed'], p.status)]
    WHEN p.status = 'completed' THEN ARRAY['unpaid', 'pendingReceipt', 'packed', 'shipped', 'completed']
    ELSE (ARRAY['unpaid', 'pendingReceipt', 'packed', 'shipped'])[1:CASE WHEN p.e2 < 0.7 THEN 4 WHEN p.e2 < 0.8 THEN 3 ELSE 2 END]
  END AS path
  FROM plan p) x
CROSS JOIN LATERAL unnest(x.path) WITH ORDINALITY AS ev(s, i)
ORDER BY x.order_id, ev.i`,
    },
  ];
}
