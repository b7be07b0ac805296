-- Asynchronous play (issue 13): chat kept with the match, and notices through a durable outbox.

-- Chat: plain text, numbered per match, deleted with the match.
CREATE TABLE match_chat (
  match_id  text    NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  seq       integer NOT NULL,
  -- The writing seat; null: a spectator.
  player_id text,
  name      text    NOT NULL,
  body      text    NOT NULL,
  at        bigint  NOT NULL,
  PRIMARY KEY (match_id, seq)
);

-- How a seat wants to be told: a Web Push subscription or an e-mail address (never sent to anyone
-- but the push service / mail server). `token` identifies this subscription alone (unsubscribe links).
CREATE TABLE notice_subscriptions (
  id         bigint  GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  match_id   text    NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  player_id  text    NOT NULL,
  channel    text    NOT NULL CHECK (channel IN ('push', 'email')),
  -- push: the endpoint URL; email: the address.
  target     text    NOT NULL,
  -- push: { p256dh, auth }.
  keys       jsonb,
  token      text    NOT NULL UNIQUE,
  created_at bigint  NOT NULL,
  UNIQUE (match_id, player_id, channel, target)
);

-- The outbox: one row per notice to deliver. Written when a turn begins (due after the notice
-- delay), at a reminder and at the end of a match; delivered by any process (claimed with
-- SKIP LOCKED and a lease), retried with backoff.
CREATE TABLE notice_outbox (
  id            bigint  GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  match_id      text    NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  -- The seat to tell (kind 'group': the seat whose turn the group channel announces); null: the
  -- group channel's "match over".
  player_id     text,
  kind          text    NOT NULL CHECK (kind IN ('turn', 'reminder', 'over', 'group', 'groupOver')),
  state_id      integer NOT NULL,
  due_at        bigint  NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  claimed_until bigint,
  created_at    bigint  NOT NULL,
  -- Delivered rows stay until the seat opens the table (then they are deleted): while one is there,
  -- no second notice of its kind is written for the seat.
  delivered_at  bigint
);
CREATE UNIQUE INDEX notice_outbox_seat_idx ON notice_outbox (match_id, COALESCE(player_id, ''), kind);
CREATE INDEX notice_outbox_due_idx ON notice_outbox (due_at) WHERE delivered_at IS NULL;

-- Settings of this installation (the VAPID key pair of Web Push, generated once).
CREATE TABLE installation_settings (
  name  text  PRIMARY KEY,
  value jsonb NOT NULL
);
