import { localize, type TextKey } from '../../server/i18n/text-catalogue';
import type { Step } from './steps';

/** A message's title and body as notify() stores them, with the order number and amount left to SQL. */
function notice(title: TextKey, body: TextKey) {
  const params = { orderNo: '§o§', amount: '§a§' };
  const json = (key: TextKey) => JSON.stringify(localize(key, params)).replace(/'/g, "''");
  const fill = (key: TextKey) =>
    `replace(replace('${json(key)}', '§o§', p.order_no), '§a§', 'RM ' || to_char(p.pay / 100.0, 'FM999,999,990.00'))::jsonb`;
  return { title: `'${json(title)}'::jsonb`, content: fill(body) };
}

const COMPLAINTS = [
  'The technician left grease marks on the seat.',
  'The wiper squeaks after installation.',
  'My car was ready an hour later than promised.',
  'The tint film has bubbles on the rear window.',
  'The parcel arrived with a damaged box.',
  'The dashcam does not turn on with the engine.',
];

/**
 * Staff work and what follows the order: a work order per paid installation with its sign-offs
 * (server/staff/work-orders/lifecycle.ts), complaints on completed orders, ratings, and the inbox
 * message each order leaves (server/inbox/notify.ts; the "placed" notice is withdrawn when paid).
 */
export function workSteps(companyPhone: string): Step[] {
  const placed = notice('inboxOrderPlacedTitle', 'inboxOrderPlacedBody');
  const closed = notice('inboxOrderClosedTitle', 'inboxOrderClosedBody');
  const paid = notice('inboxPaymentReceivedTitle', 'inboxPaymentReceivedBody');
  const refunded = notice('inboxRefundTitle', 'inboxRefundPaidBody');
  return [
    {
      name: 'work_orders',
      sql: `
INSERT INTO work_orders (work_no, order_id, store_id, technician_id, sales_id, status, reject_reason, work_date,
  estimated_completion_at, created_at, updated_at)
SELECT 'WO' || substr(o.order_no, 3), p.order_id, p.store_id,
  coalesce(p.technician_id, CASE WHEN p.status = 'upcoming' AND pg_temp.r(81, p.n) < 0.4
    THEN (SELECT c.techs[1] FROM crew c WHERE c.store_id = p.store_id) END),
  p.sales_id, w.status, CASE WHEN w.status = 'rejected' THEN 'No technician free that day' END, p.appt,
  CASE WHEN w.status IN ('inService', 'pendingCollection', 'completed') THEN p.final_at END,
  p.paid_at, p.final_at
FROM plan p JOIN orders o ON o.id = p.order_id,
LATERAL (SELECT CASE p.status
  WHEN 'upcoming' THEN CASE WHEN pg_temp.r(82, p.n) < 0.05 THEN 'rejected' ELSE 'pendingAcceptance' END
  WHEN 'toBeInstalled' THEN 'pendingHandover' WHEN 'refunded' THEN 'cancelled' ELSE p.status END AS status) w
WHERE p.order_type = 'install' AND p.pay_status IN ('paid', 'refunded', 'refunding')
ORDER BY p.order_id`,
    },
    {
      name: 'work_order_signoffs',
      sql: `
INSERT INTO work_order_signoffs (work_order_id, order_item_id, status, signer_name, signed_at)
SELECT w.id, i.id, CASE WHEN w.status IN ('pendingCollection', 'completed') THEN 'signed' ELSE 'pending' END,
  CASE WHEN w.status IN ('pendingCollection', 'completed') THEN o.customer_name END,
  CASE WHEN w.status IN ('pendingCollection', 'completed') THEN w.updated_at - interval '20 minutes' END
FROM work_orders w JOIN order_items i ON i.order_id = w.order_id JOIN orders o ON o.id = w.order_id
ORDER BY w.id, i.id`,
    },
    {
      name: 'complaints',
      sql: `
INSERT INTO complaints (complaint_no, user_id, order_id, content, screenshots, status, processing_result, handler_id,
  created_at, updated_at)
SELECT 'CP' || to_char((q.at AT TIME ZONE 'Asia/Kuala_Lumpur')::date, 'YYYYMMDD')
    || lpad(row_number() OVER (PARTITION BY (q.at AT TIME ZONE 'Asia/Kuala_Lumpur')::date ORDER BY q.n)::text, 4, '0'),
  q.user_id, q.order_id, (ARRAY[${COMPLAINTS.map((c) => `'${c}'`).join(', ')}])[1 + q.n % ${COMPLAINTS.length}],
  '[]'::jsonb, q.cs, CASE WHEN q.cs = 'processed' THEN 'We apologised and redid the work free of charge.' ELSE '' END,
  CASE WHEN q.cs <> 'pending' THEN coalesce(q.manager, (SELECT id FROM users WHERE phone = '${companyPhone}')) END,
  q.at, CASE WHEN q.cs = 'pending' THEN q.at ELSE least(q.at + interval '1 day', now()) END
FROM (
  SELECT p.*, least(p.final_at + interval '1 hour' * (2 + pg_temp.r(83, p.n) * 100), now() - interval '1 minute') AS at,
    CASE WHEN p.final_at > now() - interval '7 days' THEN CASE WHEN pg_temp.r(84, p.n) < 0.5 THEN 'pending' ELSE 'in_progress' END
         WHEN pg_temp.r(84, p.n) < 0.04 THEN 'in_progress' ELSE 'processed' END AS cs
  FROM plan p WHERE p.status = 'completed' AND pg_temp.r(85, p.n) < 0.0235) q
ORDER BY q.at`,
    },
    {
      name: 'order_ratings',
      sql: `
INSERT INTO order_ratings (order_id, user_id, store_id, technician_id, stars, comment, created_at)
SELECT p.order_id, p.user_id, p.store_id, p.technician_id,
  CASE WHEN x.s < 0.6 THEN 5 WHEN x.s < 0.85 THEN 4 WHEN x.s < 0.93 THEN 3 WHEN x.s < 0.97 THEN 2 ELSE 1 END,
  CASE WHEN pg_temp.r(87, p.n) < 0.4 THEN (ARRAY['Fast and friendly service.', 'Done on time, thank you!',
    'Good price, will come again.', 'Waited longer than expected.', 'Very professional technician.'])[1 + p.n % 5] ELSE '' END,
  least(p.final_at + interval '3 hours', now() - interval '1 minute')
FROM plan p, LATERAL (SELECT pg_temp.r(86, p.n) AS s) x
WHERE p.status = 'completed' AND pg_temp.r(88, p.n) < 0.3
ORDER BY p.order_id`,
    },
    {
      name: 'messages',
      sql: `
INSERT INTO messages (user_id, kind, title, content, ref_type, ref_id, read_at, created_at)
SELECT p.user_id, m.kind, m.title, m.content, 'order', p.order_id,
  CASE WHEN m.at < now() - interval '3 days' AND pg_temp.r(89, p.n) < 0.9 THEN m.at + interval '2 hours' END, m.at
FROM (SELECT q.*, o.order_no FROM plan q JOIN orders o ON o.id = q.order_id) p,
LATERAL (SELECT * FROM (VALUES
  ('order', ${placed.title}, ${placed.content}, p.created_at, p.status = 'unpaid'),
  ('order', ${closed.title}, ${closed.content}, p.final_at, p.cancel_reason = 'Payment time expired'),
  ('payment', ${paid.title}, ${paid.content}, p.paid_at, p.pay_status = 'paid'),
  ('refund', ${refunded.title}, ${refunded.content}, p.final_at, p.pay_status = 'refunded')
  ) v(kind, title, content, at, wanted) WHERE v.wanted) m
ORDER BY m.at`,
    },
  ];
}
