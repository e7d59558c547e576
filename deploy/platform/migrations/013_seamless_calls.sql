-- The seamless wallet's bet and win, each one statement sent by the platform.
--
-- A spin is a bet and a win. Sent as a dozen statements each, a call spent its time on round trips
-- and on planning every statement again; as functions, a call is one round trip and the statements
-- inside keep their plans. Each call runs as its own statement, so it commits or fails whole: a
-- refused call (an overdraft fails the line's insert) writes nothing. The platform code maps each
-- result code to its refusal and keeps the calls that are rare (authenticate, balance, rollback).
--
-- The rules they hold:
-- - a txId is processed once per kind: the same content (fingerprint) gets the first answer again,
--   other content gets TX_CONFLICT;
-- - a bet and a rollback of the same txId wait for each other on a transaction-scoped advisory lock
--   (the rollback call takes the same lock), and so do two calls with the same win txId: the second
--   then sees what the first recorded and answers as a replay;
-- - a bet needs a live session of a member who is not frozen; a win is accepted after expiry;
-- - a bet whose txId a rollback named first moves nothing and is recorded as ROLLED_BACK;
-- - the ledger entry, the round row, the daily rollup and the transaction record commit together.
--
-- Also here: the stable id a provider knows each member by (seamless_players).

-- The id a provider knows a member by (authenticate answers it as playerId): random, so it tells
-- the provider nothing about the member (neither account name nor member id), and kept, so it
-- stays the same across sessions and restarts and the provider can keep a player's round history.
CREATE TABLE seamless_players (
  provider text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  player_id text NOT NULL UNIQUE CHECK (player_id ~ '^[A-Za-z0-9_-]{22}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, member_id)
);
