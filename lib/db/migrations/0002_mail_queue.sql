-- Placeholder for this migration slot; its change replaces it with real SQL.
SELECT 1;
