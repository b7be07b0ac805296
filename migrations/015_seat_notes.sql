-- A seat's private notes kept with its match (issue 27): plain text, at most 4,000 characters (the
-- server refuses longer ones first: NOTES_MAX_CHARS in packages/protocol), one row per seat that
-- wrote any, replaced on every save. Read only by that seat (its join, a `sync`, its replay).
CREATE TABLE match_seat_notes (
  match_id  text    NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  player_id text    NOT NULL,
  body      text    NOT NULL CHECK (char_length(body) <= 4000),
  saved_at  bigint  NOT NULL,
  PRIMARY KEY (match_id, player_id)
);
