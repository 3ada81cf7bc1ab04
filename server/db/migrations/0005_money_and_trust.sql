CREATE TABLE "gateway_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_sen" integer NOT NULL,
	"reason" text NOT NULL,
	"refund_id" integer,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"gateway_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_guards" (
	"bucket" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_counters_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD CONSTRAINT "gateway_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD CONSTRAINT "gateway_refunds_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_refunds_payment_uq" ON "gateway_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "gateway_refunds_due_idx" ON "gateway_refunds" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "rate_counters_window_idx" ON "rate_counters" USING btree ("window_start");--> statement-breakpoint
-- Hand-written: existing data made to fit the new rules before they are enforced, nothing dropped.
-- Cart lines made twice by parallel adds become one line (at most 99, the cart's limit).
WITH "merged" AS (
	SELECT min("id") AS "keep", least(sum("quantity"), 99) AS "quantity", bool_or("selected") AS "selected"
	FROM "cart_items" GROUP BY "user_id", "product_id", "spec_id", "car_year" HAVING count(*) > 1
)
UPDATE "cart_items" SET "quantity" = "merged"."quantity", "selected" = "merged"."selected"
	FROM "merged" WHERE "cart_items"."id" = "merged"."keep";--> statement-breakpoint
DELETE FROM "cart_items" "c" USING "cart_items" "k"
	WHERE "c"."user_id" = "k"."user_id" AND "c"."product_id" = "k"."product_id"
	AND "c"."spec_id" IS NOT DISTINCT FROM "k"."spec_id" AND "c"."car_year" IS NOT DISTINCT FROM "k"."car_year"
	AND "c"."id" > "k"."id";--> statement-breakpoint
-- Stock an oversold order drove below zero reads as none left.
UPDATE "products" SET "stock" = 0 WHERE "stock" < 0;--> statement-breakpoint
-- Stored login answers held live session keys and signing secrets: keep the answer, drop its data.
UPDATE "idempotency_keys" SET "response" = jsonb_set("response", '{data}', 'null'::jsonb)
	WHERE "path" IN ('/api/app/user/client-login', '/api/app/staff/login') AND "response" IS NOT NULL;--> statement-breakpoint
-- A password lock still running moves to the new counters (by phone), then the old columns go.
INSERT INTO "password_guards" ("bucket", "failures", "window_start", "locked_until")
	SELECT 'phone:' || "phone", 0, now(), "locked_until" FROM "users" WHERE "locked_until" > now();--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_line_uq" UNIQUE NULLS NOT DISTINCT("user_id","product_id","spec_id","car_year");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0);