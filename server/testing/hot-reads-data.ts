/*
 * The few thousand orders that server/db/hot-query-plans.test.ts plans its hot reads on.
 */

/** Customers 1..400 with 10 orders each over two years, two lines each; a share unpaid and overdue. */
export const HOT_READS_DATA = `
  insert into stores (id, code, name, kind, state, city, address, postcode, phone, lat, lng, open_days, opens, closes, slot_capacity)
    select s, 'S' || s, 'Store ' || s, 'workshop', 'Selangor', 'Shah Alam', 'Jalan ' || s, '40000', '0355100000', 3.07, 101.5,
      '[1,2,3,4,5,6]', '09:00', '18:00', 3
    from generate_series(1, 12) s;
  insert into users (id, phone, role, name) select u, '+6012' || lpad(u::text, 7, '0'), 'customer', 'Customer ' || u
    from generate_series(1, 400) u;
  insert into users (id, phone, role, store_id) values (401, '+60190000401', 'manager', 3), (402, '+60190000402', 'company', null),
    (403, '+60190000403', 'technician', 3);
  insert into products (id, sku, category, brand, name, description, price_sen, stock, fitment, image)
    select p, 'SKU-' || p, 'tyre', 'Roda', '{"en":"Part","ms":"Alat","zh":"配件"}', '{"en":"","ms":"","zh":""}', 9900, 100,
      '{"kind":"universal"}', 'tyre.svg'
    from generate_series(1, 50) p;
  insert into orders (id, order_no, user_id, status, pay_status, order_type, plate, vehicle_model, total_sen, actual_pay_sen,
      store_id, pickup_store_id, customer_phone, expires_at, created_at)
    select o, 'RD' || to_char(timestamp '2025-01-01' + (o || ' hours')::interval, 'YYYYMMDD') || lpad((o * 7919 % 1000000)::text, 6, '0'),
      u, status, case when status = 'unpaid' then 'pendingPayment' else 'paid' end, kind,
      'W' || chr(65 + u % 26) || chr(65 + u / 26 % 26) || ' ' || (1000 + u), 'Perodua Myvi', 19800, 19800,
      case when kind = 'install' then 1 + o % 12 end, case when kind = 'pickup' then 1 + o % 12 end,
      '+6012' || lpad(u::text, 7, '0'), timestamp '2025-01-01' + (o || ' hours')::interval + interval '30 minutes',
      timestamp '2025-01-01' + (o || ' hours')::interval
    from (select o, 1 + o % 400 as u,
        (array['completed','completed','completed','cancelled','upcoming','pendingReceipt','refunded','unpaid'])[1 + o % 8] as status,
        (array['install','pickup','mail'])[1 + o % 3] as kind
      from generate_series(1, 4000) o) g;
  insert into order_items (order_id, product_id, sku, name, price_sen, labour_sen, quantity)
    select o, 1 + (o + line) % 50, 'SKU-' || (1 + (o + line) % 50), '{"en":"Part","ms":"Alat","zh":"配件"}', 9900, 0, 1
    from generate_series(1, 4000) o, generate_series(1, 2) line;
  insert into order_events (order_id, status, note) select o, 'unpaid', '' from generate_series(1, 4000) o;
  insert into payments (order_id, provider, reference, amount_sen, status, created_at)
    select o, 'sandbox', 'PAY' || o, 19800, 'paid', timestamp '2025-01-01' + (o || ' hours')::interval + interval '5 minutes'
    from generate_series(1, 4000) o;
  insert into work_orders (work_no, order_id, store_id, status, technician_id, sales_id, created_at)
    select 'WO' || o, o, 1 + o % 12, 'completed', case when o % 24 = 3 then 403 end, case when o % 24 = 15 then 403 end,
      timestamp '2025-01-01' + (o || ' hours')::interval + interval '1 hour'
    from generate_series(1, 4000) o where o % 3 = 0;
  insert into refunds (order_id, user_id, reason, contact, status, due_at)
    select o, 1 + o % 400, 'changed mind', 'phone', 'pendingReview', now() from generate_series(7, 4000, 40) o;
  select setval('orders_id_seq', 4000); select setval('users_id_seq', 403);
  analyze;
`;
