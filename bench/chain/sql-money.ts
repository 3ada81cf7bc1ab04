import type { Step } from './steps';

const iso = (t: string) => `to_char((${t}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const METHOD_TEXT = `CASE split_part(p.method, ':', 1) WHEN 'fpx' THEN 'FPX' WHEN 'card' THEN 'Card' WHEN 'grabpay' THEN 'GrabPay'
  WHEN 'tng' THEN 'Touch ''n Go' ELSE split_part(p.method, ':', 1) END
  || CASE WHEN split_part(p.method, ':', 2) <> '' THEN ' (' || split_part(p.method, ':', 2) || ')' ELSE '' END`;

/**
 * The money, as the sandbox gateway's path leaves it (server/payments/payment.service.ts,
 * refund-dispatch.ts, refund-settlement.ts; server/receipts/issue.ts): a paid attempt per paid
 * order, an expired or cancelled one for some closed orders; refund requests in every state, the
 * approved ones with their money going back; a numbered receipt per paid order with its snapshot.
 */
export function moneySteps(companyPhone: string): Step[] {
  return [
    {
      name: 'payments',
      sql: `
INSERT INTO payments (order_id, provider, reference, method, amount_sen, status, callback, gateway_ref, checkout_url,
  gateway_payment_id, gateway_open, checks, paid_at, fee_sen, net_sen, created_at, updated_at)
SELECT p.order_id, 'sandbox', x.ref, p.method, p.pay,
  CASE WHEN p.status = 'cancelled' THEN CASE WHEN p.cancel_reason = 'Payment time expired' THEN 'expired' ELSE 'cancelled' END
       WHEN p.pay_status = 'refunded' THEN 'refunded' WHEN p.pay_status = 'refunding' THEN 'refundDue' ELSE 'paid' END,
  CASE WHEN p.status <> 'cancelled' THEN jsonb_build_object('state', 'paid', 'method', p.method, 'amountSen', p.pay,
    'gatewayPaymentId', 'SBX' || x.ref, 'paidAt', ${iso('p.paid_at')}) END,
  x.ref, '/pay/sandbox/checkout?ref=' || x.ref,
  CASE WHEN p.status <> 'cancelled' THEN 'SBX' || x.ref END, false, 0,
  CASE WHEN p.status <> 'cancelled' THEN p.paid_at END,
  CASE WHEN p.status <> 'cancelled' THEN greatest(50, round(p.pay * 0.015))::int END,
  CASE WHEN p.status <> 'cancelled' THEN p.pay - greatest(50, round(p.pay * 0.015))::int END,
  p.created_at + interval '1 minute', least(p.final_at, p.paid_at + interval '1 minute')
FROM plan p, LATERAL (SELECT 'PAY' || upper(lpad(to_hex(p.order_id::bigint * 40503 + 7), 16, '0')) AS ref) x
WHERE p.pay_status IN ('paid', 'refunded', 'refunding')
   OR (p.status = 'cancelled' AND pg_temp.r(79, p.n) < 0.35)
ORDER BY p.order_id`,
    },
    {
      name: 'refunds',
      sql: `
INSERT INTO refunds (order_id, user_id, reason, contact, status, review_note, reviewer_id, due_at, revoked_at, created_at, updated_at)
SELECT q.order_id, q.user_id,
  (ARRAY['My plans changed', 'I found the part cheaper elsewhere', 'The appointment no longer suits me',
         'I ordered the wrong item'])[1 + q.n % 4],
  q.phone, q.rs,
  CASE q.rs WHEN 'rejected' THEN 'The work had already started' WHEN 'completed' THEN 'Approved'
            WHEN 'processing' THEN 'Approved' ELSE '' END,
  CASE WHEN q.rs IN ('completed', 'processing', 'rejected') THEN coalesce(q.manager, (SELECT id FROM users WHERE phone = '${companyPhone}')) END,
  q.asked + interval '4 days',
  CASE WHEN q.rs = 'revoked' THEN q.asked + interval '3 hours' END,
  q.asked, CASE WHEN q.rs = 'pendingReview' THEN q.asked WHEN q.rs = 'revoked' THEN q.asked + interval '3 hours' ELSE q.final_at END
FROM (
  SELECT p.*, CASE
      WHEN p.status = 'refunded' THEN CASE WHEN p.pay_status = 'refunded' THEN 'completed' ELSE 'processing' END
      WHEN p.pay_status = 'paid' AND p.status IN ('upcoming', 'toBeInstalled', 'pendingPickup', 'pendingReceipt')
        AND pg_temp.r(80, p.n) < 0.05 THEN 'pendingReview'
      WHEN p.pay_status = 'paid' AND pg_temp.r(80, p.n) < 0.005 THEN 'rejected'
      WHEN p.pay_status = 'paid' AND pg_temp.r(80, p.n) < 0.008 THEN 'revoked' END AS rs,
    CASE WHEN p.status = 'refunded' THEN p.paid_at + (p.final_at - p.paid_at) / 2
         ELSE p.paid_at + (least(p.final_at, p.paid_at + interval '2 days') - p.paid_at) / 2 END AS asked
  FROM plan p) q
WHERE q.rs IS NOT NULL ORDER BY q.order_id`,
    },
    {
      name: 'gateway_refunds',
      sql: `
INSERT INTO gateway_refunds (payment_id, amount_sen, reason, refund_id, status, attempts, next_attempt_at,
  gateway_reference, expected_by, sent_at, created_at, done_at)
