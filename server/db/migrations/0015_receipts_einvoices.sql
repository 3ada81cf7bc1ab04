CREATE TABLE "company_tax_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"brn" text DEFAULT '' NOT NULL,
	"tin" text DEFAULT '' NOT NULL,
	"sst_no" text,
	"msic_code" text DEFAULT '45201' NOT NULL,
	"address_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"state_code" text DEFAULT '14' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"myinvois_client_id" text DEFAULT '' NOT NULL,
	"myinvois_client_secret" text DEFAULT '' NOT NULL,
	"myinvois_environment" text DEFAULT 'preprod' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_tax_settings_one_row" CHECK ("company_tax_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "einvoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code_number" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"month" text,
	"part" integer,
	"receipt_id" integer,
	"original_id" integer,
	"buyer" jsonb,
	"requested_by" integer,
	"total_sen" integer NOT NULL,
	"json" text,
	"sha256" text,
	"submission_uid" text,
	"uuid" text,
	"long_id" text,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"submitted_at" timestamp with time zone,
	"validated_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoices_code_number_unique" UNIQUE("code_number"),
	CONSTRAINT "einvoices_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer,
	"refund_id" integer,
	"cites_receipt_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"total_sen" integer NOT NULL,
	"service_tax_sen" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"einvoice_id" integer,
	CONSTRAINT "receipts_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "company_tax_settings" ADD CONSTRAINT "company_tax_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoices" ADD CONSTRAINT "einvoices_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "einvoices_month_part_uq" ON "einvoices" USING btree ("month","part") WHERE "einvoices"."kind" = 'consolidated';--> statement-breakpoint
CREATE UNIQUE INDEX "einvoices_receipt_uq" ON "einvoices" USING btree ("kind","receipt_id");--> statement-breakpoint
CREATE INDEX "einvoices_due_idx" ON "einvoices" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "einvoices_created_idx" ON "einvoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_order_receipt_uq" ON "receipts" USING btree ("order_id") WHERE "receipts"."kind" = 'receipt';--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_cites_uq" ON "receipts" USING btree ("cites_receipt_id") WHERE "receipts"."kind" = 'refund';--> statement-breakpoint
CREATE INDEX "receipts_issued_idx" ON "receipts" USING btree ("issued_at","id");--> statement-breakpoint
CREATE INDEX "receipts_uncovered_idx" ON "receipts" USING btree ("issued_at") WHERE "receipts"."einvoice_id" is null;--> statement-breakpoint
INSERT INTO "company_tax_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "document_counters" ("series", "last") VALUES ('receipt', 0), ('refund', 0) ON CONFLICT DO NOTHING;
