-- the back office's search by a whole phone number reads that number's orders from a btree (the
-- trigram index read about 1,250 pages for one number on a million orders, since every number shares
-- the trigrams of "+601…"); built after the migrations, concurrently on PostgreSQL:
-- server/db/online-indexes/0031_office_phone_search.sql
SELECT 1;
