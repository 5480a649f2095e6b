-- Trigram indexes for the student file search (partial matches): available on PostgreSQL and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
