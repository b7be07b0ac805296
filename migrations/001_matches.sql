-- Matches and their move log.
-- One row per match: the current boardgame.io state (compare-and-swap on state_id), the initial
-- state (never sent to clients), the lobby metadata, and the columns the listings filter on.
CREATE TABLE matches (
  id            text        PRIMARY KEY,
  game_name     text        NOT NULL,
  state         jsonb       NOT NULL,
  state_id      integer     NOT NULL,
  initial_state jsonb       NOT NULL,
  metadata      jsonb       NOT NULL,
  unlisted      boolean     NOT NULL DEFAULT true,
  has_bots      boolean     NOT NULL DEFAULT false,
  gameover      jsonb,
  log_length    integer     NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Public matches, newest first (the lobby's list), per game and for all games.
CREATE INDEX matches_public_idx ON matches (created_at DESC, id DESC) WHERE NOT unlisted;
CREATE INDEX matches_public_game_idx ON matches (game_name, created_at DESC, id DESC) WHERE NOT unlisted;
-- Idle-match retention and bgio-style listings by last activity.
CREATE INDEX matches_updated_idx ON matches (updated_at);
-- Unfinished matches with bot seats, resumed at start.
CREATE INDEX matches_bots_idx ON matches (id) WHERE has_bots AND gameover IS NULL;

-- The log: append-only, one row per boardgame.io log entry, in order.
CREATE TABLE match_log (
  match_id   text        NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  seq        integer     NOT NULL,
  state_id   integer     NOT NULL,
  entry      jsonb       NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (match_id, seq)
);
