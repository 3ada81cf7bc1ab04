-- staff sign-ups waiting for approval, by store (the manager desk's overview)
CREATE INDEX IF NOT EXISTS "users_pending_store_idx" ON "users" USING btree ("store_id") WHERE "users"."status" = 'pending';
