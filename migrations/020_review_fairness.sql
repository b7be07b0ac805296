-- Issue 35: reviews served fairly. Each review row names the host it is counted against (a
-- pseudonymous key of the address that created the match; '' when unknown), when it was last
-- claimed and the CPU time spent on it so far. Claims go round-robin across hosts (the host served
-- least recently first, then its oldest finished match), skip hosts over their hourly CPU budget,
-- and a review over its own CPU budget is recorded as failed.
ALTER TABLE match_reviews ADD COLUMN host text NOT NULL DEFAULT '';
ALTER TABLE match_reviews ADD COLUMN claimed_at bigint;
ALTER TABLE match_reviews ADD COLUMN cpu_ms bigint NOT NULL DEFAULT 0;
CREATE INDEX match_reviews_host_idx ON match_reviews (host, claimed_at);
