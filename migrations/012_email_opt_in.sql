-- E-mail notices by double opt-in (issue 26): an address gets turn notices only once its owner
-- confirmed it through a link mailed to it; a few confirmation mails per address and day; a cap on
-- notices per address and hour; and addresses that asked never to be mailed again. Addresses are
-- keyed by the SHA-256 (hex) of the normalised address (trimmed, NFC, lower case), the form
-- notice_subscriptions.target keeps for e-mail.

-- One row per address this installation mailed or was asked to mail.
CREATE TABLE email_addresses (
  address_hash       text    PRIMARY KEY,
  -- Confirmed once for this installation; null: pending (no notice is sent).
  confirmed_at       bigint,
  -- The last confirmation mail, and the confirmation mails of the current 24-hour window.
  last_mail_at       bigint,
  mails_window_start bigint  NOT NULL DEFAULT 0,
  mails_in_window    integer NOT NULL DEFAULT 0,
  -- Notices sent in the current one-hour window (the per-recipient cap).
  notices_window_start bigint  NOT NULL DEFAULT 0,
  notices_in_window    integer NOT NULL DEFAULT 0,
  created_at         bigint  NOT NULL
);

-- Confirmation links: only the SHA-256 of the random token is kept; each link works until it expires.
CREATE TABLE email_confirmations (
  token_hash   text   PRIMARY KEY,
  address_hash text   NOT NULL REFERENCES email_addresses (address_hash) ON DELETE CASCADE,
  expires_at   bigint NOT NULL
);
CREATE INDEX email_confirmations_address_idx ON email_confirmations (address_hash);

-- "Never mail me again": addresses this installation never mails (not even a confirmation).
CREATE TABLE email_suppressions (
  address_hash text   PRIMARY KEY,
  at           bigint NOT NULL
);

-- E-mail subscriptions made before: their addresses in the normalised form (addresses were checked
-- ASCII-only, so lower case and trimming are all of it), one row per seat and address. They are
-- not confirmed: the seat subscribes the address again to have a confirmation mailed.
DELETE FROM notice_subscriptions s USING notice_subscriptions t
 WHERE s.channel = 'email' AND t.channel = 'email' AND t.match_id = s.match_id AND t.player_id = s.player_id
   AND lower(btrim(t.target)) = lower(btrim(s.target)) AND t.id < s.id;
UPDATE notice_subscriptions SET target = lower(btrim(target)) WHERE channel = 'email' AND target <> lower(btrim(target));
