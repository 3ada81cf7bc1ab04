-- the manager desk counts staff sign-ups waiting for approval per store; a partial index holds only
-- those few, so the count never reads a chain's customers. It is built after the migrations,
-- concurrently on PostgreSQL: server/db/online-indexes/0027_pending_signups.sql
SELECT 1;
