CREATE TABLE "stock_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"from_key" integer NOT NULL,
	"to_key" integer NOT NULL,
	"quantity" integer NOT NULL,
	"by_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_transfers_positive" CHECK ("stock_transfers"."quantity" > 0 and "stock_transfers"."from_key" <> "stock_transfers"."to_key")
);
--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_transfers_product_idx" ON "stock_transfers" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "stock_transfers_by_idx" ON "stock_transfers" USING btree ("by_id");