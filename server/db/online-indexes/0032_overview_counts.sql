-- the store overview's open complaints and pending refunds per store, from the indexes alone
CREATE INDEX IF NOT EXISTS "refunds_pending_store_idx" ON "refunds" USING btree ("store_key","due_at") WHERE "refunds"."status" = 'pendingReview';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "complaints_open_store_idx" ON "complaints" USING btree ("store_key") WHERE "complaints"."status" in ('pending', 'in_progress');
