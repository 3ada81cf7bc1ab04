ALTER TABLE "vehicle_handovers" ADD COLUMN "mileage_km" integer;--> statement-breakpoint
ALTER TABLE "vehicle_handovers" ADD COLUMN "fuel_quarters" smallint;--> statement-breakpoint
ALTER TABLE "vehicle_handovers" ADD COLUMN "damage" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_handovers" ADD COLUMN "customer_signature" text;--> statement-breakpoint
ALTER TABLE "vehicle_handovers" ADD COLUMN "customer_signer_name" text;