CREATE TABLE "app_version_days" (
	"day" date NOT NULL,
	"device" text NOT NULL,
	"version" text NOT NULL,
	CONSTRAINT "app_version_days_day_device_version_pk" PRIMARY KEY("day","device","version")
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"state" text,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "week_hours" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "hour_capacity" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "services" jsonb;--> statement-breakpoint
ALTER TABLE "app_releases" ADD COLUMN "notes_localized" jsonb;--> statement-breakpoint
ALTER TABLE "store_closures" ADD CONSTRAINT "store_closures_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_closures" ADD CONSTRAINT "store_closures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_holidays_date_idx" ON "public_holidays" USING btree ("date");--> statement-breakpoint
CREATE INDEX "store_closures_store_idx" ON "store_closures" USING btree ("store_id","to_date");