-- A move appends to match_log and match_state_patches in the statement that advances its match's
-- state id (the compare-and-swap of commitState): nothing is appended unless that row was updated,
-- so the statement itself ties each new row to an existing match. The foreign keys checked that
-- again for every inserted row (a lookup and a KEY SHARE lock of the match row, through the
-- referential-integrity triggers): PostgreSQL CPU on every move for nothing. They go; a deleted match
-- still takes its log and patches with it, by a trigger doing what the cascade did.
ALTER TABLE match_log DROP CONSTRAINT match_log_match_id_fkey;
ALTER TABLE match_state_patches DROP CONSTRAINT match_state_patches_match_id_fkey;

CREATE FUNCTION harbour_delete_match_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM match_log WHERE match_id = OLD.id;
  DELETE FROM match_state_patches WHERE match_id = OLD.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER matches_delete_history AFTER DELETE ON matches
  FOR EACH ROW EXECUTE FUNCTION harbour_delete_match_history();
