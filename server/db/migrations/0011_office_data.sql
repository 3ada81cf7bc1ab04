ALTER TABLE "banners" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "captured_at" timestamp with time zone;