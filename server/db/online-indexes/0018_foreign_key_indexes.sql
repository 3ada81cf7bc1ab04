-- every foreign key has a leading index, and the hot order reads theirs (moved out of migration 0018 so that
-- PostgreSQL builds them concurrently: server/db/online-indexes.ts)
CREATE INDEX IF NOT EXISTS "users_store_idx" ON "users" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_coupons_coupon_idx" ON "user_coupons" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_coupons_used_order_idx" ON "user_coupons" USING btree ("used_order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cart_items_product_idx" ON "cart_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cart_items_spec_idx" ON "cart_items" USING btree ("spec_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vehicles_spec_idx" ON "vehicles" USING btree ("spec_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_pickup_store_idx" ON "orders" USING btree ("pickup_store_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_salesperson_idx" ON "orders" USING btree ("salesperson_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_technician_idx" ON "orders" USING btree ("technician_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_spec_idx" ON "orders" USING btree ("spec_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_unpaid_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'unpaid';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_served_by_idx" ON "orders" USING btree (coalesce("store_id", "pickup_store_id"),"created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_order_no_trgm_idx" ON "orders" USING gin ("order_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_plate_trgm_idx" ON "orders" USING gin (replace(upper("plate"), ' ', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_customer_phone_trgm_idx" ON "orders" USING gin ("customer_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_user_idx" ON "refunds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gateway_refunds_refund_idx" ON "gateway_refunds" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gateway_refunds_manual_by_idx" ON "gateway_refunds" USING btree ("manual_by");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reworks_work_order_idx" ON "reworks" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reworks_created_by_idx" ON "reworks" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vehicle_handovers_work_order_idx" ON "vehicle_handovers" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vehicle_handovers_created_by_idx" ON "vehicle_handovers" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "work_order_signoffs_work_order_idx" ON "work_order_signoffs" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "work_order_signoffs_order_item_idx" ON "work_order_signoffs" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "work_orders_order_idx" ON "work_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "work_orders_technician_idx" ON "work_orders" USING btree ("technician_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "work_orders_sales_idx" ON "work_orders" USING btree ("sales_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "complaints_order_idx" ON "complaints" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "complaints_handler_idx" ON "complaints" USING btree ("handler_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "feedback_user_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "store_closures_created_by_idx" ON "store_closures" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notification_deliveries_user_idx" ON "notification_deliveries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "scheduled_notices_user_idx" ON "scheduled_notices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_tax_settings_updated_by_idx" ON "company_tax_settings" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "einvoices_requested_by_idx" ON "einvoices" USING btree ("requested_by");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receipts_order_idx" ON "receipts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receipts_payment_idx" ON "receipts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receipts_refund_idx" ON "receipts" USING btree ("refund_id");
