CREATE INDEX "gateway_refunds_done_idx" ON "gateway_refunds" USING btree ("done_at");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_gateway_ref_idx" ON "payments" USING btree ("gateway_ref");--> statement-breakpoint
CREATE INDEX "payments_gateway_payment_idx" ON "payments" USING btree ("gateway_payment_id");