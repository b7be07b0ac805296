-- Vacations and pauses (issue 27). A seat may be away until a date (at most 14 days per match,
-- counted in `away_used_ms` as the vacations end); the seats may pause the whole match by majority.
-- While a seat is away or its match paused, its clock is frozen: `frozen_at` is when it stopped.
-- A frozen row is never claimed as due; when it thaws, its running decision (start, deadline,
-- reminder) moves later by the time it stood still, so the seat loses no time.
ALTER TABLE match_seat_clocks
  ADD COLUMN away_since   bigint,
  ADD COLUMN away_until   bigint,
  ADD COLUMN away_used_ms bigint NOT NULL DEFAULT 0,
  ADD COLUMN frozen_at    bigint;
-- The vacations that end at their date: the scheduler ends each once (FOR UPDATE SKIP LOCKED, in one transaction).
CREATE INDEX match_seat_clocks_away_idx ON match_seat_clocks (away_until) WHERE away_until IS NOT NULL;

-- Per match: the seats that voted to pause it; once a majority did, when it was paused and by whom.
CREATE TABLE match_pauses (
  match_id   text   PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
  votes      jsonb  NOT NULL DEFAULT '[]',
  paused_at  bigint,
  paused_by  jsonb  NOT NULL DEFAULT '[]'
);
