ALTER TABLE "user_clues" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_clues" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "user_clues" ADD CONSTRAINT "user_clues_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_clues_open_idx" ON "user_clues" USING btree ("handled_at","created_at");--> statement-breakpoint
CREATE INDEX "user_clues_handled_by_idx" ON "user_clues" USING btree ("handled_by");