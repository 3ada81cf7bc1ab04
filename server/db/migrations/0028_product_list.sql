-- the office's product list: its total per category kept by the writes (server/db/tables/tallies.ts),
-- so the list never counts a chain's catalogue; its order, category then SKU, through
-- products_category_sku_idx, built after the migrations, concurrently on PostgreSQL:
-- server/db/online-indexes/0028_product_list.sql
CREATE FUNCTION "products_tally_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO row_tallies (tally, kind, store_id, status, n) VALUES ('products', OLD.category, 0, 'all', -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO row_tallies (tally, kind, store_id, status, n) VALUES ('products', NEW.category, 0, 'all', 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_tally_insert_delete" AFTER INSERT OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_tally_row();
--> statement-breakpoint
CREATE TRIGGER "products_tally_update" AFTER UPDATE ON "products" FOR EACH ROW
  WHEN (OLD.category IS DISTINCT FROM NEW.category)
  EXECUTE FUNCTION products_tally_row();
--> statement-breakpoint
INSERT INTO "row_tallies" ("tally", "kind", "store_id", "status", "n")
  SELECT 'products', category, 0, 'all', count(*) FROM products GROUP BY category;
