-- the dashboard's photo upload lag by Malaysian day of arrival and store (server/db/tables/figures.ts),
-- kept as migration 0020 keeps the other figures: triggers append +/- rows, the fold job sums them
-- (server/office/dashboard/figures-fold.ts). A photo is kept at the precision the dashboard shows its
-- lag (`shown`) and under the bar of the chart it falls in (`bar`), so that the median, the 90th
-- percentile and the slowest are read from a few rows per day exact to what the screen says.
-- The store is the photo's owner's, as it is now: a person moved to another store takes their photos
-- along (the trigger on users).
CREATE TABLE "dashboard_lag_figures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"store_id" integer NOT NULL,
	"bar" smallint NOT NULL,
	"shown" integer NOT NULL,
	"photos" integer DEFAULT 0 NOT NULL,
	"settled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dashboard_lag_figures_store_day_idx" ON "dashboard_lag_figures" USING btree ("store_id","day","shown","bar","photos");
--> statement-breakpoint
CREATE INDEX "dashboard_lag_figures_unsettled_idx" ON "dashboard_lag_figures" USING btree ("store_id","day","shown","bar") WHERE NOT "settled";
--> statement-breakpoint
-- the photos whose lag the dashboard shows: handover, return and group photos with a capture time
CREATE FUNCTION "dashboard_lag_counted"(purpose text, captured_at timestamptz) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT purpose IN ('handover', 'return', 'group') AND captured_at IS NOT NULL
$$;
--> statement-breakpoint
-- the chart's bar of a lag in seconds: under 1 min, 1-5 min, 5-30 min, 30 min-2 h, over 2 h
CREATE FUNCTION "dashboard_lag_bar"(seconds numeric) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN seconds < 60 THEN 0 WHEN seconds < 300 THEN 1 WHEN seconds < 1800 THEN 2 WHEN seconds < 7200 THEN 3
    ELSE 4 END::smallint
$$;
--> statement-breakpoint
-- a lag in seconds as precisely as the dashboard shows it (useDuration, upload-lag-chart.tsx: whole
-- seconds under a minute, minutes under an hour, tenths of an hour beyond), as a number of seconds that
-- it shows the same way; JavaScript's Math.round is floor(x + 0.5)
CREATE FUNCTION "dashboard_lag_shown"(seconds numeric) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN r < 60 THEN r WHEN r < 3600 THEN least(60 * floor(r / 60.0 + 0.5), 3599)
    ELSE 360 * floor(r / 360.0 + 0.5) END::integer
  FROM (SELECT floor(seconds + 0.5)::bigint AS r) AS rounded
