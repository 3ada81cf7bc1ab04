-- A technician works at one store: their work orders' store and technician go together, and the
-- planner, taking the two as independent, guessed a technician's list at a store 30 times too small
-- and sorted all of it instead of walking work_orders_technician_created_idx (bench/README.md, chain
-- size). Extended statistics teach it the dependency; ANALYZE gathers them now rather than at
-- autovacuum's next visit.
CREATE STATISTICS IF NOT EXISTS "work_orders_store_technician_stats" (dependencies) ON "store_id", "technician_id" FROM "work_orders";--> statement-breakpoint
ANALYZE "work_orders";
