-- the payments of an extra-work charge (and its foreign key's index)
CREATE INDEX IF NOT EXISTS "payments_extra_charge_idx" ON "payments" USING btree ("extra_charge_id");
