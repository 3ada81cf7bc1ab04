-- how many orders (of each type) and work orders each store has in each status, kept by the writes themselves as
-- rows of changes (server/db/tables/tallies.ts), so list totals never count a million rows
CREATE TABLE "row_tallies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tally" text NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"store_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "row_tallies_tally_store_idx" ON "row_tallies" USING btree ("tally","store_id","status");
--> statement-breakpoint
-- one function for every table and event: the changed rows' (kind, store, status) before and after,
-- as -1 and +1, summed per statement; an update that moves none of them adds nothing. The trigger's
-- arguments are the SQL of the row's store and kind.
CREATE FUNCTION "row_tallies_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format(
      'INSERT INTO row_tallies (tally, kind, store_id, status, n)
         SELECT %L, kind, k, status, count(*) FROM (SELECT %s AS k, %s AS kind, status FROM new_rows) c GROUP BY 2, 3, 4',
      TG_TABLE_NAME, TG_ARGV[0], TG_ARGV[1]);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format(
      'INSERT INTO row_tallies (tally, kind, store_id, status, n)
         SELECT %L, kind, k, status, -count(*) FROM (SELECT %s AS k, %s AS kind, status FROM old_rows) c GROUP BY 2, 3, 4',
      TG_TABLE_NAME, TG_ARGV[0], TG_ARGV[1]);
  ELSE
    EXECUTE format(
      'INSERT INTO row_tallies (tally, kind, store_id, status, n)
         SELECT %1$L, kind, k, status, sum(d) FROM (
           SELECT o.kind, o.k, o.status, -1 AS d FROM (SELECT id, %2$s AS k, %3$s AS kind, status FROM old_rows) o
             JOIN (SELECT id, %2$s AS k, %3$s AS kind, status FROM new_rows) w USING (id)
             WHERE (o.kind, o.k, o.status) IS DISTINCT FROM (w.kind, w.k, w.status)
           UNION ALL
           SELECT w.kind, w.k, w.status, 1 FROM (SELECT id, %2$s AS k, %3$s AS kind, status FROM old_rows) o
             JOIN (SELECT id, %2$s AS k, %3$s AS kind, status FROM new_rows) w USING (id)
             WHERE (o.kind, o.k, o.status) IS DISTINCT FROM (w.kind, w.k, w.status)
         ) c GROUP BY 2, 3, 4 HAVING sum(d) <> 0',
      TG_TABLE_NAME, TG_ARGV[0], TG_ARGV[1]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_tally_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_tallies_apply('coalesce(store_id, pickup_store_id, 0)', 'order_type');
--> statement-breakpoint
CREATE TRIGGER "orders_tally_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_tallies_apply('coalesce(store_id, pickup_store_id, 0)', 'order_type');
--> statement-breakpoint
CREATE TRIGGER "orders_tally_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_tallies_apply('coalesce(store_id, pickup_store_id, 0)', 'order_type');
--> statement-breakpoint
CREATE TRIGGER "work_orders_tally_insert" AFTER INSERT ON "work_orders" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_tallies_apply('store_id', '''''');
--> statement-breakpoint
CREATE TRIGGER "work_orders_tally_update" AFTER UPDATE ON "work_orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_tallies_apply('store_id', '''''');
--> statement-breakpoint
CREATE TRIGGER "work_orders_tally_delete" AFTER DELETE ON "work_orders" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_tallies_apply('store_id', '''''');
--> statement-breakpoint
-- what is there already, counted once; the triggers above hold the tables' writes back until this
-- migration commits, so nothing is counted twice or missed (about a second per million orders)
INSERT INTO "row_tallies" ("tally", "kind", "store_id", "status", "n")
  SELECT 'orders', "order_type", coalesce("store_id", "pickup_store_id", 0), "status", count(*) FROM "orders" GROUP BY 2, 3, 4;
--> statement-breakpoint
INSERT INTO "row_tallies" ("tally", "kind", "store_id", "status", "n")
  SELECT 'work_orders', '', "store_id", "status", count(*) FROM "work_orders" GROUP BY 2, 3, 4;
