-- Chat numbered without contention (issue 26): each match's last message number in a row of its
-- own, taken with one UPDATE (writers of a match queue on that row for the length of one INSERT,
-- none fails), and the cap on messages per match checked in the same statement.
CREATE TABLE match_chat_counters (
  match_id text    PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
  last_seq integer NOT NULL
);
INSERT INTO match_chat_counters (match_id, last_seq)
  SELECT match_id, MAX(seq) FROM match_chat GROUP BY match_id;
