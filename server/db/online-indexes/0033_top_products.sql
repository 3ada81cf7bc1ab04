-- one product's days of the dashboard's figures: the exact sums of the products that may be the best sellers
CREATE INDEX IF NOT EXISTS "dashboard_product_figures_product_idx" ON "dashboard_product_figures" USING btree ("store_id","product_id","day","quantity","revenue_sen","last_item_id");
