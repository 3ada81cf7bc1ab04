CREATE TABLE "gateway_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"subject" text,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"reference" text PRIMARY KEY NOT NULL,
	"method" text,
	"state" text NOT NULL,
	"amount_sen" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD COLUMN "expected_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD COLUMN "manual_method" text;--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD COLUMN "manual_reference" text;--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD COLUMN "manual_note" text;--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD COLUMN "manual_by" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_payment_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_sen" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "net_sen" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_events_uq" ON "gateway_events" USING btree ("provider","event_id");--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD CONSTRAINT "gateway_refunds_manual_by_users_id_fk" FOREIGN KEY ("manual_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_refunds_gateway_idx" ON "gateway_refunds" USING btree ("gateway_reference");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("next_check_at") WHERE "payments"."gateway_open";--> statement-breakpoint
CREATE INDEX "payments_paid_day_idx" ON "payments" USING btree ("paid_at");--> statement-breakpoint
-- payments made before this migration: paid ones carry their order's paid time (the settlement
-- report reads it); open sandbox attempts get the sandbox's own record, so reconciliation and
-- expiry treat them as every new attempt (docs/decisions/020)
UPDATE "payments" p SET "paid_at" = o."paid_at" FROM "orders" o
  WHERE o."id" = p."order_id" AND p."status" IN ('paid', 'refundDue', 'refunded');--> statement-breakpoint
UPDATE "payments" SET "gateway_ref" = "reference",
  "checkout_url" = '/pay/sandbox/checkout?ref=' || "reference",
  "gateway_open" = true, "next_check_at" = now()
  WHERE "provider" = 'sandbox' AND "status" = 'pending';--> statement-breakpoint
INSERT INTO "sandbox_checkouts" ("reference", "method", "state", "amount_sen")
  SELECT "reference", "method", 'open', "amount_sen" FROM "payments" WHERE "provider" = 'sandbox' AND "status" = 'pending';--> statement-breakpoint
UPDATE "gateway_refunds" SET "sent_at" = "done_at" WHERE "status" = 'done';
