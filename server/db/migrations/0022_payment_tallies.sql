-- the back office's payments list: how many payments each store's orders have in each status, kept
-- like the order totals (migration 0021); a payment counts under its order's store (mail: 0)
CREATE FUNCTION "payments_tally_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO row_tallies (tally, kind, store_id, status, n)
      SELECT 'payments', '', coalesce(o.store_id, o.pickup_store_id, 0), OLD.status, -1 FROM orders o WHERE o.id = OLD.order_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO row_tallies (tally, kind, store_id, status, n)
      SELECT 'payments', '', coalesce(o.store_id, o.pickup_store_id, 0), NEW.status, 1 FROM orders o WHERE o.id = NEW.order_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_tally_insert_delete" AFTER INSERT OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION payments_tally_row();
--> statement-breakpoint
CREATE TRIGGER "payments_tally_update" AFTER UPDATE ON "payments" FOR EACH ROW
  WHEN ((OLD.status, OLD.order_id) IS DISTINCT FROM (NEW.status, NEW.order_id))
  EXECUTE FUNCTION payments_tally_row();
--> statement-breakpoint
INSERT INTO "row_tallies" ("tally", "kind", "store_id", "status", "n")
  SELECT 'payments', '', coalesce(o."store_id", o."pickup_store_id", 0), p."status", count(*)
  FROM "payments" p JOIN "orders" o ON o."id" = p."order_id" GROUP BY 3, 4;
--> statement-breakpoint
-- an order that moves to another store takes its payments' counts along (a payment is written with
-- its order locked, so none is added under the old store while the order moves)
CREATE FUNCTION "payment_tallies_follow_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_tallies (tally, kind, store_id, status, n)
    SELECT 'payments', '', coalesce(OLD.store_id, OLD.pickup_store_id, 0), p.status, -count(*)
    FROM payments p WHERE p.order_id = NEW.id GROUP BY p.status
    UNION ALL
    SELECT 'payments', '', coalesce(NEW.store_id, NEW.pickup_store_id, 0), p.status, count(*)
    FROM payments p WHERE p.order_id = NEW.id GROUP BY p.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_payment_tally_move" AFTER UPDATE ON "orders" FOR EACH ROW
  WHEN (coalesce(OLD.store_id, OLD.pickup_store_id, 0) IS DISTINCT FROM coalesce(NEW.store_id, NEW.pickup_store_id, 0))
  EXECUTE FUNCTION payment_tallies_follow_order();
