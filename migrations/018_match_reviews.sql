-- Issue 28: a review after every match. One row per finished match: queued when the match ends,
-- claimed by one process at a time (SKIP LOCKED and a lease; a process that dies lets another take
-- the row over after the lease), computed in the bot workers, then kept with the match (JSON, its
-- size bounded by the server). `failed` rows are not tried again (the answer says so).
CREATE TABLE match_reviews (
  match_id      text    PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
  status        text    NOT NULL CHECK (status IN ('queued', 'done', 'failed')),
  attempts      integer NOT NULL DEFAULT 0,
  claimed_until bigint,
  -- Decisions reviewed so far of `total` (for "review in progress").
  done_count    integer NOT NULL DEFAULT 0,
  total         integer NOT NULL DEFAULT 0,
  review        json,
  error         text,
  created_at    bigint  NOT NULL,
  finished_at   bigint
);
CREATE INDEX match_reviews_queued_idx ON match_reviews (created_at) WHERE status = 'queued';
