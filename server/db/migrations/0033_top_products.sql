-- The dashboard's top products are proven from the months' best sellers instead of summing every
-- product of the range (server/office/dashboard/top-products.ts, docs/decisions/024-chain-size.md).
-- Folds of other processes wait for this migration (the fold's lock, figures-fold.ts), so the
-- months counted here and the triggers below see the same settled rows.
SELECT pg_advisory_xact_lock(20020001);
--> statement-breakpoint
CREATE TABLE "dashboard_product_months" (
	"store_id" integer NOT NULL,
	"month" date NOT NULL,
	"product_id" integer NOT NULL,
	"sold_at_most" bigint NOT NULL,
	CONSTRAINT "dashboard_product_months_store_id_month_product_id_pk" PRIMARY KEY("store_id","month","product_id")
);
--> statement-breakpoint
INSERT INTO "dashboard_product_months" ("store_id", "month", "product_id", "sold_at_most")
  SELECT store_id, date_trunc('month', day)::date, product_id, sum(greatest(quantity, 0))
  FROM "dashboard_product_figures" WHERE settled GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE INDEX "dashboard_product_months_best_idx" ON "dashboard_product_months" USING btree ("store_id","month","sold_at_most" DESC NULLS LAST,"product_id");
--> statement-breakpoint
-- only the fold writes settled rows (it deletes a key's rows and writes their sum back), so orders'
-- writers never wait on a month's row
CREATE FUNCTION "dashboard_product_months_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.settled THEN
    UPDATE dashboard_product_months SET sold_at_most = sold_at_most - greatest(OLD.quantity, 0)
      WHERE store_id = OLD.store_id AND month = date_trunc('month', OLD.day)::date AND product_id = OLD.product_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.settled THEN
    INSERT INTO dashboard_product_months (store_id, month, product_id, sold_at_most)
      VALUES (NEW.store_id, date_trunc('month', NEW.day)::date, NEW.product_id, greatest(NEW.quantity, 0))
      ON CONFLICT (store_id, month, product_id)
      DO UPDATE SET sold_at_most = dashboard_product_months.sold_at_most + excluded.sold_at_most;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_product_months_keep" AFTER INSERT OR UPDATE OR DELETE ON "dashboard_product_figures"
  FOR EACH ROW EXECUTE FUNCTION dashboard_product_months_keep();
--> statement-breakpoint
-- one product's days, built after the migrations, concurrently on PostgreSQL:
-- server/db/online-indexes/0033_top_products.sql
SELECT 1;
