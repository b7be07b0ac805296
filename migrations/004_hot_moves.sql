-- A move updates its match row in place (a HOT update: no new index entries, the new row version
-- on the same page as the old one). PostgreSQL can do that only when no indexed column changes and
-- the page has room. `updated_at` changes on every move, and it was indexed: every move added an
-- entry to each of the table's five indexes. Its index served only the idle-match sweep (once a day)
-- and boardgame.io-style listings by last activity, which now scan the table instead (a few ms per
-- 10,000 matches). Pages are filled to 70 % on insert, leaving room for the moved-in new versions.
DROP INDEX IF EXISTS matches_updated_idx;
ALTER TABLE matches SET (fillfactor = 70);
-- The new row version goes into the WAL from the first changed column (state_id) to the last
-- (ctx). Between them sat the initial state, compressed inline (about 0.9 KB of the 1.6 KB logged
-- per move). Stored out of line it is a pointer in the row, left as it is by a move: the initial
-- state (never changed) and the snapshot (changed every few moves) go out of line first, keeping the
-- row that every move rewrites small.
ALTER TABLE matches ALTER COLUMN initial_state SET STORAGE EXTERNAL;
ALTER TABLE matches SET (toast_tuple_target = 1024);
