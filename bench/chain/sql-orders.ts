import { APPOINTMENT_SLOTS } from '../../src/shared/contract/orders/stores';
import { CHAIN_ACCOUNTS, type ChainSize } from './options';
import type { Step } from './steps';

/** What the plan needs to know of the database before it is drawn (counted once grown). */
export interface PlanInputs {
  anchor: string;
  workshops: number;
  stores: number;
  demoStoreCode: string;
}

const METHODS = [
  'fpx:maybank2u',
  'fpx:cimbclicks',
  'fpx:publicbank',
  'fpx:rhb',
  'card:visa',
  'card:mastercard',
  'tng',
  'grabpay',
  'duitnow',
  'boost',
];
const CANCEL_REASONS = ['Changed my mind', 'Ordered the wrong size', 'Found a better time slot', 'Ordered twice'];
const arr = (items: readonly string[]) => `ARRAY[${items.map((s) => `'${s}'`).join(',')}]`;
const pick = (items: readonly string[], k: number, n: string) =>
  `(${arr(items)})[1 + floor(pg_temp.r(${k}, ${n}) * ${items.length})::int]`;

/**
 * The plan: one row per order with everything its rows need (customer, car, store, type, times,
 * final state), drawn once into a temporary table; orders, lines, events, payments, work orders
 * and refunds are all read from it. States follow the app's state machine (server/orders/order-state.ts):
 * old orders are closed (completed, cancelled by the expiry sweep or the customer, refunded),
 * recent ones wait where the flow leaves them (upcoming, in service, waiting for pickup or receipt),
 * and the last half hour's are still unpaid.
 */
