CREATE TABLE "store_stock" (
	"product_id" integer NOT NULL,
	"store_key" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "store_stock_product_id_store_key_pk" PRIMARY KEY("product_id","store_key"),
	CONSTRAINT "store_stock_not_negative" CHECK ("store_stock"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "stock" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_stock_store_idx" ON "store_stock" USING btree ("store_key","quantity","product_id");
--> statement-breakpoint
-- Where the units are was never recorded: the chain-wide count becomes the warehouse's, and the office
-- counts each store's in (docs/decisions/025-stock-per-store.md). Orders keep what they hold.
INSERT INTO "store_stock" ("product_id", "store_key", "quantity")
  SELECT "id", 0, "stock" FROM "products" WHERE "stock" > 0;
--> statement-breakpoint
-- products.stock stays the sum of a product's places, written in the same statement as the place's
-- row, so every reader of the catalogue sees whether the chain holds any
CREATE FUNCTION "store_stock_total"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := (CASE WHEN TG_OP = 'DELETE' THEN 0 ELSE NEW.quantity END)
    - (CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.quantity END);
BEGIN
  IF delta <> 0 THEN
    UPDATE products SET stock = stock + delta
      WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "store_stock_total" AFTER INSERT OR UPDATE OR DELETE ON "store_stock"
  FOR EACH ROW EXECUTE FUNCTION store_stock_total();
