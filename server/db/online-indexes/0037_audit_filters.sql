-- one person's rows, newest first (the person filter), and the key of the actor's foreign key
CREATE INDEX IF NOT EXISTS "audit_log_actor_at_idx" ON "audit_log" USING btree ("actor_id","at","id");
--> statement-breakpoint
-- the people of a store's rows, one probe each (the person filter's choices for a manager)
CREATE INDEX IF NOT EXISTS "audit_log_store_actor_idx" ON "audit_log" USING btree ("store_id","actor_id");
--> statement-breakpoint
-- a section's actions by time (the section filter)
CREATE INDEX IF NOT EXISTS "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at");
