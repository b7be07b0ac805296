-- A move's update of its match row changes state_id, log_length, updated_at and ctx. For an update
-- that stays on its page (HOT), PostgreSQL logs only the part of the new row between the first and
-- the last byte that changed, so with state_id the fourth column (created in 001) every move's WAL
-- also carried initial_state's pointer and the whole metadata (names, seat links' hashes) lying in
-- between. state_id is moved to the end of the row, beside the other columns a move changes.
-- This rewrites each match row once.
ALTER TABLE matches RENAME COLUMN state_id TO state_id_before_010;
ALTER TABLE matches ADD COLUMN state_id integer;
UPDATE matches SET state_id = state_id_before_010;
ALTER TABLE matches ALTER COLUMN state_id SET NOT NULL;
ALTER TABLE matches DROP COLUMN state_id_before_010;
