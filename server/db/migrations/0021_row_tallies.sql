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
-- each row written adds its (kind, store, status) as +1 and, when it replaces one, the old as -1;
-- an update that moves none of them fires nothing (WHEN), so the common writes pay nothing
CREATE FUNCTION "orders_tally_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO row_tallies (tally, kind, store_id, status, n)
      VALUES ('orders', OLD.order_type, coalesce(OLD.store_id, OLD.pickup_store_id, 0), OLD.status, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO row_tallies (tally, kind, store_id, status, n)
      VALUES ('orders', NEW.order_type, coalesce(NEW.store_id, NEW.pickup_store_id, 0), NEW.status, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_tally_insert_delete" AFTER INSERT OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION orders_tally_row();
--> statement-breakpoint
CREATE TRIGGER "orders_tally_update" AFTER UPDATE ON "orders" FOR EACH ROW
  WHEN ((OLD.status, OLD.order_type, coalesce(OLD.store_id, OLD.pickup_store_id, 0))
    IS DISTINCT FROM (NEW.status, NEW.order_type, coalesce(NEW.store_id, NEW.pickup_store_id, 0)))
  EXECUTE FUNCTION orders_tally_row();
--> statement-breakpoint
CREATE FUNCTION "work_orders_tally_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO row_tallies (tally, kind, store_id, status, n) VALUES ('work_orders', '', OLD.store_id, OLD.status, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO row_tallies (tally, kind, store_id, status, n) VALUES ('work_orders', '', NEW.store_id, NEW.status, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "work_orders_tally_insert_delete" AFTER INSERT OR DELETE ON "work_orders"
  FOR EACH ROW EXECUTE FUNCTION work_orders_tally_row();
--> statement-breakpoint
CREATE TRIGGER "work_orders_tally_update" AFTER UPDATE ON "work_orders" FOR EACH ROW
  WHEN ((OLD.status, OLD.store_id) IS DISTINCT FROM (NEW.status, NEW.store_id))
  EXECUTE FUNCTION work_orders_tally_row();
--> statement-breakpoint
-- what is there already, counted once; the triggers above hold the tables' writes back until this
-- migration commits, so nothing is counted twice or missed (about a second per million orders)
INSERT INTO "row_tallies" ("tally", "kind", "store_id", "status", "n")
  SELECT 'orders', "order_type", coalesce("store_id", "pickup_store_id", 0), "status", count(*) FROM "orders" GROUP BY 2, 3, 4;
--> statement-breakpoint
INSERT INTO "row_tallies" ("tally", "kind", "store_id", "status", "n")
  SELECT 'work_orders', '', "store_id", "status", count(*) FROM "work_orders" GROUP BY 2, 3, 4;
