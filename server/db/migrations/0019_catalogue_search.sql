-- The catalogue searched in the database (server/catalog/search.ts): the functions and the two
-- generated columns the indexes of online-indexes/0019_catalogue_search.sql are built on. Each
-- function is IMMUTABLE, total (never raises on odd JSON: a writer must not fail because of the
-- search) and says what fitOf (server/catalog/fitment.ts) and the keyword rule say. What is built on
-- them goes stale if a body changes: a migration that redefines one must REINDEX the indexes over it
-- and rewrite the generated columns (the last two statements) that call it.
--
-- The order of the recommended sort: productCategories (src/shared/contract/catalog.ts), then any
-- other category (server/catalog/search-plans.test.ts checks the two lists agree).
CREATE FUNCTION "product_category_rank"(category text) RETURNS integer
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT coalesce(array_position(ARRAY['maintenance','tyres','tint','dashcam','brake_pads','wipers','car_seats']::text[], category), 8) - 1 $$;
--> statement-breakpoint
-- What a car must offer for a product to fit it: 'u' (universal: every car), 'wiper:long:24',
-- 'tyre:205/55R16', 'body:Sedan', 'model:Perodua|Myvi' (rows of a models fitment, rechecked by
-- product_fits_models for years, variant, engine and transmission). A car's keys are made in
-- server/catalog/search.ts (carFitKeys); a product fits when the two overlap.
CREATE FUNCTION "product_fit_keys"(fitment jsonb) RETURNS text[]
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT array_remove(CASE fitment->>'kind'
		WHEN 'universal' THEN ARRAY['u']
		WHEN 'wiper' THEN ARRAY[CASE WHEN jsonb_typeof(fitment->'sizeIn') = 'number' AND jsonb_typeof(fitment->'position') = 'string'
			THEN 'wiper:' || (fitment->>'position') || ':' || trim_scale((fitment->>'sizeIn')::numeric)::text END]
		WHEN 'tyre' THEN ARRAY[CASE WHEN jsonb_typeof(fitment->'size') = 'string' THEN 'tyre:' || (fitment->>'size') END]
		WHEN 'bodyType' THEN ARRAY(SELECT 'body:' || (b #>> '{}')
			FROM jsonb_array_elements(CASE WHEN jsonb_typeof(fitment->'bodyTypes') = 'array' THEN fitment->'bodyTypes' ELSE '[]' END) b
			WHERE jsonb_typeof(b) = 'string')
		WHEN 'models' THEN ARRAY(SELECT DISTINCT 'model:' || (m->>'make') || '|' || (m->>'model')
			FROM jsonb_array_elements(CASE WHEN jsonb_typeof(fitment->'models') = 'array' THEN fitment->'models' ELSE '[]' END) m
			WHERE jsonb_typeof(m) = 'object')
		ELSE '{}'::text[] END, NULL) $$;
--> statement-breakpoint
-- Whether a row of a models fitment takes this car: make and model, the years (none given: any),
-- and the variant, engine and transmission when the office narrowed to them (empty: any).
CREATE FUNCTION "product_fits_models"(fitment jsonb, make text, model text, year integer, variant text, engine text, transmission text) RETURNS boolean
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT EXISTS (SELECT 1
		FROM jsonb_array_elements(CASE WHEN jsonb_typeof(fitment->'models') = 'array' THEN fitment->'models' ELSE '[]' END) m
		WHERE jsonb_typeof(m) = 'object' AND m->>'make' = make AND m->>'model' = model
			AND year >= coalesce(CASE WHEN jsonb_typeof(m->'yearFrom') = 'number' THEN (m->>'yearFrom')::numeric END, 0)
			AND year <= coalesce(CASE WHEN jsonb_typeof(m->'yearTo') = 'number' THEN (m->>'yearTo')::numeric END, 9999)
			AND (coalesce(m->>'variant', '') = '' OR m->>'variant' = variant)
			AND (coalesce(m->>'engine', '') = '' OR m->>'engine' = engine)
			AND (coalesce(m->>'transmission', '') = '' OR m->>'transmission' = transmission)) $$;
--> statement-breakpoint
-- What the keyword is looked for in: brand, SKU, size and the three names, lower-cased, one after the
-- other with U+001F between them (a keyword holding that character is looked for field by field,
-- product_search_fields). One expression, so that PostgreSQL inlines it: no function call per row.
CREATE FUNCTION "product_search_text"(brand text, sku text, size text, name jsonb) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT lower(brand) || chr(31) || lower(sku) || coalesce(chr(31) || lower(size), '')
		|| CASE WHEN jsonb_typeof(name->'en') = 'string' THEN chr(31) || lower(name->>'en') ELSE '' END
		|| CASE WHEN jsonb_typeof(name->'ms') = 'string' THEN chr(31) || lower(name->>'ms') ELSE '' END
		|| CASE WHEN jsonb_typeof(name->'zh') = 'string' THEN chr(31) || lower(name->>'zh') ELSE '' END $$;
--> statement-breakpoint
CREATE FUNCTION "product_search_fields"(brand text, sku text, size text, name jsonb) RETURNS text[]
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT array_remove(ARRAY[lower(brand), lower(sku), lower(size),
		CASE WHEN jsonb_typeof(name->'en') = 'string' THEN lower(name->>'en') END,
		CASE WHEN jsonb_typeof(name->'ms') = 'string' THEN lower(name->>'ms') END,
		CASE WHEN jsonb_typeof(name->'zh') = 'string' THEN lower(name->>'zh') END], NULL) $$;
--> statement-breakpoint
-- Every character and every pair of neighbouring characters of that text. A keyword is in it only if
-- its pairs (or, one character long, itself) all are: an index on these narrows any keyword, a Chinese
-- one or a two-letter one too, where trigrams need three word characters; LIKE then decides on the
-- rows left. Priced high, so that the planner reads it from the index rather than computing it per row.
CREATE FUNCTION "product_search_grams"(search_text text) RETURNS text[]
	LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 10000
	AS $$ SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (
		SELECT substr(search_text, i, 2) FROM generate_series(1, length(search_text) - 1) i
		UNION ALL SELECT substr(search_text, i, 1) FROM generate_series(1, length(search_text)) i) s(g) $$;
--> statement-breakpoint
-- The grams a lower-cased keyword needs: its pairs, or the one character it is.
CREATE FUNCTION "search_keyword_grams"(keyword text) RETURNS text[]
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT CASE WHEN length(keyword) < 2 THEN ARRAY[keyword]
		ELSE ARRAY(SELECT DISTINCT substr(keyword, i, 2) FROM generate_series(1, length(keyword) - 1) i) END $$;
--> statement-breakpoint
-- Kept by PostgreSQL on every write, whoever writes (the office form, the CSV import, the seed): the
-- search reads them instead of working them out per row. Adding them rewrites products once.
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (product_search_text("brand", "sku", "size", "name")) STORED;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fit_keys" text[] GENERATED ALWAYS AS (product_fit_keys("fitment")) STORED;
