-- trigrams: the back office finds orders by any part of their number, plate or phone
CREATE EXTENSION IF NOT EXISTS pg_trgm;
-- its indexes are built after the migrations, concurrently on PostgreSQL: server/db/online-indexes/0018_foreign_key_indexes.sql
