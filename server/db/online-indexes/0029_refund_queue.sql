-- the staff's refund queue in its order, in one store (a manager) or in all (the company)
CREATE INDEX IF NOT EXISTS "refunds_store_queue_idx" ON "refunds" USING btree ("store_key",("status" = 'pendingReview') DESC,"due_at","id" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_queue_idx" ON "refunds" USING btree (("status" = 'pendingReview') DESC,"due_at","id" DESC);
