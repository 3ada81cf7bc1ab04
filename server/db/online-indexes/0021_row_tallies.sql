-- the staff desk's lists, newest first, in every store or in one; the complaints tab from the open complaints
CREATE INDEX IF NOT EXISTS "work_orders_created_idx" ON "work_orders" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "work_orders_store_created_idx" ON "work_orders" USING btree ("store_id","created_at","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "complaints_open_idx" ON "complaints" USING btree ("order_id") WHERE "complaints"."status" in ('pending', 'in_progress');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "work_orders_status_created_idx" ON "work_orders" USING btree ("status","created_at","id");
--> statement-breakpoint
-- the manager desk's refunds waiting for review
CREATE INDEX IF NOT EXISTS "refunds_pending_idx" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" = 'pendingReview';
--> statement-breakpoint
-- the goods desk's queues (server/staff/goods-orders/goods-queues.ts), newest first
CREATE INDEX IF NOT EXISTS "orders_pickup_waiting_idx" ON "orders" USING btree ("pickup_store_id","created_at","id") WHERE "orders"."status" = 'pendingPickup';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_pickup_done_idx" ON "orders" USING btree ("pickup_store_id","created_at","id") WHERE "orders"."order_type" = 'pickup' and "orders"."status" = 'completed';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_mail_unshipped_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."order_type" = 'mail' and "orders"."express_no" is null and "orders"."status" in ('pendingReceipt', 'completed');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_mail_shipped_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."order_type" = 'mail' and "orders"."express_no" is not null and "orders"."status" in ('pendingReceipt', 'completed');
--> statement-breakpoint
-- a person's own work (the desk's "mine"), newest first
CREATE INDEX IF NOT EXISTS "work_orders_technician_created_idx" ON "work_orders" USING btree ("technician_id","created_at","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "work_orders_sales_created_idx" ON "work_orders" USING btree ("sales_id","created_at","id");
