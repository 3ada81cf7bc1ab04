-- the back office's search by a whole phone number
CREATE INDEX IF NOT EXISTS "orders_customer_phone_idx" ON "orders" USING btree ("customer_phone");
