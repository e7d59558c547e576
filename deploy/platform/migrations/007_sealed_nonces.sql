-- Nonces of the sealed bodies the platform has opened. A body is accepted only if its nonce is new
-- (the primary key decides, so every platform process on this database agrees) and its time is
-- within 5 minutes of the platform's clock; a row may go once that time check alone refuses the
-- body, so rows older than 15 minutes are purged.
CREATE TABLE sealed_nonces (
  nonce text PRIMARY KEY CHECK (length(nonce) <= 32),
  seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sealed_nonces_seen_idx ON sealed_nonces (seen_at);
