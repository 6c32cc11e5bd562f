-- Trigram matching (pg_trgm, a trusted contrib extension in Postgres 13+, bundled with PGlite) lets
-- challenge search use GIN indexes for ILIKE '%q%' instead of scanning every row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
