-- complaints and refunds carry the store of their order (installation or pickup; mail orders 0),
-- so a store's desk lists and counts them through an index instead of joining every order
ALTER TABLE "complaints" ADD COLUMN "store_key" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "store_key" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "complaints" c SET "store_key" = coalesce(o."store_id", o."pickup_store_id", 0) FROM "orders" o WHERE o."id" = c."order_id";
--> statement-breakpoint
UPDATE "refunds" r SET "store_key" = coalesce(o."store_id", o."pickup_store_id", 0) FROM "orders" o WHERE o."id" = r."order_id";
--> statement-breakpoint
-- set by the database on every new row: no writer can forget it
CREATE FUNCTION "store_key_of_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT coalesce(o.store_id, o.pickup_store_id, 0) INTO NEW.store_key FROM orders o WHERE o.id = NEW.order_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "complaints_store_key" BEFORE INSERT OR UPDATE OF "order_id" ON "complaints"
  FOR EACH ROW EXECUTE FUNCTION store_key_of_order();
--> statement-breakpoint
CREATE TRIGGER "refunds_store_key" BEFORE INSERT OR UPDATE OF "order_id" ON "refunds"
  FOR EACH ROW EXECUTE FUNCTION store_key_of_order();
--> statement-breakpoint
-- an order that moves to another store takes its complaints and refunds along
CREATE FUNCTION "store_keys_follow_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(NEW.store_id, NEW.pickup_store_id, 0) IS DISTINCT FROM coalesce(OLD.store_id, OLD.pickup_store_id, 0) THEN
    UPDATE complaints SET store_key = coalesce(NEW.store_id, NEW.pickup_store_id, 0) WHERE order_id = NEW.id;
    UPDATE refunds SET store_key = coalesce(NEW.store_id, NEW.pickup_store_id, 0) WHERE order_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_store_keys_move" AFTER UPDATE OF "store_id", "pickup_store_id" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION store_keys_follow_order();
