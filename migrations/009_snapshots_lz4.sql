-- Every 16th move (and the last) writes the whole state, about 10–15 KB of JSON, which PostgreSQL
-- compresses before storing it out of line. Its default compressor (pglz) was about 8 % of
-- PostgreSQL's CPU under a load of moves (perf, 2026-11-24); lz4 compresses several times faster
-- for a similar size. Only where the server was built with lz4 (PostgreSQL 14+ from Debian, the
-- official images): the embedded PGlite keeps pglz. Values already stored stay as they are.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) THEN
    ALTER TABLE matches ALTER COLUMN state SET COMPRESSION lz4;
    ALTER TABLE matches ALTER COLUMN initial_state SET COMPRESSION lz4;
  END IF;
END
$$;
