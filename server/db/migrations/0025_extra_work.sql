-- extra work found on the car (server/staff/extra-work): findings, their quoted lines, the charges of
-- approved lines; a payment may pay a charge, a receipt may list one charge's lines, and an order item
-- may be labour alone (no product)
CREATE TABLE "findings" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"technician_id" integer NOT NULL,
	"category" text NOT NULL,
	"item" text NOT NULL,
	"condition" text NOT NULL,
	"photos" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extra_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"work_order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"status" text NOT NULL,
	"amount_sen" integer NOT NULL,
	"parts_sen" integer NOT NULL,
	"labour_sen" integer NOT NULL,
	"service_tax_sen" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finding_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"finding_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer,
	"sku" text DEFAULT '' NOT NULL,
	"name" jsonb NOT NULL,
	"size" text,
	"colour" text,
	"quantity" integer NOT NULL,
	"unit_price_sen" integer NOT NULL,
	"unit_labour_sen" integer NOT NULL,
	"parts_sen" integer NOT NULL,
	"labour_sen" integer NOT NULL,
	"service_tax_sen" integer NOT NULL,
	"total_sen" integer NOT NULL,
	"status" text NOT NULL,
	"charge_id" integer,
	"order_item_id" integer,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decided_by_id" integer,
	"decided_person" text DEFAULT '' NOT NULL,
	"decided_reason" text DEFAULT '' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_charges" ADD CONSTRAINT "extra_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_charges" ADD CONSTRAINT "extra_charges_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_charges" ADD CONSTRAINT "extra_charges_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finding_lines" ADD CONSTRAINT "finding_lines_finding_id_findings_id_fk" FOREIGN KEY ("finding_id") REFERENCES "public"."findings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finding_lines" ADD CONSTRAINT "finding_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finding_lines" ADD CONSTRAINT "finding_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finding_lines" ADD CONSTRAINT "finding_lines_charge_id_extra_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."extra_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finding_lines" ADD CONSTRAINT "finding_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finding_lines" ADD CONSTRAINT "finding_lines_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "findings_work_order_idx" ON "findings" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "findings_order_idx" ON "findings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "findings_store_created_idx" ON "findings" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "findings_technician_created_idx" ON "findings" USING btree ("technician_id","created_at");--> statement-breakpoint
CREATE INDEX "findings_created_idx" ON "findings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "extra_charges_order_idx" ON "extra_charges" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "extra_charges_work_order_idx" ON "extra_charges" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "extra_charges_store_paid_idx" ON "extra_charges" USING btree ("store_id","paid_at");--> statement-breakpoint
CREATE INDEX "extra_charges_paid_idx" ON "extra_charges" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "finding_lines_finding_idx" ON "finding_lines" USING btree ("finding_id");--> statement-breakpoint
CREATE INDEX "finding_lines_order_idx" ON "finding_lines" USING btree ("order_id","status");--> statement-breakpoint
CREATE INDEX "finding_lines_product_idx" ON "finding_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "finding_lines_charge_idx" ON "finding_lines" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "finding_lines_order_item_idx" ON "finding_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "finding_lines_decided_by_idx" ON "finding_lines" USING btree ("decided_by_id");--> statement-breakpoint
-- a payment of an extra-work charge; the column is new, so no existing row needs checking (NOT VALID),
-- and its index is built online after the migrations (online-indexes/0025_extra_work.sql)
ALTER TABLE "payments" ADD COLUMN "extra_charge_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_extra_charge_id_extra_charges_id_fk" FOREIGN KEY ("extra_charge_id") REFERENCES "public"."extra_charges"("id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
-- a receipt per extra-work charge besides the order's own
ALTER TABLE "receipts" ADD COLUMN "extra_charge_id" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_extra_charge_id_extra_charges_id_fk" FOREIGN KEY ("extra_charge_id") REFERENCES "public"."extra_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP INDEX "receipts_order_receipt_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_order_receipt_uq" ON "receipts" USING btree ("order_id") WHERE "receipts"."kind" = 'receipt' and "receipts"."extra_charge_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_extra_charge_uq" ON "receipts" USING btree ("extra_charge_id");--> statement-breakpoint
-- labour alone has no product
ALTER TABLE "order_items" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
-- the product figures count products: an order line without one (labour alone) adds nothing there
CREATE OR REPLACE FUNCTION "dashboard_add_order"(o orders, sign integer, with_order boolean, with_products boolean) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF o.paid_at IS NULL THEN RETURN; END IF;
  IF with_order THEN
    INSERT INTO dashboard_day_figures (day, store_id, orders, revenue_sen, refund_requested, refunded)
    SELECT dashboard_day(o.paid_at), s, sign, sign * o.actual_pay_sen::bigint, sign * r.requested, sign * r.refunded
    FROM (VALUES (coalesce(o.store_id, o.pickup_store_id, 0)), (-1)) AS scope(s),
      (SELECT (count(*) > 0)::int AS requested, (count(*) FILTER (WHERE dashboard_refunded(status)) > 0)::int AS refunded
         FROM refunds WHERE order_id = o.id) AS r;
  END IF;
  IF with_products THEN
    INSERT INTO dashboard_product_figures (day, store_id, product_id, quantity, revenue_sen, last_item_id)
    SELECT dashboard_day(o.paid_at), s, i.product_id, sign * sum(i.quantity), sign * sum(i.price_sen::bigint * i.quantity),
      max(i.id)
    FROM order_items i, (VALUES (coalesce(o.store_id, o.pickup_store_id, 0)), (-1)) AS scope(s)
    WHERE i.order_id = o.id AND i.product_id IS NOT NULL
    GROUP BY i.product_id, s
    ORDER BY s, i.product_id;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_add_item"(i order_items, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF i.product_id IS NULL THEN RETURN; END IF;
  INSERT INTO dashboard_product_figures (day, store_id, product_id, quantity, revenue_sen, last_item_id)
  SELECT dashboard_day(o.paid_at), s, i.product_id, sign * i.quantity, sign * i.price_sen::bigint * i.quantity, i.id
  FROM orders o CROSS JOIN LATERAL (VALUES (coalesce(o.store_id, o.pickup_store_id, 0)), (-1)) AS scope(s)
  WHERE o.id = i.order_id AND o.paid_at IS NOT NULL
  ORDER BY s;
END $$;