export function planSteps(size: ChainSize, p: PlanInputs): Step[] {
  const customers = size.customers + 1;
  // orders per customer: 1 + 49·u^k rounded, mean 1 + 49/(k+1) = orders/customers (1 to 50, most have
  // few); rounded, not floored, which would draw half an order fewer per customer (962,000 of 1,000,000)
  const mean = Math.max(1.05, size.orders / customers);
  const k = 49 / (mean - 1) - 1;
  const anchor = `'${p.anchor}'::timestamptz`;
  const myDate = (t: string) => `((${t}) AT TIME ZONE 'Asia/Kuala_Lumpur')::date`;
  const atMy = (d: string, slot: string) => `((${d}) + (${slot})::time) AT TIME ZONE 'Asia/Kuala_Lumpur'`;
  return [
    {
      name: 'plan (temporary)',
      sql: `
CREATE TEMP TABLE ws AS
  SELECT id, row_number() OVER (ORDER BY code = '${p.demoStoreCode}' DESC, id) - 1 AS rk FROM stores WHERE kind = 'workshop';
CREATE TEMP TABLE st AS
  SELECT id, state, city, postcode, row_number() OVER (ORDER BY code = '${p.demoStoreCode}' DESC, id) - 1 AS rk FROM stores;
CREATE TEMP TABLE crew AS
  SELECT store_id, array_agg(id ORDER BY id) FILTER (WHERE role = 'technician') AS techs,
         array_agg(id ORDER BY id) FILTER (WHERE role = 'sales') AS sales, min(id) FILTER (WHERE role = 'manager') AS manager
  FROM users WHERE store_id IS NOT NULL AND status = 'active' GROUP BY store_id;
CREATE TEMP TABLE cust AS
  SELECT u.id AS user_id, u.phone, u.name, u.email,
         CASE WHEN u.phone = '${CHAIN_ACCOUNTS.customer}' THEN 12
              ELSE 1 + round(49 * power(pg_temp.r(43, u.id), ${k.toFixed(4)}))::int END AS n_orders,
         v.spec_id, v.year, v.plate, v.make || ' ' || v.model || ' ' || v.year || ' ' || v.variant AS car
  FROM users u LEFT JOIN vehicles v ON v.user_id = u.id AND v.is_default
  WHERE u.role = 'customer' AND u.phone <> '${CHAIN_ACCOUNTS.buyer}';
CREATE TEMP TABLE plan AS
WITH base AS (
  SELECT row_number() OVER (ORDER BY c.user_id, o) AS n, c.*
  FROM cust c CROSS JOIN LATERAL generate_series(1, c.n_orders) o
), drawn AS (
  SELECT b.*,
    CASE WHEN pg_temp.r(50, n) < 0.6 THEN 'install' WHEN pg_temp.r(50, n) < 0.85 THEN 'pickup' ELSE 'mail' END AS order_type,
    CASE WHEN n % 33331 = 0 THEN ${anchor} - interval '1 minute' * (1 + n % 25)
         ELSE ${anchor} - interval '30 minutes' - interval '1 second' * floor(86400 * 730 * (1 - sqrt(pg_temp.r(51, n)))) END
      AS created_at,
    CASE WHEN pg_temp.r(52, n) < 0.8 THEN pg_temp.r(53, user_id) ELSE pg_temp.r(54, n) END AS store_key,
    pg_temp.r(55, n) AS e, pg_temp.r(56, n) AS e2
  FROM base b
), placed AS (
  SELECT d.*, ${myDate('d.created_at')} AS day,
    ${myDate('d.created_at')} + 1 + floor(pg_temp.r(57, n) * 10)::int AS appt,
    ${myDate(anchor)} AS today,
    CASE d.order_type WHEN 'install' THEN w.id WHEN 'pickup' THEN s.id END AS store_id,
    a.state AS ship_state, a.city AS ship_city, a.postcode AS ship_postcode
  FROM drawn d
  JOIN ws w ON w.rk = floor(power(d.store_key, 1.6) * ${p.workshops})::int
  JOIN st s ON s.rk = floor(power(d.store_key, 1.6) * ${p.stores})::int
  JOIN st a ON a.rk = floor(pg_temp.r(58, d.n) * ${p.stores})::int
), stated AS (
  SELECT pl.*,
    CASE
      WHEN created_at > ${anchor} - interval '30 minutes' THEN 'unpaid'
      WHEN e < 0.12 THEN 'cancelled'
      WHEN e < 0.1425 THEN 'refunded'
      WHEN order_type = 'install' THEN CASE
        WHEN appt > today THEN CASE WHEN e2 < 0.5 THEN 'upcoming' ELSE 'toBeInstalled' END
        WHEN appt = today THEN CASE WHEN e2 < 0.3 THEN 'toBeInstalled' WHEN e2 < 0.7 THEN 'inService' ELSE 'pendingCollection' END
        WHEN appt >= today - 2 AND e2 < 0.2 THEN 'pendingCollection'
        ELSE 'completed' END
      WHEN order_type = 'pickup' THEN CASE WHEN created_at > ${anchor} - interval '4 days' THEN 'pendingPickup' ELSE 'completed' END
      ELSE CASE WHEN created_at > ${anchor} - interval '6 days' THEN 'pendingReceipt' ELSE 'completed' END
    END AS status,
    ${pick(APPOINTMENT_SLOTS, 59, 'n')} AS slot,
    ${pick(METHODS, 60, 'n')} AS method,
    created_at + interval '1 minute' * (1 + floor(pg_temp.r(61, n) * 15)) AS paid_at
  FROM placed pl
)
SELECT s.*, row_number() OVER (PARTITION BY day ORDER BY n) AS day_seq,
  CASE WHEN status = 'cancelled' AND e < 0.09 THEN 'Payment time expired'
       WHEN status = 'cancelled' THEN ${pick(CANCEL_REASONS, 62, 'n')} END AS cancel_reason,
  CASE WHEN status = 'refunded' AND e2 < 0.05 THEN 'refunding' WHEN status = 'refunded' THEN 'refunded'
       WHEN status = 'unpaid' THEN 'pendingPayment' WHEN status = 'cancelled' THEN 'cancelled' ELSE 'paid' END AS pay_status,
  CASE WHEN order_type = 'install' AND status IN ('toBeInstalled', 'inService', 'pendingCollection', 'completed')
       THEN c.techs[1 + floor(pg_temp.r(63, n) * array_length(c.techs, 1))::int] END AS technician_id,
  CASE WHEN status IN ('inService', 'pendingCollection', 'completed') AND pg_temp.r(64, n) < 0.7
       THEN c.sales[1 + floor(pg_temp.r(65, n) * array_length(c.sales, 1))::int] END AS sales_id,
  c.manager,
  least(${anchor} - interval '1 minute', CASE
    WHEN status = 'unpaid' THEN created_at
    WHEN status = 'cancelled' AND e < 0.09 THEN created_at + interval '30 minutes'
    WHEN status = 'cancelled' THEN created_at + interval '1 minute' * (2 + floor(e2 * 25))
    WHEN status = 'refunded' THEN paid_at + interval '1 hour' * (1 + floor(e2 * 70))
    WHEN order_type = 'install' AND status IN ('upcoming', 'toBeInstalled') THEN paid_at + interval '1 hour' * (1 + e2 * 20)
    WHEN order_type = 'install' THEN ${atMy('appt', 'slot')} + interval '1 hour' * (1 + e2 * 3)
    WHEN order_type = 'pickup' THEN paid_at + interval '1 hour' * (2 + e2 * 70)
    ELSE paid_at + interval '1 hour' * (20 + e2 * 100) END) AS final_at
FROM stated s LEFT JOIN crew c ON c.store_id = s.store_id;
CREATE INDEX ON plan (n);
ANALYZE plan;`,
    },
  ];
}
