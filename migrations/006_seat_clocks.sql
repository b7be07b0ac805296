-- Asynchronous play (issue 13): per seat of a match, its clock and whether it is at the table.
-- Written off the move's path (after a move's commit, by the process that committed it) and only
-- for matches with a pace; times are epoch milliseconds of the server's (injected) clock.
-- A deadline or reminder is due when `due_at` / `remind_at` has passed. Every server process polls
-- for due rows and claims them with `FOR UPDATE SKIP LOCKED`, setting a lease (`claimed_until`)
-- rather than holding a lock while it handles them: a process killed after its claim leaves the row
-- to any process once the lease has run out.
CREATE TABLE match_seat_clocks (
  match_id           text    NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  player_id          text    NOT NULL,
  -- The match's state id this row was computed for (rows are never overwritten by older states).
  synced_state_id    integer NOT NULL DEFAULT -1,
  -- The running decision: the state id and time it began, its deadline, its 80 % reminder.
  decision_state_id  integer,
  started_at         bigint,
  due_at             bigint,
  remind_at          bigint,
  -- Live pace: the seat's time bank left.
  bank_ms            bigint,
  claimed_until      bigint,
  -- Timed out and not back yet; present seats' votes to hand the seat to a computer.
  absent             boolean NOT NULL DEFAULT false,
  hand_over_votes    jsonb   NOT NULL DEFAULT '[]',
  -- A computer decided for this seat at least once (final scoring lists these seats).
  computer_played    boolean NOT NULL DEFAULT false,
  -- A socket of this seat is joined somewhere (refreshed by each process while it is); the last
  -- state id the seat's sockets were sent (written when its last socket leaves, and periodically).
  open_until         bigint,
  last_seen_state_id integer,
  PRIMARY KEY (match_id, player_id)
);
CREATE INDEX match_seat_clocks_due_idx ON match_seat_clocks (due_at) WHERE due_at IS NOT NULL;
CREATE INDEX match_seat_clocks_remind_idx ON match_seat_clocks (remind_at) WHERE remind_at IS NOT NULL;
