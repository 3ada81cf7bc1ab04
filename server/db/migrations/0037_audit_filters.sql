-- the audit log's filters (person, section, dates; server/office/audit.ts): one person's rows newest
-- first replaces the index on the person alone, which it leads with; its indexes are built after the
-- migrations, concurrently on PostgreSQL: server/db/online-indexes/0037_audit_filters.sql
DROP INDEX IF EXISTS "audit_log_actor_idx";
