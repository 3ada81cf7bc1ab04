-- the dashboard figures by day and store: filled by the dashboard work
SELECT 1;
