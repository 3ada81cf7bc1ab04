-- a banner's first and last Malaysian day on Home (office → Content → banners); null: open on that side
ALTER TABLE "banners" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_on" date;
