-- the dashboard's photo upload lag (server/office/dashboard/upload-lag.ts): the range's handover, return and group photos
CREATE INDEX IF NOT EXISTS "uploads_photo_lag_idx" ON "uploads" USING btree ("created_at","captured_at","owner_id") WHERE "purpose" IN ('handover', 'return', 'group') AND "captured_at" IS NOT NULL;
