-- the catalogue searched in the database (server/catalog/search.ts; functions of migration 0019): the
-- keyword's characters and pairs, what a car must offer, and the three sort orders with and without a
-- category; only active products are ever searched
CREATE INDEX IF NOT EXISTS "products_search_grams_idx" ON "products" USING gin (product_search_grams("search_text")) WHERE "active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_fit_keys_idx" ON "products" USING gin ("fit_keys") WHERE "active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_recommended_idx" ON "products" USING btree (product_category_rank("category"), "id") WHERE "active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_id_idx" ON "products" USING btree ("category", "id") WHERE "active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_price_idx" ON "products" USING btree ("price_sen", "id") WHERE "active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_price_desc_idx" ON "products" USING btree ("price_sen" DESC, "id") WHERE "active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_price_idx" ON "products" USING btree ("category", "price_sen", "id") WHERE "active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_price_desc_idx" ON "products" USING btree ("category", "price_sen" DESC, "id") WHERE "active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_active_brand_idx" ON "products" USING btree ("brand") WHERE "active";
