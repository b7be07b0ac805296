-- Budgets of confirmation mails beyond one address (issue 35): per mailbox (an address's
-- normalised form for limits, without plus tag or ignored dots, keyed by its SHA-256) and per seat
-- (the e-mail addresses a seat adds). Counted in the database so they hold across processes.
CREATE TABLE email_budgets (
  -- 'mailbox:<hex SHA-256>' or 'seat:<matchID>/<playerID>'.
  budget_key   text    PRIMARY KEY,
  -- The last take, and the takes of the current 24-hour window.
  last_at      bigint  NOT NULL,
  window_start bigint  NOT NULL,
  in_window    integer NOT NULL
);
