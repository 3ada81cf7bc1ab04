-- the office dashboard's figures by Malaysian day and store (server/db/tables/figures.ts), kept exact
-- by the writes themselves: triggers on orders, order_items and refunds append each write's change
-- as rows of +/- deltas (no write waits on another's figure row), a job folds them now and then
-- (server/office/dashboard/figures-fold.ts). Store -1 is every store together; 0 is no store (mail).
CREATE TABLE "dashboard_day_figures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"store_id" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue_sen" bigint DEFAULT 0 NOT NULL,
	"refund_requested" integer DEFAULT 0 NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"settled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
-- the figures' columns are in their indexes so that a read is an index-only scan: folded rows lie
-- wherever the fold put them, and a month of them would otherwise be a heap page each
CREATE INDEX "dashboard_day_figures_store_day_idx" ON "dashboard_day_figures" USING btree ("store_id","day","orders","revenue_sen","refund_requested","refunded");
--> statement-breakpoint
CREATE INDEX "dashboard_day_figures_unsettled_idx" ON "dashboard_day_figures" USING btree ("store_id","day") WHERE NOT "settled";
--> statement-breakpoint
CREATE TABLE "dashboard_product_figures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"revenue_sen" bigint DEFAULT 0 NOT NULL,
	"last_item_id" integer NOT NULL,
	"settled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dashboard_product_figures_store_day_idx" ON "dashboard_product_figures" USING btree ("store_id","day","product_id","quantity","revenue_sen","last_item_id");
--> statement-breakpoint
CREATE INDEX "dashboard_product_figures_unsettled_idx" ON "dashboard_product_figures" USING btree ("store_id","day","product_id") WHERE NOT "settled";
--> statement-breakpoint
CREATE TABLE "dashboard_slot_figures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"store_id" integer NOT NULL,
	"slot" text NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"settled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dashboard_slot_figures_store_day_idx" ON "dashboard_slot_figures" USING btree ("store_id","day","slot","booked");
--> statement-breakpoint
CREATE INDEX "dashboard_slot_figures_day_idx" ON "dashboard_slot_figures" USING btree ("day","store_id","slot","booked");
--> statement-breakpoint
CREATE INDEX "dashboard_slot_figures_unsettled_idx" ON "dashboard_slot_figures" USING btree ("store_id","day","slot") WHERE NOT "settled";
--> statement-breakpoint
-- the Malaysian day of an instant (UTC+8 all year)
CREATE FUNCTION "dashboard_day"(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT ((at AT TIME ZONE 'UTC') + interval '8 hours')::date
$$;
--> statement-breakpoint
-- an installation's appointment counted as slot use: kept or served (server/orders/order-state.ts
-- HOLDS_SLOT but unpaid, and completed; dashboard-figures.test.ts holds the two lists together)
CREATE FUNCTION "dashboard_uses_slot"(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status IN ('upcoming', 'toBeInstalled', 'inService', 'pendingCollection', 'completed')
$$;
--> statement-breakpoint
-- refunds that count as refunded: approved, money on its way or back
CREATE FUNCTION "dashboard_refunded"(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status IN ('processing', 'completed')
$$;
--> statement-breakpoint
-- one order's part of the day and product figures, added (sign 1) or taken away (-1): under the
-- store that serves it and under every store (-1). Its refunds and lines are read as they are now.
CREATE FUNCTION "dashboard_add_order"(o orders, sign integer, with_order boolean, with_products boolean) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF o.paid_at IS NULL THEN RETURN; END IF;
  IF with_order THEN
    INSERT INTO dashboard_day_figures (day, store_id, orders, revenue_sen, refund_requested, refunded)
    SELECT dashboard_day(o.paid_at), s, sign, sign * o.actual_pay_sen::bigint, sign * r.requested, sign * r.refunded
    FROM (VALUES (coalesce(o.store_id, o.pickup_store_id, 0)), (-1)) AS scope(s),
      (SELECT (count(*) > 0)::int AS requested, (count(*) FILTER (WHERE dashboard_refunded(status)) > 0)::int AS refunded
         FROM refunds WHERE order_id = o.id) AS r;
  END IF;
  IF with_products THEN
    INSERT INTO dashboard_product_figures (day, store_id, product_id, quantity, revenue_sen, last_item_id)
    SELECT dashboard_day(o.paid_at), s, i.product_id, sign * sum(i.quantity), sign * sum(i.price_sen::bigint * i.quantity),
      max(i.id)
    FROM order_items i, (VALUES (coalesce(o.store_id, o.pickup_store_id, 0)), (-1)) AS scope(s)
    WHERE i.order_id = o.id
    GROUP BY i.product_id, s
    ORDER BY s, i.product_id;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_orders_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_paid boolean := TG_OP <> 'INSERT' AND OLD.paid_at IS NOT NULL;
  is_paid boolean := TG_OP <> 'DELETE' AND NEW.paid_at IS NOT NULL;
  moved boolean := TG_OP <> 'UPDATE'
    OR (dashboard_day(OLD.paid_at), coalesce(OLD.store_id, OLD.pickup_store_id, 0))
      IS DISTINCT FROM (dashboard_day(NEW.paid_at), coalesce(NEW.store_id, NEW.pickup_store_id, 0));
  order_changed boolean := moved OR OLD.actual_pay_sen IS DISTINCT FROM NEW.actual_pay_sen;
  old_slot boolean := TG_OP <> 'INSERT' AND OLD.order_type = 'install' AND OLD.deleted_at IS NULL
    AND dashboard_uses_slot(OLD.status) AND OLD.store_id IS NOT NULL AND OLD.appointment_date IS NOT NULL
    AND OLD.appointment_slot IS NOT NULL;
  new_slot boolean := TG_OP <> 'DELETE' AND NEW.order_type = 'install' AND NEW.deleted_at IS NULL
    AND dashboard_uses_slot(NEW.status) AND NEW.store_id IS NOT NULL AND NEW.appointment_date IS NOT NULL
    AND NEW.appointment_slot IS NOT NULL;
BEGIN
  IF was_paid OR is_paid THEN
    IF TG_OP <> 'INSERT' THEN PERFORM dashboard_add_order(OLD, -1, order_changed, moved); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM dashboard_add_order(NEW, 1, order_changed, moved); END IF;
  END IF;
  IF NOT (old_slot OR new_slot) THEN RETURN NULL; END IF;
  IF old_slot AND new_slot AND (OLD.appointment_date, OLD.store_id, OLD.appointment_slot)
      = (NEW.appointment_date, NEW.store_id, NEW.appointment_slot) THEN
    RETURN NULL;
  END IF;
  -- a moved appointment: both places in one statement, in key order
  INSERT INTO dashboard_slot_figures (day, store_id, slot, booked)
  SELECT day, store_id, slot, booked FROM (
    SELECT OLD.appointment_date AS day, OLD.store_id AS store_id, OLD.appointment_slot AS slot, -1 AS booked WHERE old_slot
    UNION ALL
    SELECT NEW.appointment_date, NEW.store_id, NEW.appointment_slot, 1 WHERE new_slot
  ) AS change ORDER BY store_id, day, slot;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_dashboard_insert" AFTER INSERT ON "orders"
  FOR EACH ROW EXECUTE FUNCTION dashboard_orders_apply();
--> statement-breakpoint
-- only the columns a figure reads wake it: an order's other writes (staff, notes, events) cost nothing
CREATE TRIGGER "orders_dashboard_update" AFTER UPDATE ON "orders" FOR EACH ROW
  WHEN (OLD.paid_at IS DISTINCT FROM NEW.paid_at OR OLD.store_id IS DISTINCT FROM NEW.store_id
    OR OLD.pickup_store_id IS DISTINCT FROM NEW.pickup_store_id OR OLD.actual_pay_sen IS DISTINCT FROM NEW.actual_pay_sen
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.order_type IS DISTINCT FROM NEW.order_type
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.appointment_date IS DISTINCT FROM NEW.appointment_date
    OR OLD.appointment_slot IS DISTINCT FROM NEW.appointment_slot)
  EXECUTE FUNCTION dashboard_orders_apply();
--> statement-breakpoint
CREATE TRIGGER "orders_dashboard_delete" AFTER DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION dashboard_orders_apply();
--> statement-breakpoint
-- an order line of a paid order: its product's figures. The order is locked first, so an order paid
-- or moved at the same time is seen either before or after, never half.
CREATE FUNCTION "dashboard_items_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o orders;
BEGIN
  SELECT * INTO o FROM orders WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.order_id ELSE NEW.order_id END)
    FOR NO KEY UPDATE;
  IF TG_OP <> 'INSERT' THEN
    PERFORM dashboard_add_item(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM dashboard_add_item(NEW, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_add_item"(i order_items, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_product_figures (day, store_id, product_id, quantity, revenue_sen, last_item_id)
  SELECT dashboard_day(o.paid_at), s, i.product_id, sign * i.quantity, sign * i.price_sen::bigint * i.quantity, i.id
  FROM orders o CROSS JOIN LATERAL (VALUES (coalesce(o.store_id, o.pickup_store_id, 0)), (-1)) AS scope(s)
  WHERE o.id = i.order_id AND o.paid_at IS NOT NULL
  ORDER BY s;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_items_dashboard_insert" AFTER INSERT ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION dashboard_items_apply();
--> statement-breakpoint
CREATE TRIGGER "order_items_dashboard_update" AFTER UPDATE ON "order_items" FOR EACH ROW
  WHEN (OLD.order_id IS DISTINCT FROM NEW.order_id OR OLD.product_id IS DISTINCT FROM NEW.product_id
    OR OLD.quantity IS DISTINCT FROM NEW.quantity OR OLD.price_sen IS DISTINCT FROM NEW.price_sen)
  EXECUTE FUNCTION dashboard_items_apply();
--> statement-breakpoint
CREATE TRIGGER "order_items_dashboard_delete" AFTER DELETE ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION dashboard_items_apply();
--> statement-breakpoint
-- refund requests: whether each order touched has a request, and an approved one, before and after
-- the statement (an order counts once however many it has). Only a statement that can change that
-- locks the orders (in id order, as the refund paths already hold them: nothing new to wait for);
-- a revoke or a rejection changes neither and locks nothing.
CREATE FUNCTION "dashboard_refunds_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  replaced integer[] := '{}';
  old_orders integer[] := '{}';
  old_status text[] := '{}';
  touched integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id), array_agg(DISTINCT order_id) INTO replaced, touched FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(order_id), array_agg(status), array_agg(DISTINCT order_id) INTO old_orders, old_status, touched
      FROM old_rows;
  ELSE
    SELECT array_agg(n.id), array_agg(o.order_id), array_agg(o.status) INTO replaced, old_orders, old_status
      FROM old_rows o JOIN new_rows n USING (id);
    SELECT array_agg(DISTINCT x) INTO touched FROM (
      SELECT unnest(ARRAY[o.order_id, n.order_id]) AS x FROM old_rows o JOIN new_rows n USING (id)
      WHERE (o.order_id, dashboard_refunded(o.status)) IS DISTINCT FROM (n.order_id, dashboard_refunded(n.status))
    ) AS changed;
  END IF;
  IF touched IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM orders WHERE id = ANY (touched) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO dashboard_day_figures (day, store_id, refund_requested, refunded)
  SELECT dashboard_day(o.paid_at), s, now_.requested - then_.requested, now_.refunded - then_.refunded
  FROM orders o
  CROSS JOIN LATERAL (
    SELECT (count(*) > 0)::int AS requested, (count(*) FILTER (WHERE dashboard_refunded(status)) > 0)::int AS refunded
    FROM refunds r WHERE r.order_id = o.id
  ) AS now_
  CROSS JOIN LATERAL (
    SELECT (count(*) > 0)::int AS requested, (count(*) FILTER (WHERE dashboard_refunded(status)) > 0)::int AS refunded
    FROM (
      SELECT r.status FROM refunds r WHERE r.order_id = o.id AND NOT (r.id = ANY (coalesce(replaced, '{}')))
      UNION ALL
      SELECT u.status FROM unnest(coalesce(old_orders, '{}'), coalesce(old_status, '{}')) AS u(order_id, status)
      WHERE u.order_id = o.id
    ) AS before_statement
  ) AS then_
  CROSS JOIN LATERAL (VALUES (coalesce(o.store_id, o.pickup_store_id, 0)), (-1)) AS scope(s)
  WHERE o.id = ANY (touched) AND o.paid_at IS NOT NULL
    AND (now_.requested, now_.refunded) <> (then_.requested, then_.refunded)
  ORDER BY s, o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "refunds_dashboard_insert" AFTER INSERT ON "refunds" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_refunds_apply();
--> statement-breakpoint
CREATE TRIGGER "refunds_dashboard_update" AFTER UPDATE ON "refunds" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_refunds_apply();
--> statement-breakpoint
CREATE TRIGGER "refunds_dashboard_delete" AFTER DELETE ON "refunds" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_refunds_apply();
--> statement-breakpoint
-- what was there before the triggers, counted once by dashboard_figures_backfill() after this migration has
-- committed, so that checkouts never wait for it: each of its statements adds what its snapshot sees
-- of the orders and takes away the deltas its snapshot sees (written by transactions the same snapshot
-- already counts), whatever ran in between. A database without orders has nothing to count.
CREATE TABLE "dashboard_figures_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"backfilled" boolean NOT NULL
);
--> statement-breakpoint
INSERT INTO "dashboard_figures_state" ("backfilled") SELECT NOT EXISTS (SELECT 1 FROM "orders");
--> statement-breakpoint
CREATE FUNCTION "dashboard_figures_backfill"() RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  -- one filler at a time; the next finds it done
  IF (SELECT backfilled FROM dashboard_figures_state WHERE id = 1 FOR UPDATE) THEN RETURN false; END IF;
  INSERT INTO dashboard_day_figures (day, store_id, orders, revenue_sen, refund_requested, refunded)
  SELECT day, s, count(*), sum(actual_pay_sen), count(*) FILTER (WHERE requested), count(*) FILTER (WHERE refunded)
  FROM (
    SELECT dashboard_day(o.paid_at) AS day, coalesce(o.store_id, o.pickup_store_id, 0) AS store, o.actual_pay_sen,
      r.order_id IS NOT NULL AS requested, coalesce(r.refunded, false) AS refunded
    FROM orders o
    LEFT JOIN (SELECT order_id, bool_or(dashboard_refunded(status)) AS refunded FROM refunds GROUP BY order_id) r
      ON r.order_id = o.id
    WHERE o.paid_at IS NOT NULL
  ) AS paid
  CROSS JOIN LATERAL (VALUES (store), (-1)) AS scope(s)
  GROUP BY day, s
  UNION ALL
  SELECT day, store_id, -sum(orders), -sum(revenue_sen), -sum(refund_requested), -sum(refunded)
  FROM dashboard_day_figures GROUP BY day, store_id;

  INSERT INTO dashboard_product_figures (day, store_id, product_id, quantity, revenue_sen, last_item_id)
  SELECT day, s, product_id, sum(quantity), sum(price_sen::bigint * quantity), max(item_id)
  FROM (
    SELECT dashboard_day(o.paid_at) AS day, coalesce(o.store_id, o.pickup_store_id, 0) AS store, i.product_id,
      i.quantity, i.price_sen, i.id AS item_id
    FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE o.paid_at IS NOT NULL
  ) AS sold
  CROSS JOIN LATERAL (VALUES (store), (-1)) AS scope(s)
  GROUP BY day, s, product_id
  UNION ALL
  SELECT day, store_id, product_id, -sum(quantity), -sum(revenue_sen), max(last_item_id)
  FROM dashboard_product_figures GROUP BY day, store_id, product_id;

  INSERT INTO dashboard_slot_figures (day, store_id, slot, booked)
  SELECT appointment_date, store_id, appointment_slot, count(*)
  FROM orders
  WHERE order_type = 'install' AND deleted_at IS NULL AND dashboard_uses_slot(status) AND store_id IS NOT NULL
    AND appointment_date IS NOT NULL AND appointment_slot IS NOT NULL
  GROUP BY appointment_date, store_id, appointment_slot
  UNION ALL
  SELECT day, store_id, slot, -sum(booked) FROM dashboard_slot_figures GROUP BY day, store_id, slot;

  UPDATE dashboard_figures_state SET backfilled = true WHERE id = 1;
  RETURN true;
END $$;
