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
