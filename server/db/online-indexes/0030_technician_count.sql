-- a technician's own work, counted in their store
CREATE INDEX IF NOT EXISTS "work_orders_technician_store_idx" ON "work_orders" USING btree ("technician_id","store_id");