$$;
--> statement-breakpoint
-- one photo added (sign 1) or taken away (-1), under its owner's store and every store (-1). The owner's
-- row is locked against a move to another store, which waits for this photo and moves it along, or
-- has moved first and is read here.
CREATE FUNCTION "dashboard_add_photo"(u uploads, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  store integer;
  seconds numeric := extract(epoch FROM (u.created_at - u.captured_at));
BEGIN
  IF NOT dashboard_lag_counted(u.purpose, u.captured_at) THEN RETURN; END IF;
  SELECT coalesce(store_id, 0) INTO store FROM users WHERE id = u.owner_id FOR SHARE;
  INSERT INTO dashboard_lag_figures (day, store_id, bar, shown, photos)
  SELECT dashboard_day(u.created_at), s, dashboard_lag_bar(seconds), dashboard_lag_shown(seconds), sign
  FROM (VALUES (coalesce(store, 0)), (-1)) AS scope(s);
END $$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_uploads_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM dashboard_add_photo(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM dashboard_add_photo(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "uploads_dashboard_insert" AFTER INSERT ON "uploads"
  FOR EACH ROW WHEN (dashboard_lag_counted(NEW.purpose, NEW.captured_at)) EXECUTE FUNCTION dashboard_uploads_apply();
--> statement-breakpoint
CREATE TRIGGER "uploads_dashboard_update" AFTER UPDATE ON "uploads" FOR EACH ROW
  WHEN (OLD.purpose IS DISTINCT FROM NEW.purpose OR OLD.captured_at IS DISTINCT FROM NEW.captured_at
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.owner_id IS DISTINCT FROM NEW.owner_id)
  EXECUTE FUNCTION dashboard_uploads_apply();
--> statement-breakpoint
CREATE TRIGGER "uploads_dashboard_delete" AFTER DELETE ON "uploads"
  FOR EACH ROW WHEN (dashboard_lag_counted(OLD.purpose, OLD.captured_at)) EXECUTE FUNCTION dashboard_uploads_apply();
--> statement-breakpoint
-- a person moved to another store (or out of one): their counted photos, by day and figure, leave the
-- old store for the new one (read through uploads_owner_idx)
CREATE FUNCTION "dashboard_lag_owner_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_lag_figures (day, store_id, bar, shown, photos)
  SELECT p.day, s.store, p.bar, p.shown, s.sign * count(*)
  FROM (
    SELECT dashboard_day(u.created_at) AS day, dashboard_lag_bar(x.seconds) AS bar, dashboard_lag_shown(x.seconds) AS shown
    FROM uploads u CROSS JOIN LATERAL (SELECT extract(epoch FROM (u.created_at - u.captured_at)) AS seconds) AS x
    WHERE u.owner_id = NEW.id AND dashboard_lag_counted(u.purpose, u.captured_at)
  ) AS p
  CROSS JOIN (VALUES (coalesce(OLD.store_id, 0), -1), (coalesce(NEW.store_id, 0), 1)) AS s(store, sign)
  GROUP BY p.day, s.store, s.sign, p.bar, p.shown;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_dashboard_lag_store" AFTER UPDATE OF "store_id" ON "users" FOR EACH ROW
  WHEN (coalesce(OLD.store_id, 0) IS DISTINCT FROM coalesce(NEW.store_id, 0))
  EXECUTE FUNCTION dashboard_lag_owner_moved();
--> statement-breakpoint
-- the photos that arrived before the triggers, counted once by dashboard_lag_backfill() after this
-- migration has committed, as dashboard_figures_backfill() counts the orders (migration 0020)
ALTER TABLE "dashboard_figures_state" ADD COLUMN "lag_backfilled" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "dashboard_figures_state" SET "lag_backfilled" = NOT EXISTS (
  SELECT 1 FROM "uploads" WHERE dashboard_lag_counted("purpose", "captured_at"));
--> statement-breakpoint
CREATE FUNCTION "dashboard_lag_backfill"() RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT lag_backfilled FROM dashboard_figures_state WHERE id = 1 FOR UPDATE) THEN RETURN false; END IF;
  INSERT INTO dashboard_lag_figures (day, store_id, bar, shown, photos)
  SELECT day, s, bar, shown, count(*)
  FROM (
    SELECT dashboard_day(u.created_at) AS day, coalesce(o.store_id, 0) AS store, dashboard_lag_bar(x.seconds) AS bar,
      dashboard_lag_shown(x.seconds) AS shown
    FROM uploads u JOIN users o ON o.id = u.owner_id
    CROSS JOIN LATERAL (SELECT extract(epoch FROM (u.created_at - u.captured_at)) AS seconds) AS x
    WHERE dashboard_lag_counted(u.purpose, u.captured_at)
  ) AS photo
  CROSS JOIN LATERAL (VALUES (store), (-1)) AS scope(s)
  GROUP BY day, s, bar, shown
  UNION ALL
  SELECT day, store_id, bar, shown, -sum(photos) FROM dashboard_lag_figures GROUP BY day, store_id, bar, shown;
  UPDATE dashboard_figures_state SET lag_backfilled = true WHERE id = 1;
  RETURN true;
END $$;
