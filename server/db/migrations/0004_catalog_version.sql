CREATE TABLE "catalog_versions" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model functions or triggers): the one version row and the
-- triggers that bump it with every change of the searchable catalogue, in the changing transaction.
INSERT INTO "catalog_versions" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalog_versions" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalog_version_statement" AFTER INSERT OR DELETE OR TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
-- every order changes stock: that alone leaves the version (and the order's transaction) alone
CREATE TRIGGER "products_catalog_version_update" AFTER UPDATE ON "products"
	FOR EACH ROW WHEN ((to_jsonb(OLD) - 'stock') IS DISTINCT FROM (to_jsonb(NEW) - 'stock'))
	EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "vehicle_specs_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vehicle_specs"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
