-- the catalogue searched in the database: filled by the catalogue-search work
SELECT 1;
