-- Standing orders (issue 27): the order a seat leaves for its decisions on other players' turns,
-- one per seat and match, its secret (sent to that seat alone). `version` grows with every change,
-- so an order found impossible is dropped only if it is still the one that was judged. Bounded:
-- at most 2 KiB of JSON (the server refuses larger ones before they get here).
CREATE TABLE seat_orders (
  match_id  text    NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  player_id text    NOT NULL,
  body      jsonb   NOT NULL CHECK (octet_length(body::text) <= 2048),
  -- The language of its description ("Your orders: …"), as the seat's table spoke when it set it.
  language  text    NOT NULL CHECK (language IN ('en', 'de')),
  version   integer NOT NULL,
  set_at    bigint  NOT NULL,
  PRIMARY KEY (match_id, player_id)
);
