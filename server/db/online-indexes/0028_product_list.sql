-- the office's product list, in its order (category, then SKU)
CREATE INDEX IF NOT EXISTS "products_category_sku_idx" ON "products" USING btree ("category","sku");
