-- a store's complaints newest first; its refunds as the desk shows them (waiting for review first, by due date)
CREATE INDEX IF NOT EXISTS "complaints_store_created_idx" ON "complaints" USING btree ("store_key","created_at","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_store_key_idx" ON "refunds" USING btree ("store_key");
