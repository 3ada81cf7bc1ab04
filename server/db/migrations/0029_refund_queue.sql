-- the staff's refund queue in its order (pending first, then by due date), in one store or in all: two
-- indexes a page of it walks and leaves after its rows; built after the migrations, concurrently on
-- PostgreSQL: server/db/online-indexes/0029_refund_queue.sql
SELECT 1;
