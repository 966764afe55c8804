-- Trigram similarity for typo-tolerant search. In the public schema, so every search_path
-- (including the per-test-file schemas) sees its functions.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
