-- Hints (issue 28): each decision at which a seat asked "What would the strong computer do?", one row
-- per seat and state (asking again at the same decision is the same hint, counted once). Shown to
-- everyone as a count per seat; deleted with the match.
CREATE TABLE match_hints (
  match_id  text    NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  player_id text    NOT NULL,
  state_id  integer NOT NULL,
  at        bigint  NOT NULL,
  PRIMARY KEY (match_id, player_id, state_id)
);
