ALTER TABLE "uploads" ADD COLUMN "source_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_one_default_uq" ON "vehicles" USING btree ("user_id") WHERE "vehicles"."is_default";