SELECT pay.id, pay.amount_sen, 'customerRefund', r.id, CASE WHEN pay.status = 'refunded' THEN 'done' ELSE 'sent' END, 1,
  r.updated_at + interval '1 hour', 'RF' || upper(substr(md5(pay.reference), 1, 12)),
  r.updated_at + interval '7 days', r.updated_at + interval '1 minute', r.updated_at,
  CASE WHEN pay.status = 'refunded' THEN r.updated_at + interval '5 minutes' END
FROM refunds r JOIN payments pay ON pay.order_id = r.order_id AND pay.status IN ('refunded', 'refundDue')
WHERE r.status IN ('completed', 'processing') ORDER BY r.id`,
    },
    {
      // the receipt snapshot of server/receipts/issue.ts, built from the same rows it reads
      name: 'receipts',
      sql: `
CREATE TEMP TABLE receipt_lines AS
SELECT l.n, jsonb_agg(x.line ORDER BY l.line, x.k) AS lines
FROM lines l JOIN plan p ON p.n = l.n
CROSS JOIN LATERAL (
  SELECT 0 AS k, jsonb_build_object('description', concat_ws(' ', l.name->>'en', l.size, l.colour), 'sku', l.sku,
    'quantity', l.qty, 'unitPriceSen', l.price_sen, 'amountSen', l.price_sen * l.qty, 'kind', 'part', 'taxPercent', 0) AS line
  UNION ALL
  SELECT 1, jsonb_build_object('description', 'Installation: ' || (l.name->>'en'), 'sku', l.sku, 'quantity', l.qty,
    'unitPriceSen', l.labour_sen, 'amountSen', l.labour_sen * l.qty, 'kind', 'labour', 'taxPercent', 8)
  WHERE p.order_type = 'install' AND l.labour_sen > 0) x
WHERE p.pay_status IN ('paid', 'refunded', 'refunding')
GROUP BY l.n;
WITH company AS (
  SELECT jsonb_build_object('companyName', company_name, 'brn', brn, 'tin', tin, 'sstNo', sst_no,
    'address', address_lines || to_jsonb(postcode || ' ' || city), 'phone', phone, 'email', email) AS seller
  FROM company_tax_settings WHERE id = 1),
numbered AS (
  SELECT p.*, 'RC-' || lpad(row_number() OVER (ORDER BY p.paid_at, p.order_id)::text, 6, '0') AS number
  FROM plan p WHERE p.pay_status IN ('paid', 'refunded', 'refunding'))
INSERT INTO receipts (kind, number, order_id, payment_id, issued_at, total_sen, service_tax_sen, snapshot)
SELECT 'receipt', p.number, p.order_id, pay.id, p.paid_at, p.pay, p.tax, jsonb_build_object(
  'kind', 'receipt', 'number', p.number, 'citesNumber', NULL, 'issuedAt', ${iso('p.paid_at')}, 'orderNo', o.order_no,
  'orderType', p.order_type, 'seller', c.seller,
  'store', CASE WHEN s.id IS NULL THEN NULL ELSE jsonb_build_object('name', s.name,
    'address', s.address || ', ' || s.postcode || ' ' || s.city, 'phone', s.phone) END,
  'buyer', jsonb_build_object('name', o.customer_name, 'phone', o.customer_phone, 'email', o.customer_email,
    'plate', o.plate, 'vehicle', o.vehicle_model),
  'lines', rl.lines, 'subtotalSen', p.total + p.fee, 'serviceTaxSen', p.tax, 'shippingSen', p.ship, 'discountSen', 0,
  'totalSen', p.pay,
  'payment', jsonb_build_object('method', ${METHOD_TEXT}, 'reference', pay.gateway_payment_id, 'paidAt', ${iso('p.paid_at')}),
  'appointment', CASE WHEN o.appointment_date IS NULL THEN NULL
    ELSE jsonb_build_object('date', o.appointment_date, 'slot', o.appointment_slot) END,
  'warrantyDays', 30, 'einvoiceUrl', NULL)
FROM numbered p
JOIN orders o ON o.id = p.order_id
JOIN payments pay ON pay.order_id = p.order_id
JOIN receipt_lines rl ON rl.n = p.n
CROSS JOIN company c
LEFT JOIN stores s ON s.id = coalesce(o.store_id, o.pickup_store_id)
ORDER BY p.paid_at, p.order_id;
INSERT INTO receipts (kind, number, order_id, payment_id, refund_id, cites_receipt_id, issued_at, total_sen, service_tax_sen, snapshot)
SELECT 'refund', x.number, x.order_id, x.payment_id, x.refund_id, x.receipt_id, x.done_at, x.total_sen, x.service_tax_sen,
  x.snapshot || jsonb_build_object('kind', 'refund', 'number', x.number, 'citesNumber', x.cites,
    'issuedAt', ${iso('x.done_at')}, 'einvoiceUrl', NULL)
FROM (
  SELECT rc.order_id, rc.payment_id, r.id AS refund_id, rc.id AS receipt_id, gr.done_at, rc.total_sen, rc.service_tax_sen,
    rc.snapshot, rc.number AS cites, 'RF-' || lpad(row_number() OVER (ORDER BY gr.done_at, gr.id)::text, 6, '0') AS number
  FROM gateway_refunds gr JOIN refunds r ON r.id = gr.refund_id
  JOIN receipts rc ON rc.order_id = r.order_id AND rc.kind = 'receipt'
  WHERE gr.status = 'done') x
ORDER BY x.done_at;
INSERT INTO document_counters (series, last)
SELECT 'receipt', count(*) FROM receipts WHERE kind = 'receipt'
UNION ALL SELECT 'refund', count(*) FROM receipts WHERE kind = 'refund'
ON CONFLICT (series) DO UPDATE SET last = excluded.last`,
    },
  ];
}
