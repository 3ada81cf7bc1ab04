-- the back office's payments list: how many payments each store's orders have in each status, kept
-- like the order totals (migration 0021); a payment counts under its order's store (mail: 0)
CREATE TRIGGER "payments_tally_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_tallies_apply('(SELECT coalesce(paid.store_id, paid.pickup_store_id, 0) FROM orders paid WHERE paid.id = order_id)', '''''');
--> statement-breakpoint
CREATE TRIGGER "payments_tally_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_tallies_apply('(SELECT coalesce(paid.store_id, paid.pickup_store_id, 0) FROM orders paid WHERE paid.id = order_id)', '''''');
--> statement-breakpoint
CREATE TRIGGER "payments_tally_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_tallies_apply('(SELECT coalesce(paid.store_id, paid.pickup_store_id, 0) FROM orders paid WHERE paid.id = order_id)', '''''');
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
  SELECT 'payments', '', s.k, p.status, sum(s.d)
  FROM (SELECT o.id, coalesce(o.store_id, o.pickup_store_id, 0) AS k, -1 AS d FROM old_rows o
        UNION ALL
        SELECT w.id, coalesce(w.store_id, w.pickup_store_id, 0), 1 FROM new_rows w) s
  JOIN payments p ON p.order_id = s.id
  WHERE s.id IN (SELECT o.id FROM old_rows o JOIN new_rows w USING (id)
                 WHERE coalesce(o.store_id, o.pickup_store_id, 0) <> coalesce(w.store_id, w.pickup_store_id, 0))
  GROUP BY s.k, p.status HAVING sum(s.d) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_payment_tally_move" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_tallies_follow_order();
