ALTER TABLE "scheduled_notices" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "service_due_date" date;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "service_due_mileage" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "current_mileage" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "mileage_reminder_for" integer;--> statement-breakpoint
ALTER TABLE "scheduled_notices" ADD COLUMN "vehicle_id" integer;--> statement-breakpoint
ALTER TABLE "scheduled_notices" ADD CONSTRAINT "scheduled_notices_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_notices_vehicle_idx" ON "scheduled_notices" USING btree ("vehicle_id");