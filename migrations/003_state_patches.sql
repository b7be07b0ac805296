-- A move stores what changed in the state, not the whole state again.
-- `matches.state` becomes a snapshot, the state as of `snapshot_state_id`; every later move adds
-- its JSON patch (RFC 6902, from the state before it) to `match_state_patches`. The current state is
-- the snapshot with the patches after it applied in order. Every few moves, and at the end of a
-- match, the whole state is written again as the new snapshot and the patches before it are
-- deleted. A Grog Island state carries its whole event history (about 10 KB by mid-game) while a
-- move changes a few hundred bytes of it: writing only those cut PostgreSQL's CPU per move by two
-- thirds, 0.54 to 0.18 ms (`npx tsx packages/storage/bench/commit.ts [--whole]`).
-- `ctx` (boardgame.io's public context: whose turn, phase) is kept current on every move for the
-- listings, which no longer read it out of the snapshot.
ALTER TABLE matches
  ADD COLUMN ctx json,
  ADD COLUMN snapshot_state_id integer;
UPDATE matches SET ctx = state -> 'ctx', snapshot_state_id = state_id;
ALTER TABLE matches
  ALTER COLUMN ctx SET NOT NULL,
  ALTER COLUMN snapshot_state_id SET NOT NULL;

CREATE TABLE match_state_patches (
  match_id text    NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  -- The state id the patch leads to (from the state one before).
  state_id integer NOT NULL,
  patch    json    NOT NULL,
  PRIMARY KEY (match_id, state_id)
);
