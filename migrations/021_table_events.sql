-- What happened at a table besides its moves (issue 36): a seat went away until a date, came back,
-- the match was paused by vote, resumed. The seat clocks and match_pauses keep only the present;
-- this keeps the history the log tells ("Anne is away until 3 December", "Bonny resumed the match").
-- Numbered per match from 1; at most 500 per match (the store refuses more, the vacation or pause
-- itself still happens). Public at the table: every seat and spectator reads them.
CREATE TABLE match_table_events (
  match_id  text     NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  seq       integer  NOT NULL CHECK (seq BETWEEN 1 AND 500),
  at        bigint   NOT NULL,
  kind      text     NOT NULL CHECK (kind IN ('away', 'back', 'pause', 'resume')),
  -- The seat it is about (away, back), or that decided it (the vote that paused, who resumed).
  player_id text,
  -- away: the date of return (epoch ms).
  until     bigint,
  -- The match's state id when it happened, and how many of the game's log events (G.events) that
  -- state had: the log lines are numbered by those events, so the line goes after line log_at - 1.
  state_id  integer  NOT NULL,
  log_at    integer  NOT NULL,
  -- pause: the seats whose votes paused it.
  paused_by jsonb    NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(paused_by) = 'array' AND jsonb_array_length(paused_by) <= 16),
  PRIMARY KEY (match_id, seq)
);
